import { Hono, type Context } from 'hono';
import { noteOfAnswer } from '../audit/note';
import { BodyTooLargeError, bodyTooLarge, limitBodies } from '../body-limit';
import type { ServerConfig } from '../config';
import type { ServerEnv } from '../env';
import { languageOf } from '../messages';
import { createRoutes } from './create';
import { type ApiDeps, createApiKit } from './kit';
import { METHOD_OF } from './paths';
import { readRoutes } from './reads';
import { own, toResponse } from './reply';
import { refusedReportParam } from '../report/params';
import { redeemsRoutes } from '../report/redeems-routes';
import { type ReportDeps, reportRoutes } from '../report/routes';
import { writeRoutes } from './write-routes';

/**
 * The server's API: the nine operations of docs/api.md at the service's own paths, and nothing
 * else, in rooms:
 * - `interpret.ts`: what came back from the service, as our answer (pure);
 * - `reads.ts`: the four reads (clicks by hour in v2 and v3); `write-routes.ts` over
 *   `guarded-write.ts`: the four writes, each in its coupon's or card's line and checked by a fresh
 *   validate; `create.ts` with `idempotent.ts`: the create;
 * - `kit.ts`: the time budget, the way to the service, and `answer`, which states each write's
 *   audit line (auth/guard.ts writes it).
 * It holds no Node specifics (only fetch, AbortSignal and timers), so the same app runs under
 * @hono/node-server, in tests through `app.request`, or on any other runtime. Its state (the rate
 * limit, the locks, idempotency keys) comes in `deps.state`, built in node.ts.
 */

export type { ApiDeps, ApiState } from './kit';
export { BODY_LIMIT_BYTES } from '../body-limit';

/**
 * What an error thrown on an API route answers: a body over its limit a 413, anything else our
 * own 500 envelope, with the audit line's note. Installed by the app around the API (app.ts), not
 * on the API's own Hono: Hono wraps every route of a sub-app that has its own error handler in a
 * composed handler of its own when it is mounted, which cost every call a few kB of garbage
 * (`npm run bench:server`, decision 0024). A test that runs the API alone installs it there.
 */
export function answerApiError(error: Error, c: Context<ServerEnv>): Response {
  const tooLarge = [error, error.cause].find((e) => e instanceof BodyTooLargeError);
  if (tooLarge) {
    const response = bodyTooLarge(c, tooLarge.limit);
    c.set('audit', noteOfAnswer(response.status, response.status, null));
    return response;
  }
  // The stack only: an error's other properties could hold a request body, and with it a password.
  console.error('API error:', error.stack ?? error.message);
  const reply = own(500, 'internal', languageOf(c.req.header('Accept-Language')));
  c.set('audit', noteOfAnswer(reply.status, reply.code, null));
  return toResponse(reply);
}

/** The API's routes, to be mounted under an app that answers its errors with `answerApiError`. */
/** The header that tells the browser which service the figures come from. */
export const SERVICE_KIND_HEADER = 'X-Service-Kind';

export function createApi(config: ServerConfig, deps: ApiDeps): Hono<ServerEnv> {
  const kit = createApiKit(config, deps);
  const services = { locks: deps.state.locks, idempotency: deps.state.idempotency ?? null };
  const app = new Hono<ServerEnv>();
  app.use('*', async (c, next) => {
    c.set('services', services);
    await next();
    // Which service the figures come from, once an answer has said (upstream.ts): the live
    // badge says "simulated service" rather than "real service" when it is ours.
    const kind = kit.serviceKind();
    if (kind !== 'unknown') c.res.headers.set(SERVICE_KIND_HEADER, kind);
  });
  // Before anything reads a body, on every route (sign-in's included).
  app.use('*', limitBodies());
  // Sign-in's own routes first: /api/auth/* and /api/audit are not the service's.
  if (deps.auth) {
    app.route('/', deps.auth.routes);
    // The day report reads the audit log, which only sign-in keeps.
    const reportDeps: ReportDeps = {
      timeZone: config.serviceTimeZone,
      now: kit.now,
      invalid: (c, param) => toResponse(refusedReportParam(param, kit.langOf(c))),
    };
    app.route('/', reportRoutes(deps.auth, reportDeps));
    app.route('/', redeemsRoutes(deps.auth, reportDeps));
  }
  app.route('/', readRoutes(kit));
  app.route('/', createRoutes(kit));
  app.route('/', writeRoutes(kit));

  // A known path with the wrong method: 405 with the method it takes.
  for (const [path, method] of Object.entries(METHOD_OF)) {
    app.all(path, (c) => kit.methodNotAllowed(c, method));
  }

  // Anything else under /api is not ours to pass on.
  const notFound = (c: Parameters<typeof kit.langOf>[0]) =>
    toResponse(own(404, 'notFound', kit.langOf(c)));
  app.all('/api', notFound);
  app.all('/api/*', notFound);

  return app;
}
