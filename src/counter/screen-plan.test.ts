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
  it.each<[string, Session | undefined, DeviceRole, string[], string[]]>([
    [
      'owner, both',
      session('owner'),
      'both',
      ['coupons', 'stamps', 'createCoupon', 'clicks', 'report', 'settings', 'audit'],
      [],
    ],
    [
      'owner, back office: the audit log too',
      session('owner'),
      'back-office',
      ['createCoupon', 'clicks', 'report', 'settings', 'audit'],
      ['coupons', 'stamps'],
    ],
    [
      'marketing, counter',
      session('marketing'),
      'counter',
      ['coupons', 'stamps', 'settings'],
      ['createCoupon', 'clicks', 'report', 'audit'],
    ],
    [
      'counter staff, back office: no back-office screen at all',
      session('counter'),
      'back-office',
      ['settings'],
      ['coupons', 'stamps'],
    ],
    ['nobody signed in, both', undefined, 'both', ['coupons', 'stamps', 'settings'], []],
  ])('%s', (_name, signedIn, role, tabs, more) => {
    const plan = navFor(role, screensFor(signedIn));
    expect(labels(plan.tabs)).toEqual(tabs);
    expect(labels(plan.more)).toEqual(more);
  });
});
