import { Hono, type MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

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
}

/** Seconds: the shop's requests and the service's answers are tens to hundreds of milliseconds. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(options: { defaults?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.defaults ?? true) collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'counter_pos_http_requests_total',
    help: 'Requests answered, by the route they matched, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'counter_pos_http_request_duration_seconds',
    help: 'Time from a request to its answer, by route and method.',
    labelNames: ['route', 'method'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  const upstreamCalls = new Counter({
    name: 'counter_pos_upstream_calls_total',
    help: "Calls to the service, by its operation's path and how each ended.",
    labelNames: ['path', 'outcome'] as const,
    registers: [registry],
  });
  const upstreamLatency = new Histogram({
    name: 'counter_pos_upstream_duration_seconds',
    help: "Time of one call to the service, by its operation's path.",
    labelNames: ['path'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  const tooMany = new Counter({
    name: 'counter_pos_upstream_rate_limited_total',
    help: "The service's own 429 answers (our limiter should keep this at zero).",
    registers: [registry],
  });

  const middleware: MiddlewareHandler = async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      // The pattern Hono matched last; a page or a file is '/*', whatever its address.
      const route = routePath(c) || '/*';
      const method = c.req.method;
      requests.inc({ route, method, status: String(c.res.status) });
      latency.observe({ route, method }, (performance.now() - started) / 1000);
    }
  };

  return {
    registry,
    middleware,
    observeUpstream: (path, outcome, seconds) => {
      upstreamCalls.inc({ path, outcome });
      upstreamLatency.observe({ path }, seconds);
      if (outcome === '429') tooMany.inc();
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
