// @vitest-environment node
import type { ReportRow } from './day-report';
import { reportRow } from '../../test/report';
import {
  COUPON_PATTERN_MAX,
  couponHoursOf,
  couponPattern,
  couponPatternMatches,
  redeemsByHour,
} from './redeems-by-hour';

const SEOUL = 'Asia/Seoul';

/** One day's rows counted, every coupon. */
const hoursOfDay = (ymd: string, rows: ReportRow[], pattern = '') =>
  redeemsByHour([{ ymd, hours: couponHoursOf(rows, SEOUL) }], pattern);

describe('redeems per hour of the service’s zone', () => {
  it.each<[string, Partial<ReportRow>[], { hour: number; redeems: number; notSure: number }[]]>([
    [
      '23:59:59 in Seoul is hour 23 (14:59:59Z)',
      [{ time: '2026-11-22T14:59:59.999Z' }],
      [{ hour: 23, redeems: 1, notSure: 0 }],
    ],
    [
      '15:00Z is 00:00 in Seoul: hour 0 (of the next day, the day the line is in)',
      [{ time: '2026-11-22T15:00:00.000Z' }],
      [{ hour: 0, redeems: 1, notSure: 0 }],
    ],
    [
      'two redeems in one hour, one in the next',
      [
        { time: '2026-11-22T01:00:00.000Z' },
        { time: '2026-11-22T01:59:59.000Z', target: 'KRW5000OFF' },
        { time: '2026-11-22T02:00:00.000Z' },
      ],
      [
        { hour: 10, redeems: 2, notSure: 0 },
        { hour: 11, redeems: 1, notSure: 0 },
      ],
    ],
    [
      'refused and failed redeems did nothing: not counted',
      [{ outcome: 'refused' }, { outcome: 'failed' }],
      [],
    ],
    [
      'stamp writes and creates are not redeems',
      [
        { operation: 'stampAdd', target: '7' },
        { operation: 'stampReward', target: '7' },
        { operation: 'couponCreate' },
      ],
      [],
    ],
    [
      'not sure (an intent with no outcome reads as unknown) beside the done ones',
      [{ outcome: 'unknown' }, { outcome: 'ok' }, { outcome: 'unknown', target: 'OTHER1' }],
      [{ hour: 10, redeems: 1, notSure: 2 }],
    ],
  ])('%s', (_, patches, expected) => {
    const rows = patches.map((patch, at) =>
      reportRow(at + 1, { time: '2026-11-22T01:00:00.000Z', ...patch }),
    );
    expect(hoursOfDay('2026-11-22', rows)).toEqual(
      expected.map((hour) => ({ ymd: '2026-11-22', ...hour })),
    );
  });

  it('sorts by day, then hour (10 after 9), whatever order the days come in', () => {
    const at = (time: string) => couponHoursOf([reportRow(1, { time })], SEOUL);
    expect(
      redeemsByHour(
        [
          { ymd: '2026-11-23', hours: at('2026-11-22T15:30:00.000Z') },
          { ymd: '2026-11-22', hours: at('2026-11-22T01:00:00.000Z') },
          { ymd: '2026-11-22', hours: at('2026-11-22T00:00:00.000Z') },
        ],
        '',
      ).map(({ ymd, hour }) => `${ymd} ${hour}`),
    ).toEqual(['2026-11-22 9', '2026-11-22 10', '2026-11-23 0']);
  });

  it('counts only the coupons that match the pattern', () => {
    const rows = ['PERCENT15', 'percent20', 'KRW5000OFF'].map((target, at) =>
      reportRow(at + 1, { time: '2026-11-22T01:00:00.000Z', target }),
    );
    expect(hoursOfDay('2026-11-22', rows, 'Percent')).toEqual([
      { ymd: '2026-11-22', hour: 10, redeems: 2, notSure: 0 },
    ]);
    expect(hoursOfDay('2026-11-22', rows, 'NONE')).toEqual([]);
  });
});

describe('couponPatternMatches', () => {
  it.each<[string, string, boolean]>([
    ['', 'ANY1', true],
    ['*', 'ANY1', true],
    ['', '', true],
    ['SPRING', 'SPRING2026A', true],
    ['SPRING', 'XSPRING', false],
    ['spring', 'SPRING2026A', true],
    ['SpRiNg', 'spring2026a', true],
    ['SPRING*A', 'SPRING2026A', true],
    ['SPRING*A', 'SPRING2026AB', false],
    ['SPRING*A', 'SPRINGA', true],
    ['S*26*A', 'SPRING2026A', true],
    ['S*62*A', 'SPRING2026A', false],
    ['*2026A', 'SPRING2026A', true],
    ['*2026', 'SPRING2026A', false],
    ['SPRING*', 'SPRING', true],
    ['*RING*', 'SPRING2026A', true],
    ['AA*AA', 'AAA', false],
    ['AA*AA', 'AAAA', true],
    ['A**B', 'AB', true],
    ['A.B', 'A.B1', true],
    ['A.B', 'AXB1', false],
    ['A+', 'A+1', true],
    ['A+', 'AA', false],
    ['(A', '(A)', true],
    ['(A', 'A', false],
    ['[A-Z]', 'B', false],
    ['^A$', '^A$', true],
    ['\\d', '1', false],
  ])('%j matches %j: %s', (pattern, cpnNo, matches) => {
    expect(couponPatternMatches(pattern, cpnNo)).toBe(matches);
  });
});

describe('couponPattern', () => {
  it.each<[string | undefined, string | null]>([
    [undefined, ''],
    ['', ''],
    ['   ', ''],
    ['  SPRING* ', 'SPRING*'],
    ['A'.repeat(COUPON_PATTERN_MAX), 'A'.repeat(COUPON_PATTERN_MAX)],
    ['A'.repeat(COUPON_PATTERN_MAX + 1), null],
    [` ${'A'.repeat(COUPON_PATTERN_MAX)} `, 'A'.repeat(COUPON_PATTERN_MAX)],
    ['가'.repeat(COUPON_PATTERN_MAX), '가'.repeat(COUPON_PATTERN_MAX)],
    ['A\u0000B', null],
    ['A\tB', null],
    ['A\u202EB', null],
  ])('%j is %j', (text, pattern) => {
    expect(couponPattern(text)).toBe(pattern);
  });
});
