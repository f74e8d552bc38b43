// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { shouldRevealVerdict } from './verdict-reveal';

describe('bringing a new verdict into view', () => {
  // A phone (844 high, a 75 px tab bar) and a landscape tablet (768 high, no tab bar at the bottom).
  const phone = { viewportHeight: 844, coveredBelow: 83 };
  const tablet = { viewportHeight: 768, coveredBelow: 0 };
  it.each([
    [
      'phone: a short coupon verdict high on the screen',
      { ...phone, top: 300, bottom: 600 },
      false,
    ],
    ['phone: a verdict whose top is low', { ...phone, top: 500, bottom: 700 }, true],
    ['phone: a verdict whose top is above the screen', { ...phone, top: -40, bottom: 500 }, true],
    [
      'phone: a stamp card at mid-screen running under the tab bar',
      { ...phone, top: 440, bottom: 1100 },
      true,
    ],
    [
      'phone: a stamp card high up running under the tab bar',
      { ...phone, top: 200, bottom: 900 },
      false,
    ],
    [
      'phone: a card at mid-screen that ends above the tab bar',
      { ...phone, top: 440, bottom: 760 },
      false,
    ],
    [
      'phone: a verdict whose top is under the scan row held in sight',
      { ...phone, coveredAbove: 156, top: 120, bottom: 700 },
      true,
    ],
    [
      'phone: a verdict just under the scan row held in sight',
      { ...phone, coveredAbove: 156, top: 170, bottom: 700 },
      false,
    ],
    ['tablet: the verdict column, however long', { ...tablet, top: 118, bottom: 1000 }, false],
    ['tablet: a verdict below the fold', { ...tablet, top: 800, bottom: 1200 }, true],
  ])('%s', (_name, place, expected) => {
    expect(shouldRevealVerdict(place)).toBe(expected);
  });
});
