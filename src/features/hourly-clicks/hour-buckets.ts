import type { HourlyClick } from '../../api/statistics';

/*
 * The chart, the table, the live line and the CSV all read the same 24 rows (decision 0011), made
 * here from whatever the service answered. Nothing here reads a clock: the service's today and
 * current hour come in with the day asked, so the same answer gives the same rows on any device.
 */

/** 'current': the hour is still running, its numbers will grow. 'future': not started yet. */
export type HourState = 'done' | 'current' | 'future';

export interface HourBucket {
  hour: number;
  /** null for an hour that has not started: nothing to count yet, which is not zero clicks. */
  clicks: number | null;
  unique: number | null;
  state: HourState;
}

export interface DayOfBuckets {
  /** The day asked, YYYY-MM-DD in the service's zone. */
  ymd: string;
  /** The service's today and the hour now on its clock (0–23). */
  today: string;
  currentHour: number;
}

export const HOURS_IN_DAY = 24;

function isHour(hour: number): boolean {
  return Number.isInteger(hour) && hour >= 0 && hour < HOURS_IN_DAY;
}

/** The API's schema checks counts; this keeps one bad number from turning a whole hour into NaN. */
function isCount(count: number): boolean {
  return Number.isSafeInteger(count) && count >= 0;
}

function stateOf(hour: number, day: DayOfBuckets): HourState {
  // YYYY-MM-DD strings compare as the days they name.
  if (day.ymd < day.today) return 'done';
  if (day.ymd > day.today) return 'future';
  if (hour < day.currentHour) return 'done';
  return hour === day.currentHour ? 'current' : 'future';
}

/** Exactly 24 buckets, hour 0..23. */
export function toHourBuckets(records: readonly HourlyClick[], day: DayOfBuckets): HourBucket[] {
  const clicks = new Array<number>(HOURS_IN_DAY).fill(0);
  const unique = new Array<number>(HOURS_IN_DAY).fill(0);
  for (const record of records) {
    // Another day's row (a datetime the service cut to another date, a cached answer) or an hour
    // that is not one of the day's 24 would land in the wrong bar: it is left out, not clamped.
    if (record.ymd !== day.ymd || !isHour(record.hour)) continue;
    if (!isCount(record.acesCnt) || !isCount(record.pernCnt)) continue;
    // A second row for the same hour is another part of that hour, not a correction: the
    // service's group and account totals are sums of per-link rows, so the parts are added.
    // (Its uniques are added too, as the service adds them for a group: that is its number.)
    clicks[record.hour] = (clicks[record.hour] ?? 0) + record.acesCnt;
    unique[record.hour] = (unique[record.hour] ?? 0) + record.pernCnt;
  }
  return Array.from({ length: HOURS_IN_DAY }, (_, hour): HourBucket => {
    const state = stateOf(hour, day);
    // An hour that is over (or running) and has no row had no clicks: it is 0, never a gap. An
    // hour that has not started is null, so the chart leaves it out rather than drawing a zero.
    return state === 'future'
      ? { hour, clicks: null, unique: null, state }
      : { hour, clicks: clicks[hour] ?? 0, unique: unique[hour] ?? 0, state };
  });
}

/*
 * No unique-visitor total, on purpose: hourly uniques do not add up. A visitor who clicked at
 * 09:00 and again at 15:00 is one of each hour's uniques, so a sum counts them twice; only the
 * service could say how many people the day had, and this operation does not.
 */
export interface DaySummary {
  totalClicks: number;
  /** The hour with the most clicks, the earliest on a tie; null when the day has no clicks. */
  peakHour: number | null;
  /** Hours with numbers (over or running); fewer than 24 while the day is in progress. */
  hoursCounted: number;
}

export function summariseDay(buckets: readonly HourBucket[]): DaySummary {
  let totalClicks = 0;
  let peakHour: number | null = null;
  let peakClicks = 0;
  let hoursCounted = 0;
  for (const bucket of buckets) {
    if (bucket.clicks === null) continue;
    hoursCounted += 1;
    totalClicks += bucket.clicks;
    // Strictly more, and ties broken by the hour itself, so the buckets' order does not matter.
    if (
      bucket.clicks > peakClicks ||
      (bucket.clicks === peakClicks && peakHour !== null && bucket.hour < peakHour)
    ) {
      peakClicks = bucket.clicks;
      peakHour = bucket.hour;
    }
  }
  return { totalClicks, peakHour, hoursCounted };
}

export interface HourComparison {
  hour: number;
  clicks: number | null;
  /** The same hour of the earlier day (the same weekday a week before). */
  previous: number | null;
  /** clicks − previous; null when either is unknown (an hour not started, a comparison missing). */
  change: number | null;
}

/** One row per hour 0..23, matched by hour (not by position in the arrays). */
export function compareDays(
  current: readonly HourBucket[],
  previous: readonly HourBucket[],
): HourComparison[] {
  const clicksAt = (buckets: readonly HourBucket[], hour: number): number | null =>
    buckets.find((bucket) => bucket.hour === hour)?.clicks ?? null;
  return Array.from({ length: HOURS_IN_DAY }, (_, hour): HourComparison => {
    const clicks = clicksAt(current, hour);
    const before = clicksAt(previous, hour);
    return {
      hour,
      clicks,
      previous: before,
      change: clicks === null || before === null ? null : clicks - before,
    };
  });
}

/**
 * The earlier day's clicks over the hours this day has had (an hour not started has no clicks):
 * what a day in progress compares with, as the sum of the rows' "a week earlier" cells. The hour
 * in progress counts whole on the earlier day, as its own row compares it, so the words say "to
 * the end of the hour now in progress". A finished day has had them all: the earlier day's
 * total. An hour the earlier day has no record of counts 0, as its row shows.
 */
export function previousOverSameHours(rows: readonly HourComparison[]): number {
  return rows.reduce((sum, row) => (row.clicks === null ? sum : sum + (row.previous ?? 0)), 0);
}

/** "09": an hour's tick on the charts' axes and in the tables. */
export const hourTickLabel = (hour: number): string => String(hour).padStart(2, '0');

/** "09:00–10:00": an hour of the service's day, as the summaries and live lines name it. */
export const hourRangeLabel = (hour: number): string =>
  `${hourTickLabel(hour)}:00–${hourTickLabel(hour + 1)}:00`;
