// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DemoSettingsPatch } from '../src/lib/demo-controls';
import { testApi, type TestApiDeps as ApiDeps } from './api.test-support';
import { createApp } from './app';
import type { ServerConfig } from './config';
import type { RecordedRequest } from './sim/request-log';
import {
  startSimulatedServiceServer,
  type SimulatedServiceServer,
} from './sim/simulated-service-server';

/**
 * The whole server in front of the simulated service's HTTP server on a random local port: real
 * sockets, real timeouts, the same store and faults as the demo. (api.test.ts covers each rule in
 * depth with the service in-process; this file proves them over the wire.)
 */
const KEY = 'sk_over_http_5c1d';
let sim: SimulatedServiceServer;

beforeAll(async () => {
  sim = await startSimulatedServiceServer({ port: 0, now: '2026-11-21T10:30:00+09:00' });
});
afterAll(() => sim.close());
beforeEach(async () => {
  await fetch(`${sim.url}/__sim/reset`, { method: 'POST' });
  await fetch(`${sim.url}/__sim/requests`, { method: 'DELETE' });
});

function server(patch: Partial<ServerConfig> = {}, deps: ApiDeps = {}) {
  const config: ServerConfig = {
    apiKey: KEY,
    serviceBaseUrl: sim.url,
    port: 0,
    plan: 'enterprise',
    serviceTimeZone: 'Asia/Seoul',
    trustProxy: false,
    upstreamTimeoutMs: 1_500,
    appVersion: '9.9.9',
    auditKey: 'test-audit-key-0123456789abcdefghijklmnop',
    ...patch,
  };
  const app = createApp({
    api: testApi(config, deps),
    trustProxy: false,
    allowedHosts: ['till.test'],
  });
  return async (
    path: string,
    init: { method?: string; body?: unknown; lang?: string } = {},
  ): Promise<Response> =>
    app.request(`http://till.test${path}`, {
      method: init.method ?? 'GET',
      headers: {
        'Accept-Language': init.lang ?? 'en',
        ...(init.body === undefined
          ? {}
          : { 'Content-Type': 'application/json', Origin: 'http://till.test' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
}

async function settings(patch: DemoSettingsPatch) {
  const response = await fetch(`${sim.url}/__sim/settings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(patch),
  });
  expect(response.status).toBe(200);
}

async function received(): Promise<RecordedRequest[]> {
  return (await (await fetch(`${sim.url}/__sim/requests`)).json()) as RecordedRequest[];
}

describe('the live server over HTTP', () => {
  it('sends each operation on with its method, path, query, body, key, User-Agent and language', async () => {
    const call = server();
    const operations = [
      ['GET', '/api/coupon/v1/validate?cpnNo=PERCENT15', undefined],
      [
        'POST',
        '/api/coupon/v1/create',
        {
          nm: 'Over HTTP',
          discTypeIdx: 457,
          disc: 10,
          strtYmd: '2026-11-21',
          endYmd: '2026-12-31',
          useLimit: 1,
          cpnNo: 'OVERHTTP01',
          extra: 'dropped',
        },
      ],
      ['PUT', '/api/coupon/v1/redeem', { cpnNo: 'UNLIMITED01', memo: 'till 1' }],
      ['GET', '/api/stamp/v1/validate?stampIdx=274', undefined],
      ['PUT', '/api/stamp/v1/add', { stampIdx: 274 }],
      ['PUT', '/api/stamp/v1/remove', { stampIdx: 274 }],
      ['PUT', '/api/stamp/v1/redeem', { stampIdx: 276, onsitePwd: 'not on site' }],
      ['GET', '/api/statistics/v2/clicks-by-hour?ymd=2026-11-20&grpIdx=2', undefined],
      [
        'GET',
        '/api/statistics/v3/clicks-by-hour?startYmd=2026-11-14&endYmd=2026-11-20&grpIdx=2',
        undefined,
      ],
    ] as const;
    for (const [method, path, body] of operations) {
      const answer = await call(path, { method, body, lang: 'ko-KR,ko;q=0.9' });
      expect(answer.status, path).toBe(200);
      expect(((await answer.json()) as { code: number }).code, path).toBe(0);
    }
    const seen = await received();
    const writes = seen.filter((r) => r.method !== 'GET');
    expect(writes.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/coupon/v1/create',
      'PUT /api/coupon/v1/redeem',
      'PUT /api/stamp/v1/add',
      'PUT /api/stamp/v1/remove',
      'PUT /api/stamp/v1/redeem',
    ]);
    // The real service's stamp shapes exactly (docs/api.md, operations 5, 6, 8): no password for a
    // card that is not on site, whatever was typed.
    expect(writes.slice(2).map((r) => r.body)).toEqual([
      { stampIdx: 274 },
      { stampIdx: 274 },
      { stampIdx: 276 },
    ]);
    expect(writes[0]?.body).toMatchObject({ nm: 'Over HTTP', cpnNo: 'OVERHTTP01' });
    expect(writes[0]?.body).not.toHaveProperty('extra');
    expect(seen.filter((r) => r.path.endsWith('clicks-by-hour')).map((r) => r.query)).toEqual([
      { ymd: '2026-11-20', grpIdx: '2' },
      { startYmd: '2026-11-14', endYmd: '2026-11-20', grpIdx: '2' },
    ]);
    for (const request of seen) {
      expect(request.headers.authorization).toBe(`APIKey ${KEY}`);
      expect(request.headers['user-agent']).toBe('counter-pos/9.9.9 (live server)');
      expect(request.headers['accept-language']).toBe('ko-KR,ko;q=0.9');
    }
  });

  it('no answer of any operation holds onsitePwd, not even for on-site coupons and cards', async () => {
    const call = server();
    for (const path of [
      '/api/coupon/v1/validate?cpnNo=ONSITE01',
      '/api/stamp/v1/validate?stampIdx=280',
      '/api/coupon/v1/validate?cpnNo=PERCENT15',
    ]) {
      const text = await (await call(path)).text();
      expect(text).toContain('"code":0');
      expect(text).not.toContain('onsitePwd');
      expect(text).not.toContain('1234');
      expect(text).not.toContain('5678');
    }
  });

  it('the reward over HTTP: one redeem with the password, none on a wrong one, never an update', async () => {
    const call = server();
    // The stand-in takes the card editor too: sent straight to it, an update would land.
    const direct = await fetch(`${sim.url}/api/stamp/v1/update`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ stampIdx: 275, memo: 'edited' }),
    });
    expect(((await direct.json()) as { code: number }).code).toBe(0);
    const put = (path: string, body: unknown) => call(path, { method: 'PUT', body });
    for (let stamp = 0; stamp < 3; stamp += 1) await put('/api/stamp/v1/add', { stampIdx: 280 });
    const from = (await received()).length;
    const wrong = await put('/api/stamp/v1/redeem', { stampIdx: 280, onsitePwd: '0000' });
    expect(((await wrong.json()) as { code: number }).code).toBe(422);
    expect((await received()).slice(from).map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/stamp/v1/validate',
    ]);
    const right = await put('/api/stamp/v1/redeem', { stampIdx: 280, onsitePwd: '5678' });
    expect(((await right.json()) as { code: number }).code).toBe(0);
    const rewards = (await received()).filter(
      (r) => r.method === 'PUT' && r.path.includes('/stamp/'),
    );
    expect(rewards.filter((r) => r.path.endsWith('/redeem')).map((r) => r.body)).toEqual([
      { stampIdx: 280, onsitePwd: '5678' },
    ]);
    // The one update the stand-in got is the test's own, sent straight to it.
    expect(rewards.filter((r) => r.path.endsWith('/update')).map((r) => r.body)).toEqual([
      { stampIdx: 275, memo: 'edited' },
    ]);
    // Card 274 is answered as the service's own sample answers it, with `"stampIdx": 16`: the
    // stamp goes to 274.
    await put('/api/stamp/v1/add', { stampIdx: 274 });
    const adds = (await received()).filter((r) => r.path === '/api/stamp/v1/add');
    expect(adds.at(-1)?.body).toEqual({ stampIdx: 274 });
  });

  it('a service that never answers: a timeout envelope within the limit', async () => {
    await settings({ fault: 'no-answer', faultOperations: ['coupon.validate'] });
    const started = Date.now();
    const answer = await server()('/api/coupon/v1/validate?cpnNo=PERCENT15');
    const took = Date.now() - started;
    expect(answer.status).toBe(504);
    expect(await answer.json()).toMatchObject({ code: 504, result: null });
    expect(took).toBeLessThan(1_500 + 1_000);
  });

  it.each([
    'network-error',
    'lost-response',
    'server-error',
    'applied-no-answer',
    'non-json',
  ] as const)('a redeem is never sent twice: %s', async (fault) => {
    await settings({ fault, faultOperations: ['coupon.redeem'] });
    const answer = await server()('/api/coupon/v1/redeem', {
      method: 'PUT',
      body: { cpnNo: 'UNLIMITED01' },
    });
    expect(answer.status).toBeGreaterThanOrEqual(500);
    const redeems = (await received()).filter((r) => r.path === '/api/coupon/v1/redeem');
    expect(redeems).toHaveLength(1);
  });

  it('the service’s 429 comes back as an envelope with its Retry-After', async () => {
    await settings({ fault: 'rate-limit', faultOperations: ['stamp.validate'] });
    const answer = await server()('/api/stamp/v1/validate?stampIdx=274');
    expect(answer.status).toBe(429);
    expect(answer.headers.get('Retry-After')).toBe('30');
    expect(await answer.json()).toMatchObject({ code: 429, result: null });
  });

  it('two tills racing for a coupon’s last use: exactly one success', async () => {
    const [one, two] = [server(), server()];
    const answers = await Promise.all(
      [one, two].map((call) =>
        call('/api/coupon/v1/redeem', { method: 'PUT', body: { cpnNo: 'SINGLEUSE01' } }),
      ),
    );
    const codes = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { code: number }).code),
    );
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    const after = (await (
      await fetch(`${sim.url}/api/coupon/v1/validate?cpnNo=SINGLEUSE01`)
    ).json()) as { code: number };
    // Used up: the service no longer validates it.
    expect(after.code).not.toBe(0);
  });

  it('a burst of 500 reads on Personal: the plan’s 120 reach the service, the rest are told when to come back', async () => {
    // Nothing here may hang on the machine's speed. The bucket's clock stands still: on a loaded
    // machine the burst can take seconds, and the bucket would rightly let the refill through
    // (2 a second on Personal). And the calls' own deadline is the longest the configuration
    // allows: 120 reads on real sockets to one local service, beside other work, can take longer
    // than the file's 1.5 s, which turns reads into timeouts (504s). The service answers each
    // after 1.6 s here, as a loaded machine's might, so a deadline the machine can miss fails at
    // once rather than once in a while.
    await settings({ latencyMs: 1_600 });
    const start = Date.now();
    const call = server({ plan: 'personal', upstreamTimeoutMs: 60_000 }, { now: () => start });
    const answers = await Promise.all(
      Array.from({ length: 500 }, () => call('/api/coupon/v1/validate?cpnNo=PERCENT15')),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(120);
    expect(statuses.filter((status) => status === 429)).toHaveLength(380);
    expect(answers.find((answer) => answer.status === 429)?.headers.get('Retry-After')).toMatch(
      /^\d+$/,
    );
    expect(await received()).toHaveLength(120);
  });
});
