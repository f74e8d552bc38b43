import { describe, expect, it } from 'vitest';
import { heldWaitedWrite, resultOfWaited, type WaitedWrite } from './waited-write-note';

const A: WaitedWrite = { action: 'redeem', code: 'KRW5000OFF' };
const sameAsA: WaitedWrite = { action: 'redeem', code: 'KRW5000OFF' };
const B: WaitedWrite = { action: 'add-stamp', code: '274' };
const otherActionOnA: WaitedWrite = { action: 'reward', code: 'KRW5000OFF' };

describe('heldWaitedWrite', () => {
  it.each([
    ['nothing waited for, nothing waiting', null, null, null],
    ['a write starts elsewhere: it is held', null, A, A],
    ['the same write, a new object: the held one stays', A, sameAsA, A],
    ['the write ended: it is still held (the note says it ended)', A, null, A],
    ['another write after it: that one', A, B, B],
    ['another action on the same code: that one', A, otherActionOnA, otherActionOnA],
  ])('%s', (_, held, waiting, expected) => {
    expect(heldWaitedWrite(held, waiting)).toBe(expected);
  });
});

describe('resultOfWaited', () => {
  const result = (id: number, action: WaitedWrite['action'], code: string) =>
    ({ id, subject: 'coupon', action, code, result: 'went-through', before: 0, now: 1 }) as const;
  it.each([
    ['none yet', [], null],
    ['that write’s, after the note began', [result(4, 'redeem', 'KRW5000OFF')], 4],
    ['an older one of the same write is not it', [result(2, 'redeem', 'KRW5000OFF')], null],
    ['another code is not it', [result(4, 'redeem', 'PERCENT15')], null],
    ['another action on that code is not it', [result(4, 'reward', 'KRW5000OFF')], null],
    [
      'the newest of several (the list is newest first)',
      [result(5, 'redeem', 'KRW5000OFF'), result(4, 'redeem', 'KRW5000OFF')],
      5,
    ],
  ] as const)('%s', (_, results, id) => {
    expect(resultOfWaited(results, A, 3)?.id ?? null).toBe(id);
  });
});
