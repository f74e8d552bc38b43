// @vitest-environment node
import { settleWrite, type Reading, type WriteAction, type WriteOutcome } from './settle-write';
import { lost, refusal } from './settle-write.test-support';

const answered: WriteOutcome = { kind: 'answered' };
const unknown: WriteOutcome = { kind: 'unknown', error: lost };
const count = (n: number): Reading<null> => ({ kind: 'count', count: n, value: null });
const refusedNow: Reading<null> = { kind: 'refused', error: refusal };
const unreadable: Reading<null> = { kind: 'unreadable', error: lost };

describe('settleWrite: what staff are told, for every ordering', () => {
  const cases: [string, WriteAction, WriteOutcome, Reading<null>[], string][] = [
    ['answered, read back one up', 'redeem', answered, [count(43)], 'went-through:answer'],
    ['answered, read-back failed', 'redeem', answered, [unreadable], 'went-through:answer'],
    [
      'answered, last use: read-back refused',
      'redeem',
      answered,
      [refusedNow],
      'went-through:answer',
    ],
    [
      'refused by the service',
      'redeem',
      { kind: 'refused', error: refusal },
      [],
      'did-not:refusal',
    ],
    ['lost after it landed', 'redeem', unknown, [count(43)], 'went-through:read-back'],
    [
      'landed after the timeout, seen by the second read',
      'add-stamp',
      unknown,
      [count(42), count(43)],
      'went-through:read-back',
    ],
    [
      'never applied, every read unchanged',
      'redeem',
      unknown,
      [count(42), count(42), count(42)],
      'did-not:read-back',
    ],
    ['only one read unchanged', 'redeem', unknown, [count(42)], 'not-sure:unreadable'],
    [
      'read-back fails once, then unchanged twice',
      'add-stamp',
      unknown,
      [unreadable, count(42), count(42)],
      'did-not:read-back',
    ],
    [
      'unchanged, then the last read fails',
      'add-stamp',
      unknown,
      [count(42), count(42), unreadable],
      'not-sure:unreadable',
    ],
    [
      'read-back fails always',
      'redeem',
      unknown,
      [unreadable, unreadable, unreadable],
      'not-sure:unreadable',
    ],
    ['another till wrote too: up by two', 'redeem', unknown, [count(44)], 'not-sure:others-wrote'],
    ['the count fell', 'add-stamp', unknown, [count(41)], 'not-sure:count-fell'],
    [
      'last use lost: the coupon is refused now',
      'redeem',
      unknown,
      [refusedNow],
      'not-sure:refused-now',
    ],
    [
      'reward lost, the card still validates every time',
      'reward',
      unknown,
      [count(10), count(10)],
      'did-not:read-back',
    ],
    [
      'reward lost, the card no longer validates (given, or deactivated)',
      'reward',
      unknown,
      [refusedNow],
      'not-sure:refused-now',
    ],
    ['reward lost, reads fail', 'reward', unknown, [unreadable, unreadable], 'not-sure:unreadable'],
    // Taking a stamp back moves the count the other way: down by one is the proof.
    ['take-back answered', 'remove-stamp', answered, [count(41)], 'went-through:answer'],
    [
      'take-back refused (the card was empty, or its reward given)',
      'remove-stamp',
      { kind: 'refused', error: refusal },
      [],
      'did-not:refusal',
    ],
    [
      'take-back lost after it landed',
      'remove-stamp',
      unknown,
      [count(41)],
      'went-through:read-back',
    ],
    [
      'take-back landed after the timeout, seen by the last read',
      'remove-stamp',
      unknown,
      [count(42), count(42), count(41)],
      'went-through:read-back',
    ],
    [
      'take-back never applied, every read unchanged',
      'remove-stamp',
      unknown,
      [count(42), count(42), count(42)],
      'did-not:read-back',
    ],
    [
      'take-back lost, another till took one back too: down by two',
      'remove-stamp',
      unknown,
      [count(40)],
      'not-sure:others-wrote',
    ],
    [
      'take-back lost, another till stamped in between: up by one is never "taken back"',
      'remove-stamp',
      unknown,
      [count(43)],
      'not-sure:count-fell',
    ],
    [
      'take-back lost, the card refused now (reward given meanwhile)',
      'remove-stamp',
      unknown,
      [refusedNow],
      'not-sure:refused-now',
    ],
  ];

  it.each(cases)('%s', (_name, action, outcome, readings, expected) => {
    const settled = settleWrite(action, 42, outcome, readings);
    const detail = settled.result === 'not-sure' ? settled.reason : settled.proof;
    expect(`${settled.result}:${detail}`).toBe(expected);
    expect(settled.before).toBe(42);
  });

  it('keeps the facts: the count before and the latest reading', () => {
    const settled = settleWrite('redeem', 42, unknown, [count(44)]);
    expect(settled).toMatchObject({ before: 42, now: { kind: 'count', count: 44 } });
  });
});
