import { describe, expect, it } from 'vitest';
import { cutOffWriteIds } from './journal-peek';

const entry = (id: unknown, status: string) => ({
  id,
  at: '2026-11-21T01:00:00.000Z',
  status,
  subject: 'coupon',
  code: 'UNLIMITED01',
  action: 'redeem',
  before: 41,
});

describe('cutOffWriteIds: the first frame’s peek at the write journal', () => {
  it.each([
    ['nothing stored', null, []],
    ['an empty journal', '[]', []],
    ['a pending write', JSON.stringify([entry('a', 'pending')]), ['a']],
    ['only a "not sure" mark', JSON.stringify([entry('a', 'unsure')]), []],
    [
      'a mark and two pending writes',
      JSON.stringify([entry('a', 'unsure'), entry('b', 'pending'), entry('c', 'pending')]),
      ['b', 'c'],
    ],
    ['a pending write without an id', JSON.stringify([entry(7, 'pending')]), []],
    ['not JSON', '{oops', []],
    ['not a list', JSON.stringify({ status: 'pending' }), []],
    ['a list of odd things', JSON.stringify([null, 3, 'pending', ['pending']]), []],
  ])('%s', (_case, stored, expected) => {
    expect(cutOffWriteIds(stored)).toEqual(expected);
  });
});
