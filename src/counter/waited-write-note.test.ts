import { describe, expect, it } from 'vitest';
import { heldWaitedWrite, type WaitedWrite } from './waited-write-note';

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
