// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { testApi, testConfig } from './api.test-support';
import { createApp } from './app';
import { createMetrics, createMetricsApp, metricsListenFrom, type Metrics } from './metrics';

const CONFIG = testConfig({ apiKey: 'sk_live_metrics_9Zq' });

/** The shop's app, its API on a stand-in service that answers each call with `answer()`. */
function shop(metrics: Metrics, answer: () => Response) {
  const api = testApi(CONFIG, {
    fetch: () => Promise.resolve(answer()),
    observeUpstream: metrics.observeUpstream,
    sleep: () => Promise.resolve(),
  });
  return createApp({ api, trustProxy: false, metrics });
}

async function figures(metrics: Metrics) {
  const text = await (await createMetricsApp(metrics).request('/metrics')).text();
  const value = (line: string) => {
    const found = text.split('\n').find((row) => row.startsWith(`${line} `));
    return found === undefined ? undefined : Number(found.slice(line.length + 1));
  };
  return { text, value };
}

const refused = () =>
  Response.json({ code: 1101, message: 'No such coupon.', result: null }, { status: 400 });

describe('metrics', () => {
  it('counts a burst of requests exactly, by the route matched, never by the coupon asked', async () => {
    const metrics = createMetrics({ defaults: false });
    const app = shop(metrics, refused);
    const numbers = Array.from({ length: 25 }, (_, i) => `SECRET${String(i).padStart(4, '0')}`);
    const answers = await Promise.all(
      numbers.map(async (no) => app.request(`/api/coupon/v1/validate?cpnNo=${no}`)),
    );
    const status = String(answers[0]?.status);
    expect(new Set(answers.map((a) => a.status)).size).toBe(1);

    const { text, value } = await figures(metrics);
    const route = 'route="/api/coupon/v1/validate",method="GET"';
    expect(value(`counter_pos_http_requests_total{${route},status="${status}"}`)).toBe(25);
    expect(value(`counter_pos_http_request_duration_seconds_count{${route}}`)).toBe(25);
    expect(
      value('counter_pos_upstream_calls_total{path="/api/coupon/v1/validate",outcome="400"}'),
    ).toBe(25);
    expect(
      value('counter_pos_upstream_duration_seconds_count{path="/api/coupon/v1/validate"}'),
    ).toBe(25);
    for (const no of numbers) expect(text).not.toContain(no);
    expect(text).not.toContain(CONFIG.apiKey);
  });

  it("counts the service's 429, and the call refused unsent after it is no call at all", async () => {
    const metrics = createMetrics({ defaults: false });
    const tooMany = () =>
      Response.json(
        { code: 429, message: 'Too many requests.', result: null },
        { status: 429, headers: { 'Retry-After': '30' } },
      );
    const app = shop(metrics, tooMany);
    await app.request('/api/coupon/v1/validate?cpnNo=ABC12345');
    await app.request('/api/coupon/v1/validate?cpnNo=ABC12345');

    const { value } = await figures(metrics);
    expect(value('counter_pos_upstream_rate_limited_total')).toBe(1);
    expect(
      value('counter_pos_upstream_calls_total{path="/api/coupon/v1/validate",outcome="429"}'),
    ).toBe(1);
    // Both requests reached our server; only the first left it.
    const sum = [200, 400, 429, 502, 503]
      .map((status) =>
        value(
          `counter_pos_http_requests_total{route="/api/coupon/v1/validate",method="GET",status="${status}"}`,
        ),
      )
      .reduce<number>((total, n) => total + (n ?? 0), 0);
    expect(sum).toBe(2);
  });

  it('names a page or a file by "/*", so no address becomes a label', async () => {
    const metrics = createMetrics({ defaults: false });
    const app = shop(metrics, refused);
    await app.request('/some/page/ABC12345');
    await app.request('/api/no/such/thing');
    const { text, value } = await figures(metrics);
    expect(value('counter_pos_http_requests_total{route="/*",method="GET",status="404"}')).toBe(1);
    expect(value('counter_pos_http_requests_total{route="/api/*",method="GET",status="404"}')).toBe(
      1,
    );
    expect(text).not.toContain('ABC12345');
  });

  it("is served on the operator's app only: the shop's port has no /metrics", async () => {
    const metrics = createMetrics();
    const onShop = await shop(metrics, refused).request('/metrics');
    expect(onShop.status).toBe(404);
    expect(await onShop.text()).not.toContain('counter_pos_');

    const operator = createMetricsApp(metrics);
    const answer = await operator.request('/metrics');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    const text = await answer.text();
    expect(text).toContain('# TYPE counter_pos_http_requests_total counter');
    // Node's own figures come with them: memory, event-loop lag, open handles.
    expect(text).toContain('process_resident_memory_bytes');
    expect((await operator.request('/')).status).toBe(404);
  });
});

describe('metricsListenFrom', () => {
  it.each([
    [{}, { ok: true, listen: null }],
    [{ METRICS_PORT: '' }, { ok: true, listen: null }],
    [{ METRICS_PORT: '9464' }, { ok: true, listen: { port: 9464, host: '127.0.0.1' } }],
    [
      { METRICS_PORT: ' 9464 ', METRICS_HOST: '10.0.0.5' },
      { ok: true, listen: { port: 9464, host: '10.0.0.5' } },
    ],
  ])('%j → %j', (env, expected) => {
    expect(metricsListenFrom(env, 8787)).toEqual(expected);
  });

  it.each([
    [{ METRICS_PORT: 'nine' }, 'METRICS_PORT must be a port number (1–65535), not "nine".'],
    [{ METRICS_PORT: '0' }, 'METRICS_PORT must be a port number (1–65535), not "0".'],
    [{ METRICS_PORT: '70000' }, 'METRICS_PORT must be a port number (1–65535), not "70000".'],
    [
      { METRICS_PORT: '8787' },
      "METRICS_PORT must differ from PORT (8787): the figures are not for the shop's network.",
    ],
  ])('%j is refused in one line', (env, problem) => {
    expect(metricsListenFrom(env, 8787)).toEqual({ ok: false, problem });
  });
});
