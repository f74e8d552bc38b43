import { clockParts } from '../../api/redeem-memo';
import { hasHiddenCharacter } from '../hidden-characters';
import type { ReportRow } from './day-report';

/**
 * "From click to counter": how many coupons were redeemed at our tills in each hour of a range of
 * service days, beside a link's clicks per hour. Counted from the day report's rows (decision
 * 0021), so a day here says what that day's report says: a redeem counts on the day and in the
 * hour of its settled line (its outcome line, or its intent when it has none). Pure, with table
 * tests; the server reads the log (server/report/redeems-routes.ts), the browser imports the types.
 */

/** One hour of one service day with a redeem done or not sure in it. */
export interface RedeemHour {
  ymd: string;
  /** 0–23 in the service's zone (Asia/Seoul), whatever zone the machine runs in. */
  hour: number;
  /** Redeems that went through (outcome ok). */
  redeems: number;
  /** Redeems whose outcome nobody knows (an intent with no outcome line among them). */
  notSure: number;
}

/** The answer of `GET /api/report/redeems-by-hour`: only hours with something in them. */
export interface RedeemsByHour {
  startYmd: string;
  endYmd: string;
  /** As used: trimmed, '' for every coupon. */
  pattern: string;
  /** Sorted by day, then hour. */
  rows: RedeemHour[];
}

/** One coupon's redeems in one hour of a day: what a finished day is kept as (pattern-free). */
export interface CouponHour {
  cpnNo: string;
  hour: number;
  redeems: number;
  notSure: number;
}

/** The most days one ask counts, both ends included: a month. */
export const REDEEM_RANGE_DAYS_MAX = 31;

/** The longest pattern taken, in characters (UTF-16 units, as the server counts a query's text). */
export const COUPON_PATTERN_MAX = 64;

/** The pattern as used (trimmed), or null when it is too long or hides characters. */
export function couponPattern(text: string | undefined): string | null {
  const pattern = (text ?? '').trim();
  if (pattern.length > COUPON_PATTERN_MAX || hasHiddenCharacter(pattern)) return null;
  return pattern;
}

/**
 * Whether a coupon number matches a pattern, ignoring case: `*` stands for any run of characters
 * (none included) and every other character for itself; a pattern without `*` matches the
 * numbers that start with it. The empty pattern matches every number.
 */
export function couponPatternMatches(pattern: string, cpnNo: string): boolean {
  const parts = pattern.toLowerCase().split('*');
  const text = cpnNo.toLowerCase();
  const first = parts[0] ?? '';
  if (parts.length === 1) return text.startsWith(first);
  const last = parts.at(-1) ?? '';
  if (text.length < first.length + last.length) return false;
  if (!text.startsWith(first) || !text.endsWith(last)) return false;
  // The middle parts in order, each as early as it can be: what is left then fits the most.
  const middle = text.slice(first.length, text.length - last.length);
  let at = 0;
  for (const part of parts.slice(1, -1)) {
    const found = middle.indexOf(part, at);
    if (found < 0) return false;
    at = found + part.length;
  }
  return true;
}

/**
 * A day's report rows as the redeems per coupon and hour of the service's zone: done (ok) and not
 * sure (unknown); refused and failed redeems did nothing, and other writes are not redeems.
 */
export function couponHoursOf(rows: readonly ReportRow[], timeZone: string): CouponHour[] {
  const hours = new Map<string, CouponHour>();
  for (const row of rows) {
    if (row.operation !== 'couponRedeem') continue;
    if (row.outcome !== 'ok' && row.outcome !== 'unknown') continue;
    const cpnNo = row.target ?? '';
    const { hour } = clockParts(new Date(row.time), timeZone);
    const key = `${hour} ${cpnNo}`;
    let counted = hours.get(key);
    if (!counted) {
      counted = { cpnNo, hour, redeems: 0, notSure: 0 };
      hours.set(key, counted);
    }
    if (row.outcome === 'ok') counted.redeems += 1;
    else counted.notSure += 1;
  }
  return [...hours.values()];
}

/** Per day and hour, the redeems of the coupons that match the pattern; empty hours left out. */
export function redeemsByHour(
  days: readonly { ymd: string; hours: readonly CouponHour[] }[],
  pattern: string,
): RedeemHour[] {
  const counted = new Map<string, RedeemHour>();
  for (const { ymd, hours } of days) {
    for (const { cpnNo, hour, redeems, notSure } of hours) {
      if (!couponPatternMatches(pattern, cpnNo)) continue;
      const key = `${ymd} ${String(hour).padStart(2, '0')}`;
      let row = counted.get(key);
      if (!row) {
        row = { ymd, hour, redeems: 0, notSure: 0 };
        counted.set(key, row);
      }
      row.redeems += redeems;
      row.notSure += notSure;
    }
  }
  return [...counted]
    .filter(([, row]) => row.redeems > 0 || row.notSure > 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, row]) => row);
}
