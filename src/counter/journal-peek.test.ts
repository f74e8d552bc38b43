import { describe, expect, it } from 'vitest';
import { hasCutOffWrite } from './journal-peek';

const entry = (status: string) => ({
  id: '1',
  at: '2026-11-21T01:00:00.000Z',
  status,
  subject: 'coupon',
  code: 'UNLIMITED01',
  action: 'redeem',
  before: 41,
});

describe('hasCutOffWrite: the first frame’s peek at the write journal', () => {
  it.each([
    ['nothing stored', null, false],
    ['an empty journal', '[]', false],
    ['a pending write', JSON.stringify([entry('pending')]), true],
    ['only a "not sure" mark', JSON.stringify([entry('unsure')]), false],
    ['a mark and a pending write', JSON.stringify([entry('unsure'), entry('pending')]), true],
    ['not JSON', '{oops', false],
    ['not a list', JSON.stringify({ status: 'pending' }), false],
    ['a list of odd things', JSON.stringify([null, 3, 'pending', ['pending']]), false],
  ])('%s', (_case, stored, expected) => {
    expect(hasCutOffWrite(stored)).toBe(expected);
  });
});
