import type { ServerEnv } from './env';
import { answerApiError } from './api';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import {
  CONTENT_SECURITY_POLICY,
  isSecured,
  PERMISSIONS_POLICY,
  SECURITY_HEADERS,
} from './security-headers';
import { hostName, isHostAllowed } from './hosts';
import type { Metrics } from './metrics';
import { type JsonLog, requestLog } from './log';
import { SAID_BY_SERVER } from './messages';

export { CONTENT_SECURITY_POLICY, PERMISSIONS_POLICY };

/**
 * The live server as the browser sees it: the built app, the API, and the headers and checks
 * around both. Nothing here knows it runs on Node: files come through `serveStatic` and
 * `readIndex`, which the Node entry (node.ts) supplies.
 */

const ONE_YEAR = 31_536_000;

export interface AppOptions {
  /** The API routes (api.ts), full paths under /api; their errors are answered here. */
  api: Hono<ServerEnv>;
  /** Serves a file of the built app when one matches, else calls next(). */
  serveStatic?: MiddlewareHandler;
  /** The built app's index.html, for every page address (the app routes in the browser). */
  readIndex?: () => Promise<string | null>;
  /** Believe X-Forwarded-Proto and X-Forwarded-Host (only behind a proxy of ours). */
  trustProxy: boolean;
  /** Names answered as `Host` besides localhost and IP addresses (hosts.ts, ALLOWED_HOSTS). */
  allowedHosts?: readonly string[];
  /** Said by the health route, for whoever watches the server. */
  version?: string;
  /** Null when the server's state is reachable; else what is wrong, in one line (for /healthz). */
  checkState?: () => Promise<string | null>;
  /** Counts and times every request (metrics.ts); served on the operator's port, not here. */
  metrics?: Metrics;
  /** Where each request's line goes, as JSON (log.ts). */
  log?: JsonLog;
}

/**
 * The health route: the app's "online" (read instead of navigator.onLine: decision 0015) and a
 * monitor's check. It says this server is up and answering; it calls nobody, so a watcher polling
 * it never spends the shop's rate limit. Outside /api, where only the service's operations live.
 */
export const HEALTH_PATH = '/healthz';

/**
 * The scheme the browser used, as far as this server may believe: read from the request's URL
 * without parsing it, since every answer asks (for HSTS) and a URL parse a call showed in
 * `npm run bench:server`'s profile.
 */
function publicProtocol(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy
    ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim()
    : undefined;
  if (forwarded) return `${forwarded.toLowerCase()}:`;
  return /^https:/i.test(c.req.url) ? 'https:' : 'http:';
}

/** The scheme and host the browser used, as far as this server may believe. */
function publicOrigin(c: Context, trustProxy: boolean): { protocol: string; host: string } {
  const protocol = publicProtocol(c, trustProxy);
  const url = new URL(c.req.url);
  if (trustProxy) {
    const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim();
    return { protocol, host: host ?? url.host };
  }
  return { protocol, host: c.req.header('host') ?? url.host };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every request that changes something must be JSON and come from this origin. hono/csrf only
 * looks at form-like bodies and lets JSON through, so the rule is written out: a page on another
 * site can post a form or `text/plain` without asking, and could send JSON with a foreign Origin
 * header if CORS ever let it. `Sec-Fetch-Site` is what browsers send now; `Origin` covers older
 * ones. A request with neither comes from no browser (curl, a test) and cannot ride on a staff
 * member's browser, so it is let through to the API's own checks.
 */
export function sameOriginJson(trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const refuse = (reason: string) =>
      c.json({ code: 403, message: `Refused: ${reason}`, result: null }, 403, SAID_BY_SERVER);
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json')
      return refuse('changes are accepted only as application/json.');
    const site = c.req.header('sec-fetch-site');
    if (site !== undefined && site !== 'same-origin')
      return refuse('the request came from another site.');
    const origin = c.req.header('origin');
    if (origin !== undefined) {
      const own = publicOrigin(c, trustProxy);
      const sent = URL.canParse(origin) ? new URL(origin) : null;
      if (!sent || sent.protocol !== own.protocol || sent.host !== own.host)
        return refuse('the request came from another origin.');
    }
    return next();
  };
}

/** The same headers on every answer: pages, files and the API. */
export function securityHeaders(trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // The API's own answers were built with them (security-headers.ts): left on the fast path.
    if (!isSecured(c.res)) {
      const headers = c.res.headers;
      for (const name in SECURITY_HEADERS) headers.set(name, SECURITY_HEADERS[name] ?? '');
      if (c.req.path.startsWith('/api/')) headers.set('Cache-Control', 'no-store');
    }
    // Only over TLS: an HSTS header on plain http is ignored by browsers and misleads readers.
    if (publicProtocol(c, trustProxy) === 'https:')
      c.res.headers.set('Strict-Transport-Security', `max-age=${ONE_YEAR}; includeSubDomains`);
  };
}

/** A request for a name this server does not answer (hosts.ts): 421, before anything else. */
export function knownHostsOnly(trustProxy: boolean, allowed: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    const { host } = publicOrigin(c, trustProxy);
    if (isHostAllowed(host, allowed)) return next();
    return c.text(
      `This server does not answer for ${hostName(host).slice(0, 100)}: add it to ALLOWED_HOSTS.`,
      421,
    );
  };
}

export function createApp(options: AppOptions): Hono<ServerEnv> {
  const app = new Hono<ServerEnv>();
  if (options.log) app.use('*', requestLog(options.log));
  if (options.metrics) app.use('*', options.metrics.middleware);
  app.use('*', securityHeaders(options.trustProxy));
  app.use('*', knownHostsOnly(options.trustProxy, options.allowedHosts ?? []));
  app.use('*', sameOriginJson(options.trustProxy));
  app.get(HEALTH_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    const version = options.version ?? null;
    // With PostgreSQL, a database the server cannot reach is said here: a load balancer takes
    // the process out of rotation, and an operator sees why.
    const problem = (await options.checkState?.()) ?? null;
    if (problem !== null) return c.json({ status: 'degraded', version, database: problem }, 503);
    return c.json({ status: 'ok', version });
  });
  app.route('/', options.api);
  // The API's errors are answered here rather than on the API's own Hono (see answerApiError);
  // anything else as Hono does by default.
  app.onError((error, c) =>
    c.req.path === '/api' || c.req.path.startsWith('/api/')
      ? answerApiError(error, c)
      : (console.error(error), c.text('Internal Server Error', 500)),
  );
  // Anything under /api the API did not answer is not ours to serve as a page.
  app.all('/api/*', (c) =>
    c.json({ code: 404, message: 'No such operation.', result: null }, 404, SAID_BY_SERVER),
  );
  // The build's source maps stay on the server's disk, for whoever reads its errors: served, they
  // would hand anyone who asks the app's whole source with its comments.
  app.get('*', async (c, next) =>
    c.req.path.endsWith('.map') ? c.text('Not found', 404) : next(),
  );
  if (options.serveStatic) app.use('*', options.serveStatic);
  app.get('*', async (c) => {
    const accepts = c.req.header('accept') ?? '';
    const index = accepts.includes('text/html') ? await options.readIndex?.() : null;
    if (!index) return c.text('Not found', 404);
    // The page itself is never cached: a new build must reach the counter on the next load.
    c.header('Cache-Control', 'no-cache');
    return c.html(index);
  });
  app.all('*', (c) => c.text('Not found', 404));
  return app;
}
