// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServer,
  freePort,
  pairAndUnlock,
  PINS,
  type RunningServer,
  shop,
  startServer,
  till,
} from './spawned-server.test-support';
import {
  startSimulatedServiceServer,
  type SimulatedServiceServer,
} from './sim/simulated-service-server';

/*
 * What an operator watches on the built server as it runs (node.ts): its output, one JSON object a
 * line, and its figures on the operator's own port, never on the shop's.
 */

let built = '';
let sim: SimulatedServiceServer;
let server: RunningServer | null = null;

beforeAll(async () => {
  [built, sim] = await Promise.all([
    buildServer(),
    startSimulatedServiceServer({ port: 0, now: '2026-11-25T10:30:00+09:00' }),
  ]);
}, 180_000);
afterAll(async () => {
  await server?.crash();
  await sim.close();
}, 60_000);

describe('the running server, watched', () => {
  it('writes JSON lines without a secret, and serves its figures on METRICS_PORT only', async () => {
    const metricsPort = await freePort();
    const env = {
      ...(await shop(built)),
      SERVICE_BASE_URL: sim.url,
      METRICS_PORT: String(metricsPort),
      RATE_LIMIT_PER_MINUTE: '90',
    };
    server = await startServer(built, env);
    const running = server;
    const tablet = till(() => running.url);
    await pairAndUnlock(tablet, 'Chris Counter', PINS.counter);
    const checked = await tablet.call('GET', '/api/coupon/v1/validate?cpnNo=UNLIMITED01');
    expect(checked.status).toBe(200);

    // The shop's port has no figures; the operator's has them.
    expect((await fetch(`${running.url}/metrics`)).status).toBe(404);
    const page = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(page.status).toBe(200);
    const figures = await page.text();
    const value = (line: string) =>
      Number(
        figures
          .split('\n')
          .find((row) => row.startsWith(`${line} `))
          ?.slice(line.length + 1),
      );
    expect(
      value('counter_pos_http_requests_total{route="/api/auth/unlock",method="POST",status="200"}'),
    ).toBe(1);
    expect(
      value('counter_pos_upstream_calls_total{path="/api/coupon/v1/validate",outcome="200"}'),
    ).toBe(1);
    expect(value('counter_pos_audit_appends_total{outcome="ok"}')).toBeGreaterThanOrEqual(2);
    const left = value('counter_pos_rate_limit_calls_left');
    expect(left).toBeGreaterThanOrEqual(80);
    expect(left).toBeLessThanOrEqual(89);
    expect(figures).toContain('process_resident_memory_bytes');

    // Every line it printed is one JSON object; the requests are there by route and id.
    const lines = running
      .output()
      .split('\n')
      .filter((line) => line.trim() !== '');
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed[0]).toMatchObject({ level: 'info' });
    expect(String(parsed.find((line) => line.msg !== 'request')?.msg)).toMatch(
      /^Counter POS \(live\) on http/,
    );
    const requests = parsed.filter((line) => line.msg === 'request');
    expect(requests.map((line) => [line.method, line.route, line.status])).toEqual(
      expect.arrayContaining([
        ['POST', '/api/auth/pair', 200],
        ['POST', '/api/auth/unlock', 200],
        ['GET', '/api/coupon/v1/validate', 200],
      ]),
    );
    expect(requests.every((line) => typeof line.requestId === 'string')).toBe(true);
    const said = running.output();
    for (const secret of [...Object.values(PINS), 'UNLIMITED01', 'sk_spawned_test_0001'])
      expect(said).not.toContain(secret);
    for (const cookie of tablet.jar.values()) expect(said).not.toContain(cookie);
  }, 60_000);
});
