import { Hono } from 'hono';
import { auditDay, isAuditDay } from '../audit/line';
import type { Auth } from '../auth/auth';
import type { ServerContext, ServerEnv } from '../env';
import { dayReport, tillSummary } from './day-report';

/**
 * The day report's routes (issue 29), read from the audit log of one service day only (one day
 * file, or the indexed day on PostgreSQL):
 * - `GET /api/report/day?day=YYYY-MM-DD`: every till and person, the not-sure writes, the
 *   timeline (marketing and owners);
 * - `GET /api/report/till`: "Today at this till", the device's and the signed-in person's counts
 *   of the service's today (everyone signed in at a counter).
 */
export function reportRoutes(auth: Auth, { timeZone, now, invalid }: ReportDeps): Hono<ServerEnv> {
  const routes = new Hono<ServerEnv>();
  const answer = (c: ServerContext, result: unknown) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ code: 0, message: '', result });
  };

  routes.get('/api/report/day', auth.guard('dayReport'), async (c) => {
    const day = c.req.query('day') ?? auditDay(new Date(now()), timeZone);
    if (!isAuditDay(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) return invalid(c);
    return answer(c, dayReport(day, await auth.audit.read({ day })));
  });

  routes.get('/api/report/till', auth.guard('tillSummary'), async (c) => {
    const identity = auth.identityOf(c);
    if (!identity) throw new Error('The guard let a call through with nobody signed in.');
    const { device, staff } = identity;
    const day = auditDay(new Date(now()), timeZone);
    const entries = await auth.audit.read({ day });
    // The audit line names a till as "name (id)" (auth/kit.ts auditEntry).
    const summary = tillSummary(entries, `${device.name} (${device.id})`, staff.name);
    return answer(c, { day, ...summary });
  });

  return routes;
}

export interface ReportDeps {
  /** The service's zone: "today" is its day. */
  timeZone: string;
  now: () => number;
  /** The answer to a day that is not one. */
  invalid: (c: ServerContext) => Response;
}
