import { auditKeys, authKeys, authMutations, isSignInMutation } from './auth-queries';
import { couponMutations } from './coupons';

describe('sign-in calls in the query cache', () => {
  it.each([
    ['unlocking', authMutations.unlock().mutationKey, true],
    ['revoking a device', authMutations.revokeDevice().mutationKey, true],
    ['touching the session', authMutations.touch().mutationKey, true],
    ['a redeem', couponMutations.redeem().mutationKey, false],
    ['a mutation with no key', undefined, false],
  ])('%s is a sign-in call: %s', (_, key, expected) => {
    expect(isSignInMutation(key)).toBe(expected);
  });

  it('keeps the audit log apart from sign-in, one entry per day', () => {
    expect(auditKeys.day('2026-11-21')).toEqual(['audit', '2026-11-21']);
    expect(authKeys.devices()).toEqual(['auth', 'devices']);
  });
});
