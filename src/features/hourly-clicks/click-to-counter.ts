import type { RedeemHour } from '../../lib/report/redeems-by-hour';
import type { DayHourGrid } from './day-hour-grid';
import { HOURS_IN_DAY } from './hour-buckets';

/*
 * From click to counter (decision 0028): the link's clicks and the coupons redeemed at our tills,
 * hour by hour over the same days, and how long after the clicks the redemptions come. No click
 * is tied to a redemption (neither record names a person), so the lag is the delay at which the
 * two series move together most: the cross-correlation of the hourly counts at lags 0–6 hours.
 */

export type { RedeemHour };

/**
 * The longest lag looked for. Both series have a daily rhythm, so further back the day's other
 * peak answers: 03:00 redemptions "follow" the 19:00 clicks at eight hours (a table test).
 */
export const MAX_LAG_HOURS = 6;
/** Fewer redemptions than this say nothing about a lag. */
export const FEWEST_REDEEMS = 5;
/** A correlation below this is no pattern. */
const WEAKEST = 0.3;
/** Lags whose correlation is this close to the best one are named with it ("1–3 hours"). */
const NEAR_BEST = 0.05;

export type Lag =
  | { kind: 'few'; redeems: number }
  | { kind: 'none' }
  | { kind: 'lag'; from: number; to: number; strength: number };

/** Two series over the range's hours that have begun, oldest first. */
export function hourlySeries(
  grid: DayHourGrid,
  redeems: readonly RedeemHour[],
): { clicks: number[]; redeems: number[] } {
  const redeemsAt = new Map<string, number>();
  for (const row of redeems) {
    const key = `${row.ymd} ${row.hour}`;
    redeemsAt.set(key, (redeemsAt.get(key) ?? 0) + row.redeems);
  }
  const clicks: number[] = [];
  const counted: number[] = [];
  for (const day of grid.days) {
    for (const bucket of day.hours) {
      if (bucket.clicks === null) continue;
      clicks.push(bucket.clicks);
      counted.push(redeemsAt.get(`${day.ymd} ${bucket.hour}`) ?? 0);
    }
  }
  return { clicks, redeems: counted };
}

/** Pearson's correlation of clicks[t] with redeems[t + lag]; 0 when either does not vary. */
export function correlationAt(clicks: readonly number[], redeems: readonly number[], lag: number) {
  const n = Math.min(clicks.length, redeems.length) - lag;
  if (n < 3) return 0;
  let sumX = 0;
  let sumY = 0;
  for (let t = 0; t < n; t += 1) {
    sumX += clicks[t] ?? 0;
    sumY += redeems[t + lag] ?? 0;
  }
  const meanX = sumX / n;
  const meanY = sumY / n;
  let covariance = 0;
  let varianceX = 0;
  let varianceY = 0;
  for (let t = 0; t < n; t += 1) {
    const dx = (clicks[t] ?? 0) - meanX;
    const dy = (redeems[t + lag] ?? 0) - meanY;
    covariance += dx * dy;
    varianceX += dx * dx;
    varianceY += dy * dy;
  }
  return varianceX === 0 || varianceY === 0 ? 0 : covariance / Math.sqrt(varianceX * varianceY);
}

export function redeemLag(clicks: readonly number[], redeems: readonly number[]): Lag {
  const total = redeems.reduce((sum, count) => sum + count, 0);
  if (total < FEWEST_REDEEMS) return { kind: 'few', redeems: total };
  const lags = Array.from({ length: MAX_LAG_HOURS + 1 }, (_, lag) =>
    correlationAt(clicks, redeems, lag),
  );
  const strength = Math.max(...lags);
  if (strength < WEAKEST) return { kind: 'none' };
  const best = lags.indexOf(strength);
  // The run of lags around the best one that are nearly as strong.
  let from = best;
  let to = best;
  while (from > 0 && (lags[from - 1] ?? 0) >= strength - NEAR_BEST) from -= 1;
  while (to < MAX_LAG_HOURS && (lags[to + 1] ?? 0) >= strength - NEAR_BEST) to += 1;
  return { kind: 'lag', from, to, strength };
}

/** The redemptions per hour of the day over the range (what the comparison table shows). */
export function redeemsByHourOfDay(rows: readonly RedeemHour[]): {
  redeems: number[];
  notSure: number[];
} {
  const redeems = new Array<number>(HOURS_IN_DAY).fill(0);
  const notSure = new Array<number>(HOURS_IN_DAY).fill(0);
  for (const row of rows) {
    if (!Number.isInteger(row.hour) || row.hour < 0 || row.hour >= HOURS_IN_DAY) continue;
    redeems[row.hour] = (redeems[row.hour] ?? 0) + row.redeems;
    notSure[row.hour] = (notSure[row.hour] ?? 0) + row.notSure;
  }
  return { redeems, notSure };
}
