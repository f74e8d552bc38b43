// @vitest-environment node
import { ApiError } from '../../api/errors';
import type { Reading } from '../../api/settle-write';
import { redeemedSummary, type RedeemedSummary } from './redeemed-summary';

type Uses = { useCnt: number; useLimit: number };

const refusal = (message: string | null, saidBy: 'service' | 'server' = 'service') =>
  new ApiError({ kind: 'refused', operation: 'coupon.validate', serviceMessage: message, saidBy });
const lost = new ApiError({ kind: 'network', operation: 'coupon.validate' });
const count = (useCnt: number, useLimit: number): Reading<Uses> => ({
  kind: 'count',
  count: useCnt,
  value: { useCnt, useLimit },
});
const plain = (left: RedeemedSummary['left']): RedeemedSummary => ({
  left,
  refusedNow: null,
  countUnchanged: false,
});

describe('redeemedSummary: the lines under a redeem that went through', () => {
  it.each<[string, Uses, Reading<Uses> | null, RedeemedSummary]>([
    [
      'uses left, read back',
      { useCnt: 1, useLimit: 3 },
      count(2, 3),
      plain({ kind: 'usesLeftNow', count: 1 }),
    ],
    ['the last use, read back', { useCnt: 2, useLimit: 3 }, count(3, 3), plain({ kind: 'usedUp' })],
    [
      'unlimited, read back',
      { useCnt: 41, useLimit: 0 },
      count(42, 0),
      plain({ kind: 'unlimitedNow', count: 42 }),
    ],
    ['the last use, not read back', { useCnt: 0, useLimit: 1 }, null, plain({ kind: 'usedUp' })],
    [
      'the last use, now refused: used up, no warning',
      { useCnt: 0, useLimit: 1 },
      { kind: 'refused', error: refusal('Used up') },
      plain({ kind: 'usedUp' }),
    ],
    ['uses left, not read back', { useCnt: 0, useLimit: 3 }, null, plain({ kind: 'unsaid' })],
    [
      'uses left, the read-back failed',
      { useCnt: 0, useLimit: 3 },
      { kind: 'unreadable', error: lost },
      plain({ kind: 'readBackFailed', error: lost }),
    ],
    [
      'uses left, now refused: the service’s words apart',
      { useCnt: 0, useLimit: 3 },
      { kind: 'refused', error: refusal('Deactivated') },
      {
        left: { kind: 'unsaid' },
        refusedNow: { message: 'Deactivated', saidBy: 'service' },
        countUnchanged: false,
      },
    ],
    [
      'uses left, now refused by our server (a lock before the read): its words, said as its own',
      { useCnt: 0, useLimit: 3 },
      { kind: 'refused', error: refusal('The device is locked.', 'server') },
      {
        left: { kind: 'unsaid' },
        refusedNow: { message: 'The device is locked.', saidBy: 'server' },
        countUnchanged: false,
      },
    ],
    [
      'now refused without words',
      { useCnt: 0, useLimit: 3 },
      { kind: 'refused', error: refusal(null) },
      plain({ kind: 'unsaid' }),
    ],
    [
      'the count did not move',
      { useCnt: 1, useLimit: 3 },
      count(1, 3),
      { left: { kind: 'usesLeftNow', count: 2 }, refusedNow: null, countUnchanged: true },
    ],
  ])('%s', (_case, before, after, expected) => {
    expect(redeemedSummary(before, after)).toEqual(expected);
  });
});
