import type { Role } from '../api/auth-state';
import type { Session } from '../lib/session';
import type { DeviceRole } from './device-settings';
import { navFor, screensFor } from './screen-plan';

const session = (role: Role): Session => ({
  staff: { id: 's1', name: 'Someone', role },
  expiresAt: '2026-11-28T12:00:00.000Z',
});

const labels = (items: readonly { label: string }[]) => items.map((item) => item.label);

describe('the screen plan', () => {
  it.each<[string, boolean, Session | undefined, DeviceRole, string[], string[]]>([
    [
      'demo, both',
      false,
      undefined,
      'both',
      ['coupons', 'stamps', 'createCoupon', 'clicks', 'report', 'settings'],
      [],
    ],
    [
      'demo, counter',
      false,
      undefined,
      'counter',
      ['coupons', 'stamps', 'settings'],
      ['createCoupon', 'clicks', 'report'],
    ],
    [
      'demo, back office',
      false,
      undefined,
      'back-office',
      ['createCoupon', 'clicks', 'report', 'settings'],
      ['coupons', 'stamps'],
    ],
    [
      'live owner, back office: the audit log too',
      true,
      session('owner'),
      'back-office',
      ['createCoupon', 'clicks', 'report', 'settings', 'audit'],
      ['coupons', 'stamps'],
    ],
    [
      'live marketing, counter',
      true,
      session('marketing'),
      'counter',
      ['coupons', 'stamps', 'settings'],
      ['createCoupon', 'clicks', 'report', 'audit'],
    ],
    [
      'live counter staff, back office: no back-office screen at all',
      true,
      session('counter'),
      'back-office',
      ['settings'],
      ['coupons', 'stamps'],
    ],
    [
      'live, nobody signed in, both',
      true,
      undefined,
      'both',
      ['coupons', 'stamps', 'settings'],
      [],
    ],
  ])('%s', (_name, live, signedIn, role, tabs, more) => {
    const plan = navFor(role, screensFor(live, signedIn));
    expect(labels(plan.tabs)).toEqual(tabs);
    expect(labels(plan.more)).toEqual(more);
  });
});
