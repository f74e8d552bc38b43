import { Hono, type MiddlewareHandler } from 'hono';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AuditEntryInput, AuditLog } from './audit/types';
import type { RateLimiter } from './state/rate-limiter';
import { figureOfAuditLine } from './metrics-lines';
import { AUTH_REASONS } from '../src/api/errors';
import { routeOf } from './log';

/** The sign-in's reasons, so that a label never holds anything else. */
const KNOWN_REASONS: ReadonlySet<string> = new Set(AUTH_REASONS);

/**
 * Figures to watch, in Prometheus' text format (prom-client), on a port of their own that only the
 * operator's network reaches: never on the shop's port, where a tablet or a guest could read
 * them. One registry per server, not prom-client's global one, so that tests (and a second app in
 * one process) count apart. A restart starts every counter from zero, as Prometheus expects; a
 * second process has its own figures, told apart by the scraper's `instance` label.
 *
 * Labels are bounded: a route is the pattern it matched (`/api/coupon/v1/:id`-style, never a
 * coupon number), an upstream call is the service's operation path, and nothing carries a PIN,
 * a password, a key or a customer's contact.
 */
export interface Metrics {
  readonly registry: Registry;
  /** Counts and times every request by the route it matched and its status. */
  readonly middleware: MiddlewareHandler;
  /** One call to the service: its path, how it ended (a status, or why there was none), seconds. */
  readonly observeUpstream: (path: string, outcome: string, seconds: number) => void;
  /** The log, counted and timed on every append (and what its lines say of writes). */
  readonly watchAudit: (log: AuditLog) => AuditLog;
  /** Reads the calls left in the rate limit's minute each time the figures are read. */
  readonly watchRateLimit: (limiter: RateLimiter) => void;
}

/** Seconds: the shop's requests and the service's answers are tens to hundreds of milliseconds. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(options: { defaults?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.defaults ?? true) collectDefaultMetrics({ register: registry });
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Counter({ name, help, labelNames, registers: [registry] });
  const histogram = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Histogram({ name, help, labelNames, buckets: BUCKETS, registers: [registry] });
  const requests = counter(
    'counter_pos_http_requests_total',
    'Requests answered, by the route they matched, method and status.',
    ['route', 'method', 'status'],
  );
  const latency = histogram(
    'counter_pos_http_request_duration_seconds',
    'Time from a request to its answer, by route and method.',
    ['route', 'method'],
  );
  const upstreamCalls = counter(
    'counter_pos_upstream_calls_total',
    "Calls to the service, by its operation's path and how each ended.",
    ['path', 'outcome'],
  );
  const upstreamLatency = histogram(
    'counter_pos_upstream_duration_seconds',
    "Time of one call to the service, by its operation's path.",
    ['path'],
  );
  const tooMany = counter(
    'counter_pos_upstream_rate_limited_total',
    "The service's own 429 answers (our limiter should keep this at zero).",
  );
  const authRefusals = counter(
    'counter_pos_auth_refusals_total',
    'Sign-in refusals by reason: wrong-pin, paused (a PIN pause), pairing-locked and device-revoked (lock-outs), and the rest.',
    ['reason'],
  );
  const appends = counter(
    'counter_pos_audit_appends_total',
    'Audit lines written, by outcome (sending: the intent before a write is sent), and those that failed to write.',
    ['outcome'],
  );
  const appendLatency = histogram(
    'counter_pos_audit_append_duration_seconds',
    'Time to put one audit line durably on record.',
  );
  const writes = counter(
    'counter_pos_write_outcomes_total',
    'Writes to the service that staff must look at: refused unsent (nothing was done) and not sure (it may have landed), by operation.',
    ['operation', 'outcome'],
  );
  const notSent = counter(
    'counter_pos_not_sent_for_state_total',
    "Calls refused unsent because the server's state or its audit log could not be reached (X-Not-Sent), by route.",
    ['route', 'method'],
  );
  let limiter: RateLimiter | undefined;
  new Gauge({
    name: 'counter_pos_rate_limit_calls_left',
    help: "Calls to the service this server may still send in the rate limit's minute (shared by every process on PostgreSQL).",
    registers: [registry],
    async collect() {
      if (!limiter?.left) return;
      // A store that cannot be read says NaN (not known), never 0 (spent), and the page still
      // answers with every other figure.
      this.set(await limiter.left().catch(() => Number.NaN));
    },
  });

  const middleware: MiddlewareHandler = async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const route = routeOf(c);
      const method = c.req.method;
      requests.inc({ route, method, status: String(c.res.status) });
      latency.observe({ route, method }, (performance.now() - started) / 1000);
      const reason = c.res.headers.get('X-Auth-Reason');
      if (reason !== null)
        authRefusals.inc({ reason: KNOWN_REASONS.has(reason) ? reason : 'other' });
      if (c.res.headers.has('X-Not-Sent')) notSent.inc({ route, method });
    }
  };

  const countLine = (entry: AuditEntryInput, seconds: number) => {
    appends.inc({ outcome: entry.outcome });
    appendLatency.observe(seconds);
    const figure = figureOfAuditLine(entry);
    if (figure) writes.inc({ operation: entry.operation, outcome: figure });
  };

  return {
    registry,
    middleware,
    observeUpstream: (path, outcome, seconds) => {
      upstreamCalls.inc({ path, outcome });
      upstreamLatency.observe({ path }, seconds);
      if (outcome === '429') tooMany.inc();
    },
    watchAudit: (log) => ({
      ...(log.ready ? { ready: () => log.ready?.() ?? Promise.resolve() } : {}),
      read: (query) => log.read(query),
      append: async (entry) => {
        const started = performance.now();
        try {
          const line = await log.append(entry);
          countLine(entry, (performance.now() - started) / 1000);
          return line;
        } catch (error) {
          appends.inc({ outcome: 'not-written' });
          throw error;
        }
      },
    }),
    watchRateLimit: (watched) => {
      limiter = watched;
    },
  };
}

/** The operator's own little server: GET /metrics and nothing else. */
export function createMetricsApp(metrics: Metrics): Hono {
  const app = new Hono();
  app.get('/metrics', async (c) => {
    const body = await metrics.registry.metrics();
    return c.body(body, 200, {
      'Content-Type': metrics.registry.contentType,
      'Cache-Control': 'no-store',
    });
  });
  app.all('*', (c) => c.text('Not found', 404));
  return app;
}

export interface MetricsListen {
  port: number;
  host: string;
}

/**
 * Where the figures are served, from METRICS_PORT and METRICS_HOST: nowhere when no port is set;
 * on the loopback address unless the operator names another (a Prometheus on another machine).
 */
export function metricsListenFrom(
  env: Record<string, string | undefined>,
  shopPort: number,
): { ok: true; listen: MetricsListen | null } | { ok: false; problem: string } {
  const raw = env.METRICS_PORT?.trim();
  if (!raw) return { ok: true, listen: null };
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 65_535)
    return { ok: false, problem: `METRICS_PORT must be a port number (1–65535), not "${raw}".` };
  const port = Number(raw);
  if (port === shopPort)
    return {
      ok: false,
      problem: `METRICS_PORT must differ from PORT (${shopPort}): the figures are not for the shop's network.`,
    };
  const host = env.METRICS_HOST?.trim() || '127.0.0.1';
  return { ok: true, listen: { port, host } };
}
