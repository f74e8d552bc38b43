// @vitest-environment node
import type { HourlyClick } from '../../api/statistics';
import {
  compareDays,
  hourRangeLabel,
  hourTickLabel,
  previousOverSameHours,
  summariseDay,
  toHourBuckets,
  type HourBucket,
} from './hour-buckets';

const DAY = '2026-11-21';
const PAST = { ymd: DAY, today: '2026-11-22', currentHour: 10 };

function row(hour: number, acesCnt: number, pernCnt: number, ymd = DAY): HourlyClick {
  return { ymd, hour, acesCnt, pernCnt };
}

/** A finished day's buckets from clicks per hour (unique = clicks, which these tests don't read). */
function day(clicks: Record<number, number>): HourBucket[] {
  return toHourBuckets(
    Object.entries(clicks).map(([hour, count]) => row(Number(hour), count, count)),
    PAST,
  );
}

describe('toHourBuckets', () => {
  it('fills every hour of a sparse answer: the missing ones had no clicks', () => {
    const buckets = toHourBuckets([row(9, 12, 7), row(14, 37, 21)], PAST);
    expect(buckets).toHaveLength(24);
    expect(buckets.map((bucket) => bucket.hour)).toEqual([...Array(24).keys()]);
    expect(buckets[9]).toEqual({ hour: 9, clicks: 12, unique: 7, state: 'done' });
    expect(buckets[14]).toEqual({ hour: 14, clicks: 37, unique: 21, state: 'done' });
    expect(buckets[0]).toEqual({ hour: 0, clicks: 0, unique: 0, state: 'done' });
    expect(buckets[23]).toEqual({ hour: 23, clicks: 0, unique: 0, state: 'done' });
    expect(buckets.filter((bucket) => bucket.clicks === 0)).toHaveLength(22);
  });

  it('gives 24 zero hours for an empty answer', () => {
    const buckets = toHourBuckets([], PAST);
    expect(buckets).toHaveLength(24);
    expect(buckets.every((bucket) => bucket.clicks === 0 && bucket.unique === 0)).toBe(true);
  });

  it('ignores hours that are not one of the day’s 24', () => {
    const buckets = toHourBuckets(
      [row(24, 100, 100), row(-1, 100, 100), row(3.5, 100, 100), row(Number.NaN, 100, 100)],
      PAST,
    );
    expect(buckets).toHaveLength(24);
    expect(buckets.every((bucket) => bucket.clicks === 0 && bucket.unique === 0)).toBe(true);
  });

  it('keeps the valid rows beside out-of-range ones', () => {
    const buckets = toHourBuckets([row(0, 4, 2), row(24, 9, 9), row(23, 6, 3)], PAST);
    expect(buckets[0]?.clicks).toBe(4);
    expect(buckets[23]?.clicks).toBe(6);
    expect(summariseDay(buckets).totalClicks).toBe(10);
  });

  it('adds duplicate rows for an hour as parts of it', () => {
    const buckets = toHourBuckets([row(14, 10, 6), row(14, 5, 4), row(14, 1, 1)], PAST);
    expect(buckets[14]).toEqual({ hour: 14, clicks: 16, unique: 11, state: 'done' });
  });

  it('ignores rows for another day', () => {
    const buckets = toHourBuckets([row(8, 3, 2), row(8, 50, 40, '2026-11-20')], PAST);
    expect(buckets[8]).toEqual({ hour: 8, clicks: 3, unique: 2, state: 'done' });
  });

  it('ignores a row whose counts are not whole, non-negative numbers', () => {
    const buckets = toHourBuckets([row(5, 2, 1), row(5, Number.NaN, 1), row(5, 3, -1)], PAST);
    expect(buckets[5]).toEqual({ hour: 5, clicks: 2, unique: 1, state: 'done' });
  });

  it('marks the current hour of today unfinished and leaves later hours empty, not zero', () => {
    const today = { ymd: DAY, today: DAY, currentHour: 14 };
    const buckets = toHourBuckets([row(9, 12, 7), row(14, 3, 2)], today);
    expect(buckets).toHaveLength(24);
    expect(buckets.slice(0, 14).every((bucket) => bucket.state === 'done')).toBe(true);
    expect(buckets[13]).toEqual({ hour: 13, clicks: 0, unique: 0, state: 'done' });
    expect(buckets[14]).toEqual({ hour: 14, clicks: 3, unique: 2, state: 'current' });
    expect(buckets.slice(15)).toEqual(
      Array.from({ length: 9 }, (_, index) => ({
        hour: 15 + index,
        clicks: null,
        unique: null,
        state: 'future',
      })),
    );
  });

  it('counts the current hour as 0 when it has no row yet', () => {
    const buckets = toHourBuckets([], { ymd: DAY, today: DAY, currentHour: 0 });
    expect(buckets[0]).toEqual({ hour: 0, clicks: 0, unique: 0, state: 'current' });
    expect(buckets[1]?.state).toBe('future');
  });

  it('has no future hours in the day’s last hour', () => {
    const buckets = toHourBuckets([row(23, 1, 1)], { ymd: DAY, today: DAY, currentHour: 23 });
    expect(buckets[22]?.state).toBe('done');
    expect(buckets[23]).toEqual({ hour: 23, clicks: 1, unique: 1, state: 'current' });
  });

  it('reads a day before today as done, whatever the hour now', () => {
    const buckets = toHourBuckets([row(20, 5, 5)], {
      ymd: DAY,
      today: '2026-11-22',
      currentHour: 0,
    });
    expect(buckets.every((bucket) => bucket.state === 'done')).toBe(true);
    expect(buckets[20]?.clicks).toBe(5);
    expect(buckets[21]?.clicks).toBe(0);
  });

  it('reads a day after today as not started at all', () => {
    const buckets = toHourBuckets([row(1, 5, 5)], {
      ymd: DAY,
      today: '2026-11-20',
      currentHour: 23,
    });
    expect(buckets).toHaveLength(24);
    expect(
      buckets.every(
        (bucket) => bucket.state === 'future' && bucket.clicks === null && bucket.unique === null,
      ),
    ).toBe(true);
  });

  it('compares days across a month and year end as calendar days', () => {
    const lastDay = { ymd: '2026-12-31', today: '2027-01-01', currentHour: 0 };
    expect(toHourBuckets([], lastDay).every((bucket) => bucket.state === 'done')).toBe(true);
  });
});

describe('summariseDay', () => {
  it('totals the clicks and finds the peak hour', () => {
    const summary = summariseDay(day({ 9: 12, 14: 37, 20: 5 }));
    expect(summary).toEqual({ totalClicks: 54, peakHour: 14, hoursCounted: 24 });
  });

  it('takes the earliest hour on a tie', () => {
    expect(summariseDay(day({ 18: 30, 7: 30, 12: 29 })).peakHour).toBe(7);
  });

  it('takes the earliest hour on a tie whatever the buckets’ order', () => {
    const reversed = day({ 18: 30, 7: 30 }).reverse();
    expect(summariseDay(reversed).peakHour).toBe(7);
  });

  it('has no peak on a day without clicks', () => {
    expect(summariseDay(day({}))).toEqual({ totalClicks: 0, peakHour: null, hoursCounted: 24 });
  });

  it('counts only the hours that have started on a day in progress', () => {
    const buckets = toHourBuckets([row(2, 4, 4), row(10, 6, 1)], {
      ymd: DAY,
      today: DAY,
      currentHour: 10,
    });
    expect(summariseDay(buckets)).toEqual({ totalClicks: 10, peakHour: 10, hoursCounted: 11 });
  });

  it('has nothing to count on a day that has not started', () => {
    const buckets = toHourBuckets([], { ymd: DAY, today: '2026-11-20', currentHour: 5 });
    expect(summariseDay(buckets)).toEqual({ totalClicks: 0, peakHour: null, hoursCounted: 0 });
  });

  it('gives no unique-visitor total: hourly uniques do not add up', () => {
    expect(Object.keys(summariseDay(day({ 3: 1 }))).sort()).toEqual([
      'hoursCounted',
      'peakHour',
      'totalClicks',
    ]);
  });
});

describe('compareDays', () => {
  it('pairs each hour with the same hour of the earlier day, with the change', () => {
    const rows = compareDays(day({ 9: 12, 14: 37 }), day({ 9: 20, 14: 30, 22: 4 }));
    expect(rows).toHaveLength(24);
    expect(rows[9]).toEqual({ hour: 9, clicks: 12, previous: 20, change: -8 });
    expect(rows[14]).toEqual({ hour: 14, clicks: 37, previous: 30, change: 7 });
    expect(rows[22]).toEqual({ hour: 22, clicks: 0, previous: 4, change: -4 });
    expect(rows[0]).toEqual({ hour: 0, clicks: 0, previous: 0, change: 0 });
  });

  it('has no change for hours that have not started', () => {
    const today = toHourBuckets([row(8, 5, 5)], { ymd: DAY, today: DAY, currentHour: 8 });
    const rows = compareDays(today, day({ 8: 3, 9: 6 }));
    expect(rows[8]).toEqual({ hour: 8, clicks: 5, previous: 3, change: 2 });
    expect(rows[9]).toEqual({ hour: 9, clicks: null, previous: 6, change: null });
  });

  it('has no previous numbers or change when the earlier day is missing', () => {
    const rows = compareDays(day({ 1: 2 }), []);
    expect(rows).toHaveLength(24);
    expect(rows[1]).toEqual({ hour: 1, clicks: 2, previous: null, change: null });
  });

  it('matches hours by their number, not their position', () => {
    const rows = compareDays(day({ 5: 10 }).reverse(), day({ 5: 4 }));
    expect(rows[5]).toEqual({ hour: 5, clicks: 10, previous: 4, change: 6 });
  });
});

describe('previousOverSameHours', () => {
  it.each([
    // [what, hour in progress today (null: a finished day), earlier day, expected]
    ['a finished day: the earlier day whole', null, { 0: 1, 9: 20, 23: 4 }, 25],
    ['to 08:00–09:00: the earlier day’s hours 0 to 8', 8, { 0: 1, 8: 3, 9: 6, 23: 4 }, 4],
    ['in the first hour: only that hour', 0, { 0: 7, 1: 9 }, 7],
    ['in the last hour: the whole earlier day', 23, { 0: 1, 23: 4 }, 5],
  ] as const)('%s', (_what, currentHour, earlier, expected) => {
    const today =
      currentHour === null
        ? day({ 8: 5 })
        : toHourBuckets([row(0, 5, 5)], { ymd: DAY, today: DAY, currentHour });
    expect(previousOverSameHours(compareDays(today, day(earlier)))).toBe(expected);
  });

  it('counts an hour the earlier day has no record of as 0, as its row shows', () => {
    const today = toHourBuckets([], { ymd: DAY, today: DAY, currentHour: 3 });
    expect(previousOverSameHours(compareDays(today, []))).toBe(0);
  });
});

describe('hour labels', () => {
  it.each([
    [0, '00', '00:00–01:00'],
    [9, '09', '09:00–10:00'],
    [23, '23', '23:00–24:00'],
  ])('hour %i reads %s on an axis and %s in words', (hour, tick, range) => {
    expect(hourTickLabel(hour)).toBe(tick);
    expect(hourRangeLabel(hour)).toBe(range);
  });
});
