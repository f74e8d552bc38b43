// @vitest-environment node
import type { Tally } from './day-report';
import { NO_WRITES } from '../../test/report';
import { discountsText, tallyRows } from './tally-rows';

const NONE = NO_WRITES;

type Case = [string, Tally, (string | boolean)[][]];

describe('today at this till, as rows', () => {
  it.each<Case>([
    ['a quiet day: only the redeems, zero', NONE, [['redeems', '0']]],
    [
      'redeems with their discounts, stamps, a reward',
      {
        ...NONE,
        redeems: 3,
        amounts: [{ currency: 'KRW', total: 8000, count: 2 }],
        rates: [{ rate: 15, count: 1 }],
        stampsAdded: 4,
        stampsTakenBack: 1,
        rewards: 1,
      },
      [
        ['redeems', '3'],
        ['discounts', '₩8,000 (2), 15% (1)'],
        ['stampsAdded', '4'],
        ['stampsTakenBack', '1'],
        ['rewards', '1'],
      ],
    ],
    [
      'what did not go through, the not-sure last and marked',
      { ...NONE, refused: 2, failed: 1, notSure: 1 },
      [
        ['redeems', '0'],
        ['refused', '2'],
        ['failed', '1'],
        ['notSure', '1', true],
      ],
    ],
  ])('%s', (_, tally, rows) => {
    expect(
      tallyRows(tally, 'en', 'other').map((row) =>
        row.warn ? [row.key, row.value, row.warn] : [row.key, row.value],
      ),
    ).toEqual(rows);
  });

  it('beside another tally, a row either has is in both, a zero included (a warning only where it is)', () => {
    const till: Tally = { ...NONE, stampsAdded: 2, stampsTakenBack: 1, notSure: 1 };
    const rows = (tally: Tally, alongside: Tally) =>
      tallyRows(tally, 'en', 'other', alongside).map((row) =>
        row.warn ? [row.key, row.value, row.warn] : [row.key, row.value],
      );
    expect(rows(NONE, till)).toEqual([
      ['redeems', '0'],
      ['stampsAdded', '0'],
      ['stampsTakenBack', '0'],
    ]);
    expect(rows(till, NONE)).toEqual([
      ['redeems', '0'],
      ['stampsAdded', '2'],
      ['stampsTakenBack', '1'],
      ['notSure', '1', true],
    ]);
    // Redeems at the till, none by this person: their discounts row says none.
    const redeemed: Tally = { ...NONE, redeems: 1, rates: [{ rate: 15, count: 1 }] };
    expect(rows(NONE, redeemed)).toEqual([
      ['redeems', '0'],
      ['discounts', '—'],
    ]);
  });

  it.each([
    ['en', '₩8,000 (2), $5.50 (1), 15% (3), other (1)'],
    ['ko', '₩8,000 (2), US$5.50 (1), 15% (3), 기타 (1)'],
  ])('discounts in %s', (locale, text) => {
    const tally: Tally = {
      ...NONE,
      redeems: 7,
      amounts: [
        { currency: 'KRW', total: 8000, count: 2 },
        { currency: 'USD', total: 5.5, count: 1 },
      ],
      rates: [{ rate: 15, count: 3 }],
      otherDiscounts: 1,
    };
    expect(discountsText(tally, locale, locale === 'ko' ? '기타' : 'other')).toBe(text);
  });

  it('an amount with no currency is a plain number', () => {
    const tally = { ...NONE, redeems: 1, amounts: [{ currency: null, total: 3000, count: 1 }] };
    expect(discountsText(tally, 'en', 'other')).toBe('3,000 (1)');
  });
});
