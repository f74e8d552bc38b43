import { Hono } from 'hono';
import type * as z from 'zod/mini';
import type { ServerContext, ServerEnv } from '../env';
import type { Checked } from '../requests/checked';
import {
  checkClicksQuery,
  checkClicksRangeQuery,
  checkCouponValidateQuery,
  checkStampValidateQuery,
  type OutgoingQuery,
} from '../requests/queries';
import { couponWire, hourlyClicksWire, stampWire } from '../wire';
import type { ApiKit } from './kit';
import { PATHS } from './paths';
import { orRefusal, toResponse } from './reply';

/** The service allows one statistics call at a time per account: the rest wait their turn. */
export const STATISTICS_LOCK = 'statistics';

/**
 * The reads: the method, then the parameters, are checked before anything is sent; reads may be
 * retried (they change nothing) and write no audit line. Clicks by hour v2 and v3 are one
 * operation to sign-in, and both take the statistics line.
 */
export function readRoutes(kit: ApiKit): Hono<ServerEnv> {
  const { signedIn, langOf, withBudget, send, methodNotAllowed } = kit;

  function read<Q extends OutgoingQuery>(
    c: ServerContext,
    check: (query: URLSearchParams) => Checked<Q>,
    path: string,
    payload: z.ZodMiniType,
    lock?: string,
  ): Response | Promise<Response> {
    // GET routes also answer HEAD in Hono; a HEAD must not spend a call to the service.
    if (c.req.method !== 'GET') return methodNotAllowed(c, 'GET');
    const checked = orRefusal(check(new URL(c.req.url).searchParams), langOf(c));
    if ('reply' in checked) return toResponse(checked.reply);
    const reply = withBudget(c, (signals, lang) => {
      const call = () =>
        send(c, signals, lang, { method: 'GET', path, query: checked.value, retry: true }, payload);
      return lock ? c.var.services.locks.run(lock, signals.any, call) : call();
    });
    return reply.then(toResponse);
  }

  const routes = new Hono<ServerEnv>();
  routes.get(PATHS.couponValidate, signedIn('couponValidate'), (c) =>
    read(c, checkCouponValidateQuery, PATHS.couponValidate, couponWire),
  );
  routes.get(PATHS.stampValidate, signedIn('stampValidate'), (c) =>
    read(c, checkStampValidateQuery, PATHS.stampValidate, stampWire),
  );
  routes.get(PATHS.clicksByHour, signedIn('clicksByHour'), (c) =>
    read(c, checkClicksQuery, PATHS.clicksByHour, hourlyClicksWire, STATISTICS_LOCK),
  );
  routes.get(PATHS.clicksByRange, signedIn('clicksByHour'), (c) =>
    read(c, checkClicksRangeQuery, PATHS.clicksByRange, hourlyClicksWire, STATISTICS_LOCK),
  );
  return routes;
}
