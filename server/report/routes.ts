import { Hono } from 'hono';
import { auditDay, isAuditDay } from '../audit/line';
import { toResponse } from '../api/reply';
import type { Auth } from '../auth/auth';
import type { ServerContext, ServerEnv } from '../env';
import { keptTillSummaries } from './day-report';
import { settledDay } from './day-rows';
import { dayReport } from '../../src/lib/report/day-report';
import { timelinePage } from '../../src/lib/report/timeline';

/** The API's own envelope and headers (no-store: the figures name staff and customers' coupons). */
export const reportAnswer = (result: unknown) =>
  toResponse({ status: 200, code: 0, message: '', result });

/** Timeline rows in one answer, unless asked for fewer; never more than the maximum. */
export const TIMELINE_PAGE = 200;
const TIMELINE_PAGE_MAX = 1_000;

/** A whole number from 0 written in figures, the fallback when absent, or null for anything else. */
function pageNumber(text: string | undefined, fallback: number): number | null {
  if (text === undefined) return fallback;
  return /^\d{1,7}$/.test(text) ? Number(text) : null;
}

/**
 * The day report's routes (decision 0021), read from the audit log of one service day only (one day
 * file, or the indexed day on PostgreSQL):
 * - `GET /api/report/day?day=YYYY-MM-DD`: every till and person, the not-sure writes, the
 *   timeline (marketing and owners);
 * - `GET /api/report/till`: "Today at this till", the device's and the signed-in person's counts
 *   of the service's today (everyone signed in at a counter).
 */
export function reportRoutes(auth: Auth, { timeZone, now, invalid }: ReportDeps): Hono<ServerEnv> {
  const routes = new Hono<ServerEnv>();
  const answer = reportAnswer;

  /** A day's report from its settled rows (day-rows.ts, decision 0021). */
  async function reportOf(day: string) {
    const { rows } = await settledDay(auth.audit, day, auditDay(new Date(now()), timeZone));
    return dayReport(day, rows);
  }

  routes.get('/api/report/day', auth.guard('dayReport'), async (c) => {
    const day = c.req.query('day') ?? auditDay(new Date(now()), timeZone);
    if (!isAuditDay(day)) return invalid(c, 'day');
    const from = pageNumber(c.req.query('from'), 0);
    const limit = pageNumber(c.req.query('limit'), TIMELINE_PAGE);
    if (from === null) return invalid(c, 'from');
    if (limit === null || limit < 1 || limit > TIMELINE_PAGE_MAX) return invalid(c, 'limit');
    const { timeline, ...report } = await reportOf(day);
    const filter = {
      till: c.req.query('till'),
      person: c.req.query('person'),
      operation: c.req.query('operation'),
      outcome: c.req.query('outcome'),
    };
    // A day of a busy chain is 10,000 writes: the tables whole, the timeline a page at a time.
    return answer({ ...report, timeline: timelinePage(timeline, filter, from, limit) });
  });

  const tillSummary = keptTillSummaries();
  routes.get('/api/report/till', auth.guard('tillSummary'), async (c) => {
    const identity = auth.identityOf(c);
    if (!identity) throw new Error('The guard let a call through with nobody signed in.');
    const { device, staff } = identity;
    const day = auditDay(new Date(now()), timeZone);
    const entries = await auth.audit.read({ day });
    // The audit line names a till as "name (id)" (auth/kit.ts auditEntry).
    const summary = tillSummary(day, entries, `${device.name} (${device.id})`, staff.name);
    return answer({ day, ...summary });
  });

  return routes;
}

export interface ReportDeps {
  /** The service's zone: "today" is its day. */
  timeZone: string;
  now: () => number;
  /** The answer to a parameter that is not what it must be (`day`, `from`, `limit`), naming it. */
  invalid: (c: ServerContext, param: string) => Response;
}
