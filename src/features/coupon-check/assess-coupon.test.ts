// @vitest-environment node
import type { Coupon } from '../../api/coupons';
import { daysBetween, validityOn } from '../../lib/dates';
import { safeImage, safeLink } from '../../lib/safe-link';
import { discountValue } from '../../counter/discount';
import { disagreements, lookAlikeSuspects, usageOf } from './assess-coupon';

const coupon = (patch: Partial<Coupon>): Coupon => ({
  cpnNo: 'PERCENT15',
  domain: null,
  nm: 'Test',
  grpIdx: null,
  grpNm: null,
  discTypeIdx: 457,
  disc: 15,
  discCurrency: null,
  formatDiscCurrency: null,
  strtYmd: '2026-11-01',
  endYmd: '2026-11-30',
  useLimit: 3,
  imgUrl: null,
  onsiteYn: 'N',
  memo: null,
  url: null,
  userId: null,
  userNm: null,
  userPhnno: null,
  userEml: null,
  userEtc1: null,
  userEtc2: null,
  useCnt: 1,
  regYmdt: null,
  payloadVersion: null,
  ...patch,
});

describe('assess-coupon', () => {
  it('counts calendar days across month and DST-free boundaries', () => {
    expect(daysBetween('2026-11-21', '2026-12-01')).toBe(10);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });

  it('reads validity against the shop’s today, both ends included', () => {
    expect(validityOn('2026-11-30', '2026-11-01', '2026-11-30')).toEqual({
      state: 'valid',
      daysLeft: 0,
    });
    expect(validityOn('2026-11-01', '2026-11-01', '2026-11-30')).toEqual({
      state: 'valid',
      daysLeft: 29,
    });
    expect(validityOn('2026-12-02', '2026-11-01', '2026-11-30')).toEqual({
      state: 'expired',
      daysAgo: 2,
    });
    expect(validityOn('2026-10-29', '2026-11-01', '2026-11-30')).toEqual({
      state: 'not-yet',
      days: 3,
    });
  });

  it('reads uses against the limit', () => {
    expect(usageOf({ useCnt: 1, useLimit: 3 })).toEqual({
      kind: 'limited',
      used: 1,
      limit: 3,
      left: 2,
    });
    expect(usageOf({ useCnt: 42, useLimit: 0 })).toEqual({ kind: 'unlimited', used: 42 });
  });

  it('formats the discount from disc and discCurrency, not the service’s display text', () => {
    expect(discountValue(coupon({}), 'en').text).toBe('15%');
    expect(
      discountValue(
        coupon({
          discTypeIdx: 458,
          disc: 5000,
          discCurrency: 'KRW',
          formatDiscCurrency: '5,000원',
        }),
        'en',
      ).text,
    ).toBe('₩5,000');
    expect(
      discountValue(coupon({ discTypeIdx: 458, disc: 5.5, discCurrency: 'USD' }), 'ko').text,
    ).toBe('US$5.50');
    expect(
      discountValue(
        coupon({ discTypeIdx: 458, disc: 7, discCurrency: null, formatDiscCurrency: '7 pts' }),
        'en',
      ).text,
    ).toBe('7 pts');
  });

  it('says when its own reading disagrees with a "valid" from the service', () => {
    expect(disagreements(coupon({}), '2026-11-21')).toEqual([]);
    expect(disagreements(coupon({}), '2026-12-05')).toEqual(['expired']);
    expect(disagreements(coupon({}), '2026-10-05')).toEqual(['not-yet']);
    expect(disagreements(coupon({ useCnt: 3 }), '2026-11-21')).toEqual(['limit']);
    expect(disagreements(coupon({ useLimit: 0, useCnt: 99 }), '2026-11-21')).toEqual([]);
  });

  it('offers only http and https links', () => {
    expect(safeLink('https://example.com/a')).toBe('https://example.com/a');
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink('data:text/html,hi')).toBeNull();
    expect(safeLink('not a url')).toBeNull();
    expect(safeLink(null)).toBeNull();
  });

  it('shows images only from https or the app’s own origin', () => {
    expect(safeImage('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(safeImage('/demo/coupon-winter.svg')).toBe('/demo/coupon-winter.svg');
    expect(safeImage('http://cdn.example.com/a.png')).toBeNull();
    expect(safeImage('//cdn.example.com/a.png')).toBeNull();
    expect(safeImage('data:image/svg+xml,<svg/>')).toBeNull();
    expect(safeImage('javascript:alert(1)')).toBeNull();
    expect(safeImage(null)).toBeNull();
  });
});

describe('lookAlikeSuspects: the characters of a typed code likely keyed as their twin', () => {
  it.each<[string, string[]]>([
    // A letter beside a digit: "15" keyed with an I.
    ['PERCENTI5', ['I→1']],
    // A digit between letters.
    ['C0UPON', ['0→O']],
    // The O after the zeros is named; the 5 after a letter starts a number.
    ['KRW5000OFF', ['O→0']],
    // Numbers after a word, letters among letters: nothing to name.
    ['SINGLEUSE01', []],
    ['EXPIRED01', []],
    ['LIMITREACHED', []],
    ['PERCENT15', []],
    ['1234567890123456', []],
    // Lower case is read as the service reads it.
    ['percenti5', ['I→1']],
    // Each of a run that mixes both kinds.
    ['B8B', ['B→8', '8→B', 'B→8']],
  ])('%s', (code, expected) => {
    expect(lookAlikeSuspects(code).map(({ char, twin }) => `${char}→${twin}`)).toEqual(expected);
  });
});
