import { Hono } from 'hono';
import type { Kit } from '../auth/kit';
import type { ServerEnv } from '../env';
import type { Sessions } from '../auth/session';
import { isAuditDay } from './line';

/** The audit log's read route: one service day, filtered by staff and operation. */
export function auditRoutes(kit: Kit, sessions: Sessions): Hono<ServerEnv> {
  const { deps, reply, refuse } = kit;
  const routes = new Hono<ServerEnv>();

  routes.get('/api/audit', async (c) => {
    const admitted = await sessions.admit(c, 'auditRead');
    if (admitted instanceof Response) return admitted;
    const day = c.req.query('day') ?? '';
    if (!isAuditDay(day)) {
      return refuse(c, 400, 'invalid', 'authInvalid', {
        detail: 'day must be a day of the calendar, YYYY-MM-DD',
      });
    }
    const staff = c.req.query('staff') || undefined;
    const operation = c.req.query('operation') || undefined;
    return reply(c, await deps.audit.read({ day, staff, operation }));
  });

  return routes;
}
