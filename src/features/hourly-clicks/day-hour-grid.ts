import type { HourlyClick } from '../../api/statistics';
import { addDays } from '../../lib/service-day';
import { HOURS_IN_DAY, toHourBuckets, type HourBucket } from './hour-buckets';

/*
 * A range of days as days × hours (decision 0028): the heatmap, its table, its live line, its
 * words and its CSV all read these rows. Each day is the day chart's own 24 buckets, so the same
 * answer gives the same figures in both views. Nothing here reads a clock.
 */

export interface GridDay {
  ymd: string;
  /** 0 Sunday … 6 Saturday: of the calendar date itself, never of the device's zone. */
  weekday: number;
  hours: HourBucket[];
}

export interface DayHourGrid {
  days: GridDay[];
  /** The most clicks in one cell (0 when none). */
  max: number;
  totalClicks: number;
}

/** 0 Sunday … 6 Saturday of a YYYY-MM-DD: the UTC weekday of the same date, in any device zone. */
export function weekdayOfYmd(ymd: string): number {
  const date = new Date(0);
  date.setUTCFullYear(Number(ymd.slice(0, 4)), Number(ymd.slice(5, 7)) - 1, Number(ymd.slice(8)));
  return date.getUTCDay();
}

export function toDayHourGrid(
  records: readonly HourlyClick[],
  range: { startYmd: string; endYmd: string; today: string; currentHour: number },
): DayHourGrid {
  // One pass to sort the rows by day; each day's buckets then read only its own rows.
  const byDay = new Map<string, HourlyClick[]>();
  for (const record of records) {
    const list = byDay.get(record.ymd);
    if (list) list.push(record);
    else byDay.set(record.ymd, [record]);
  }
  const days: GridDay[] = [];
  let max = 0;
  let totalClicks = 0;
  for (let ymd = range.startYmd; ymd <= range.endYmd; ymd = addDays(ymd, 1)) {
    const hours = toHourBuckets(byDay.get(ymd) ?? [], {
      ymd,
      today: range.today,
      currentHour: range.currentHour,
    });
    for (const bucket of hours) {
      max = Math.max(max, bucket.clicks ?? 0);
      totalClicks += bucket.clicks ?? 0;
    }
    days.push({ ymd, weekday: weekdayOfYmd(ymd), hours });
  }
  return { days, max, totalClicks };
}

export interface RangeSummary {
  totalClicks: number;
  /** The hours of the day with the most clicks over the range, busiest first (at most two). */
  busiestHours: number[];
  /**
   * The weekday with the most clicks per day (a fortnight has two Mondays, a month four or five:
   * a mean, so a weekday is not ahead for coming once more). Only whole days count: a day still
   * running would pull its weekday down. Null when no whole day has a click.
   */
  busiestWeekday: number | null;
}

export function summariseRange(grid: DayHourGrid): RangeSummary {
  const byHour = new Array<number>(HOURS_IN_DAY).fill(0);
  const weekdayTotals = new Array<number>(7).fill(0);
  const weekdayDays = new Array<number>(7).fill(0);
  for (const day of grid.days) {
    let dayTotal = 0;
    let whole = true;
    for (const bucket of day.hours) {
      if (bucket.state !== 'done') whole = false;
      byHour[bucket.hour] = (byHour[bucket.hour] ?? 0) + (bucket.clicks ?? 0);
      dayTotal += bucket.clicks ?? 0;
    }
    if (!whole) continue;
    weekdayTotals[day.weekday] = (weekdayTotals[day.weekday] ?? 0) + dayTotal;
    weekdayDays[day.weekday] = (weekdayDays[day.weekday] ?? 0) + 1;
  }
  // Busiest first; a tie goes to the earlier hour, so the words do not depend on sort stability.
  const busiestHours = byHour
    .map((clicks, hour) => ({ clicks, hour }))
    .filter((entry) => entry.clicks > 0)
    .sort((a, b) => b.clicks - a.clicks || a.hour - b.hour)
    .slice(0, 2)
    .map((entry) => entry.hour);
  let busiestWeekday: number | null = null;
  let best = 0;
  weekdayTotals.forEach((total, weekday) => {
    const count = weekdayDays[weekday] ?? 0;
    if (count === 0) return;
    const mean = total / count;
    if (mean > best) {
      best = mean;
      busiestWeekday = weekday;
    }
  });
  return { totalClicks: grid.totalClicks, busiestHours, busiestWeekday };
}

/**
 * The heatmap's scale: five steps of equal width up to the busiest cell, and a step of its own for
 * no clicks. Steps of darkness in one hue, each named in the legend by its figures (decision 0028):
 * readable without telling colours apart.
 */
export interface ScaleStep {
  level: number;
  from: number;
  to: number;
}

export const SCALE_LEVELS = 5;

export function scaleSteps(max: number): ScaleStep[] {
  if (max <= 0) return [];
  const width = Math.max(1, Math.ceil(max / SCALE_LEVELS));
  const steps: ScaleStep[] = [];
  for (let level = 1; level <= SCALE_LEVELS; level += 1) {
    const from = (level - 1) * width + 1;
    if (from > max) break;
    steps.push({ level, from, to: Math.min(max, level * width) });
  }
  return steps;
}

/** The step a cell's clicks fall in: 0 for none, else 1 … 5. */
export function levelOf(clicks: number, steps: readonly ScaleStep[]): number {
  if (clicks <= 0) return 0;
  return steps.find((step) => clicks <= step.to)?.level ?? steps.at(-1)?.level ?? 0;
}
