// @vitest-environment node
import { ApiError } from '../../api/errors';
import type { Settled } from '../../api/settle-write';
import type { Stamp } from '../../api/stamps';
import { rewardView } from './stamp-card-views';

const card = { stampIdx: 274, stamps: 10, maxStamps: 10 } as Stamp;
const readBack = { ...card, activeYn: 'Y' } as Stamp;
const refusal = new ApiError({ kind: 'refused', operation: 'stamp.reward' });
const badId = new ApiError({ kind: 'invalid-parameter', operation: 'stamp.reward', code: 653 });
const lost = new ApiError({ kind: 'network', operation: 'stamp.reward' });
const count = { kind: 'count', count: 10, value: readBack } as const;

describe('rewardView: what staff see once a reward is settled', () => {
  it.each<[string, Settled<Stamp>, ReturnType<typeof rewardView>]>([
    [
      'given (the answer)',
      { result: 'went-through', proof: 'answer', before: 10, now: null },
      { kind: 'reward-given', stampIdx: 274, before: card },
    ],
    [
      'given (read back)',
      { result: 'went-through', proof: 'read-back', before: 10, now: count },
      { kind: 'reward-given', stampIdx: 274, before: card },
    ],
    [
      'not recorded (read back unchanged): the card as read, and said so',
      { result: 'did-not', proof: 'read-back', before: 10, now: count, error: null },
      {
        kind: 'card',
        stampIdx: 274,
        stamp: readBack,
        adding: false,
        notice: { kind: 'reward-not-recorded' },
      },
    ],
    [
      'refused: the card as it was, with the refusal',
      { result: 'did-not', proof: 'refusal', before: 10, now: null, error: refusal },
      {
        kind: 'card',
        stampIdx: 274,
        stamp: card,
        adding: false,
        notice: { kind: 'reward-refused', error: refusal },
      },
    ],
    [
      'a card number the service does not take',
      { result: 'did-not', proof: 'refusal', before: 10, now: null, error: badId },
      { kind: 'invalid-id', stampIdx: 274 },
    ],
    [
      'not sent (no refusal to show)',
      { result: 'did-not', proof: 'refusal', before: 10, now: null, error: null },
      { kind: 'failed', stampIdx: 274, error: null, notSent: 'reward' },
    ],
    [
      'not sure',
      { result: 'not-sure', reason: 'unreadable', before: 10, now: null, error: lost },
      {
        kind: 'unknown',
        stampIdx: 274,
        before: card,
        action: 'reward',
        settled: { result: 'not-sure', reason: 'unreadable', before: 10, now: null, error: lost },
      },
    ],
  ])('%s', (_case, settled, expected) => {
    expect(rewardView(settled, card)).toEqual(expected);
  });
});
