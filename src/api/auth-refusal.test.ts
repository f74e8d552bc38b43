// @vitest-environment node
import { authRefusalFor, authRefusalOf } from './auth-refusal';
import { ApiError, AUTH_REASONS, type AuthReason } from './errors';

const refusedFor = (authReason: AuthReason | null, kind: 'auth' | 'refused' = 'auth') =>
  new ApiError({ kind, operation: 'auth.unlock', status: 401, authReason });

describe('what a refusal by our server’s sign-in ends', () => {
  it.each<[string | null | undefined, ReturnType<typeof authRefusalFor>]>([
    ['signed-out', { ends: 'session', reason: 'signed-out' }],
    ['locked', { ends: 'session', reason: 'locked' }],
    ['expired', { ends: 'session', reason: 'expired' }],
    ['unpaired', { ends: 'pairing', reason: 'unpaired' }],
    ['device-revoked', { ends: 'pairing', reason: 'device-revoked' }],
    // Said on the screen that asked; nothing ends.
    ['forbidden', null],
    ['wrong-pin', null],
    ['paused', null],
    ['pairing-locked', null],
    ['invalid', null],
    // Not a reason of ours.
    ['Locked', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%s → %o', (reason, ends) => {
    expect(authRefusalFor(reason)).toEqual(ends);
  });

  it('names every reason the server gives (none is forgotten in the table above)', () => {
    const decided = AUTH_REASONS.filter((reason) => authRefusalFor(reason) !== null);
    expect(decided).toEqual(['unpaired', 'signed-out', 'locked', 'expired', 'device-revoked']);
  });

  it.each<[string, unknown, ReturnType<typeof authRefusalOf>]>([
    [
      'a sign-in call refused as locked',
      refusedFor('locked'),
      { ends: 'session', reason: 'locked' },
    ],
    [
      'a service call refused as signed out',
      refusedFor('signed-out', 'refused'),
      { ends: 'session', reason: 'signed-out' },
    ],
    [
      'a revoked device',
      refusedFor('device-revoked'),
      { ends: 'pairing', reason: 'device-revoked' },
    ],
    ['a role that may not', refusedFor('forbidden'), null],
    ['a refusal without a reason', refusedFor(null, 'refused'), null],
    ['no answer', new ApiError({ kind: 'network', operation: 'auth.touch' }), null],
    ['not an ApiError', Object.assign(new Error('locked'), { authReason: 'locked' }), null],
    ['nothing', undefined, null],
  ])('%s', (_, error, ends) => {
    expect(authRefusalOf(error)).toEqual(ends);
  });
});
