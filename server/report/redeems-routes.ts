import { Hono } from 'hono';
import { auditDay, isAuditDay } from '../audit/line';
import type { AuditLog } from '../audit/types';
import type { Auth } from '../auth/auth';
import type { ServerEnv } from '../env';
import { nextDay, settledDay } from './day-rows';
import { reportAnswer, type ReportDeps } from './routes';
import {
  type CouponHour,
  couponHoursOf,
  couponPattern,
  REDEEM_RANGE_DAYS_MAX,
  redeemsByHour,
  type RedeemsByHour,
} from '../../src/lib/report/redeems-by-hour';

/** The days from start to end, both included, or null when end is before start or too far. */
function daysOf(startYmd: string, endYmd: string): string[] | null {
  if (endYmd < startYmd) return null;
  const days: string[] = [];
  for (let day = startYmd; day <= endYmd; day = nextDay(day)) {
    if (days.length === REDEEM_RANGE_DAYS_MAX) return null;
    days.push(day);
  }
  return days;
}

/**
 * Finished days kept: two months' asks. A day is its redeems per coupon and hour, so a busy
 * chain's day (10,000 writes, mostly single-use coupons) is a few thousand small objects.
 */
const KEPT_DAYS = 2 * REDEEM_RANGE_DAYS_MAX;

/**
 * The redeems per coupon and hour of the days whose rows are final (day-rows.ts), kept once
 * counted (decision 0021). A month's ask is up to 31 day reads, and the log keeps only the last 8
 * finished days it read (audit/finished-days.ts): without this, each ask of a month would read
 * every line of 31 days again, and check each line's MAC. Kept by the day alone, as FinishedDays
 * keys a day on PostgreSQL: a finished day's lines never change, as an append only writes to the
 * service's today. What that costs: a day file changed by hand after it was kept is not seen
 * here until a restart (the day report sees it, FinishedDays checks the file's size and time;
 * `audit:verify` reports the file). A restart counts each day once again: the first month's ask
 * after it reads up to 31 days, each costing what a day report's first read costs (decision
 * 0021's figures: 80–100 ms at p50 for a busy day, every MAC checked); a second process keeps its
 * own days and pays the same once. Today, and a day whose intents today's lines may still settle,
 * are read at every ask (today's lines are read on from where the last read stopped,
 * audit/day-tail.ts).
 */
function keptDays(audit: AuditLog, timeZone: string) {
  const kept = new Map<string, readonly CouponHour[]>();
  return async (day: string, today: string): Promise<readonly CouponHour[]> => {
    const known = kept.get(day);
    if (known) {
      // The least recently asked goes first.
      kept.delete(day);
      kept.set(day, known);
      return known;
    }
    const { rows, final } = await settledDay(audit, day, today);
    const hours = couponHoursOf(rows, timeZone);
    if (final) {
      kept.set(day, hours);
      for (const oldest of kept.keys()) {
        if (kept.size <= KEPT_DAYS) break;
        kept.delete(oldest);
      }
    }
    return hours;
  };
}

/**
 * `GET /api/report/redeems-by-hour?startYmd=&endYmd=[&pattern=]`: the coupons redeemed at our
 * tills per service day and hour (Asia/Seoul), done and not sure, for the clicks screen to show
 * beside a link's clicks (marketing and owners, as the day report). At most 31 days; days after
 * the service's today count nothing and are not read. `pattern` matches the coupon number
 * (src/lib/report/redeems-by-hour.ts, couponPatternMatches).
 */
export function redeemsRoutes(auth: Auth, { timeZone, now, invalid }: ReportDeps): Hono<ServerEnv> {
  const routes = new Hono<ServerEnv>();
  const hoursOf = keptDays(auth.audit, timeZone);

  routes.get('/api/report/redeems-by-hour', auth.guard('dayReport'), async (c) => {
    const startYmd = c.req.query('startYmd') ?? '';
    const endYmd = c.req.query('endYmd') ?? '';
    if (!isAuditDay(startYmd)) return invalid(c, 'startYmd');
    const days = isAuditDay(endYmd) ? daysOf(startYmd, endYmd) : null;
    if (days === null) return invalid(c, 'endYmd');
    const pattern = couponPattern(c.req.query('pattern'));
    if (pattern === null) return invalid(c, 'pattern');

    const today = auditDay(new Date(now()), timeZone);
    const counted: { ymd: string; hours: readonly CouponHour[] }[] = [];
    // One day at a time: a first ask parses one day's lines at once, not a month's.
    for (const ymd of days) {
      if (ymd > today) break;
      counted.push({ ymd, hours: await hoursOf(ymd, today) });
    }
    const result: RedeemsByHour = {
      startYmd,
      endYmd,
      pattern,
      rows: redeemsByHour(counted, pattern),
    };
    return reportAnswer(result);
  });

  return routes;
}
