// @vitest-environment node
import { Hono } from 'hono';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { couponSchema } from '../src/api/coupons';
import { stampSchema } from '../src/api/stamps';
import { hourlyClickSchema } from '../src/api/statistics';
import { createHandlers } from '../src/mocks/handlers';
import {
  COUPON_FIXTURES,
  FIXTURE_MEMBER,
  FIXTURE_PASSWORDS,
  STAMP_FIXTURES,
} from '../src/mocks/seed';
import { createSimulatedService, type SimulatedService } from '../src/mocks/service';
import { BODY_LIMIT_BYTES } from './api';
import { testApi, testConfig as baseConfig, type TestApiDeps as ApiDeps } from './api.test-support';
import type { ServerConfig } from './config';

const API_KEY = 'sk_live_test_7Hq2';
const USER_AGENT = 'counter-pos/1.2.3 (live server)';
const BASE = 'https://service.test/prefix';

const testConfig = (patch: Partial<ServerConfig> = {}) =>
  baseConfig({ apiKey: API_KEY, serviceBaseUrl: BASE, ...patch });

/** What the service received: one entry per request that left our server. */
interface Seen {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
  signal: AbortSignal | null;
}

/** Rejects with the signal's reason once it aborts, as a real fetch does. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason as Error);
      return;
    }
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    promise.then(resolve, reject);
  });
}

type Answer = (request: Request) => Response | Promise<Response>;

/** An upstream `fetch` that records every request and answers with `answer`. */
function recordingFetch(answer: Answer): { fetch: typeof fetch; seen: Seen[] } {
  const seen: Seen[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    seen.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: await request.clone().text(),
      signal: init?.signal ?? null,
    });
    const response = await abortable(Promise.resolve(answer(request)), init?.signal);
    // msw's HttpResponse.error() is how the simulated service drops a connection.
    if (response.type === 'error') throw new TypeError('fetch failed');
    return response;
  };
  return { fetch: fetchFn, seen };
}

/** The real simulated service (its store, rules, seed and faults) as the upstream, no HTTP. */
function simulated(options: { plan?: SimulatedService['state']['plan'] } = {}) {
  const service = createSimulatedService({ now: '2026-11-21T10:30:00+09:00' });
  if (options.plan) service.controls.update({ plan: options.plan });
  const handlers = createHandlers(service);
  const upstream = recordingFetch(async (request) => {
    const response = await getResponse(handlers, request);
    if (!response) throw new Error(`The simulated service has no ${request.method} ${request.url}`);
    return response;
  });
  return { service, ...upstream };
}

interface Call {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

interface Answered {
  status: number;
  headers: Headers;
  text: string;
  json: { code: number; message: string; result: unknown };
}

function client(app: ReturnType<typeof testApi>) {
  return async (path: string, call: Call = {}): Promise<Answered> => {
    const { method = 'GET', body, headers = {}, signal } = call;
    const init: RequestInit = {
      method,
      headers: {
        'Accept-Language': 'en',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
    };
    if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
    if (signal) init.signal = signal;
    const response = await app.request(path, init);
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      text,
      json: JSON.parse(text) as Answered['json'],
    };
  };
}

const noSleep: ApiDeps['sleep'] = () => Promise.resolve();

function setup(options: { config?: Partial<ServerConfig>; deps?: ApiDeps } = {}) {
  const sim = simulated();
  const app = testApi(testConfig(options.config), {
    fetch: sim.fetch,
    sleep: noSleep,
    ...options.deps,
  });
  return { ...sim, call: client(app) };
}

function envelopeOf(code: number, result: unknown = null, message = '') {
  return Response.json({ code, message, result });
}

/** A coupon as the service sends it, for fake upstreams. */
const wireCoupon = {
  cpnNo: 'FAKE0001',
  domain: 'https://vvd.bz',
  nm: 'Fake coupon',
  discTypeIdx: 457,
  disc: 10,
  strtYmd: '2026-01-01',
  endYmd: '2026-12-31',
  useLimit: 1,
  useCnt: 0,
  onsiteYn: 'N',
  onsitePwd: 'hunter2',
};

const wireStamp = {
  stampIdx: 274,
  stamps: 3,
  maxStamps: 10,
  strtYmd: '2026-01-01',
  endYmd: '2026-12-31',
  onsiteYn: 'N',
  activeYn: 'Y',
  onsitePwd: 'hunter2',
};

const validCreate = {
  nm: 'Opening week',
  discTypeIdx: 457,
  disc: 10,
  strtYmd: '2026-11-21',
  endYmd: '2026-12-31',
  useLimit: 1,
};

describe('forwarding each operation', () => {
  it('coupon validate: GET with the code, the key, our User-Agent and the browser language', async () => {
    const { call, seen } = setup();
    const answer = await call(`/api/coupon/v1/validate?cpnNo=${COUPON_FIXTURES.percent}&debug=1`, {
      headers: { 'Accept-Language': 'ko-KR,ko;q=0.9,en;q=0.8' },
    });

    expect(answer.status).toBe(200);
    expect(answer.json.code).toBe(0);
    expect(answer.json.result).toMatchObject({ cpnNo: 'PERCENT15', disc: 15, discTypeIdx: 457 });
    expect(seen).toHaveLength(1);
    const [sent] = seen;
    expect(sent?.method).toBe('GET');
    expect(`${sent?.url.origin ?? ''}${sent?.url.pathname ?? ''}`).toBe(
      `${BASE}/api/coupon/v1/validate`,
    );
    // Only the operation's own parameter goes on.
    expect([...(sent?.url.searchParams ?? [])]).toEqual([['cpnNo', 'PERCENT15']]);
    expect(sent?.headers.get('Authorization')).toBe(`APIKey ${API_KEY}`);
    expect(sent?.headers.get('User-Agent')).toBe(USER_AGENT);
    expect(sent?.headers.get('Accept-Language')).toBe('ko-KR,ko;q=0.9,en;q=0.8');
    expect(sent?.headers.get('Accept')).toBe('application/json');
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
  });

  it('coupon create: POST with the spec 4.2 fields only', async () => {
    const { call, seen } = setup();
    const fields = {
      ...validCreate,
      cpnNo: 'newshop01',
      onsiteYn: 'Y',
      onsitePwd: '4321',
      memo: 'window poster',
      userEtc1: null,
      grpIdx: '',
      isAdmin: true,
    };
    // Written out by hand: a "__proto__" key is what JSON.parse lets through and an object literal does not.
    const body = JSON.stringify(fields).replace('{', '{"__proto__":{"polluted":true},');
    const answer = await call('/api/coupon/v1/create', { method: 'POST', body });

    expect(answer.json).toEqual({ code: 0, message: '', result: 'NEWSHOP01' });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.url.pathname).toBe('/prefix/api/coupon/v1/create');
    expect(seen[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(seen[0]?.headers.get('Authorization')).toBe(`APIKey ${API_KEY}`);
    expect(seen[0]?.headers.get('User-Agent')).toBe(USER_AGENT);
    expect(seen[0]?.headers.get('Accept-Language')).toBe('en');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({
      ...validCreate,
      cpnNo: 'newshop01',
      onsiteYn: 'Y',
      onsitePwd: '4321',
      memo: 'window poster',
    });
  });

  it('coupon redeem: a fresh validate, then PUT with the contract body only', async () => {
    const { call, seen, service } = setup();
    const answer = await call('/api/coupon/v1/redeem', {
      method: 'PUT',
      body: {
        cpnNo: ` ${COUPON_FIXTURES.member} `,
        userId: FIXTURE_MEMBER.userId,
        memo: 'till 2',
        useCnt: 0,
      },
      headers: { 'Accept-Language': 'en-GB' },
    });

    expect(answer.json).toEqual({ code: 0, message: '', result: null });
    expect(seen.map((s) => `${s.method} ${s.url.pathname}${s.url.search}`)).toEqual([
      'GET /prefix/api/coupon/v1/validate?cpnNo=MEMBER3X',
      'PUT /prefix/api/coupon/v1/redeem',
    ]);
    expect(JSON.parse(seen[1]?.body ?? '')).toEqual({
      cpnNo: 'MEMBER3X',
      userId: FIXTURE_MEMBER.userId,
      memo: 'till 2',
    });
    for (const sent of seen) {
      expect(sent.headers.get('Authorization')).toBe(`APIKey ${API_KEY}`);
      expect(sent.headers.get('User-Agent')).toBe(USER_AGENT);
      expect(sent.headers.get('Accept-Language')).toBe('en-GB');
    }
    expect(service.state.coupons.MEMBER3X?.useCnt).toBe(2);
  });

  it('stamp validate, add, remove and reward: the contract bodies exactly', async () => {
    const { call, seen, service } = setup();
    const validate = await call(`/api/stamp/v1/validate?stampIdx=${STAMP_FIXTURES.inProgress}`);
    // The answer passes on as the service gave it (its sample's `"stampIdx": 16` for 274); the
    // card is the one asked for, and every write below names it.
    expect(validate.json.result).toMatchObject({ stampIdx: 16, stamps: 3, maxStamps: 10 });

    const add = await call('/api/stamp/v1/add', {
      method: 'PUT',
      body: { stampIdx: '274', stamps: 10 },
    });
    expect(add.json).toEqual({ code: 0, message: '', result: null });
    expect(service.state.stamps['274']?.stamps).toBe(4);

    const remove = await call('/api/stamp/v1/remove', {
      method: 'PUT',
      body: { stampIdx: 274, stamps: 0, memo: 'dropped' },
    });
    expect(remove.json).toEqual({ code: 0, message: '', result: null });
    expect(service.state.stamps['274']?.stamps).toBe(3);

    const reward = await call('/api/stamp/v1/redeem', {
      method: 'PUT',
      body: { stampIdx: STAMP_FIXTURES.full, onsitePwd: 'not-an-on-site-card' },
    });
    expect(reward.json).toEqual({ code: 0, message: '', result: null });
    expect(service.state.stamps['276']?.rewardGiven).toBe(true);

    expect(seen.map((s) => `${s.method} ${s.url.pathname}${s.url.search}`)).toEqual([
      'GET /prefix/api/stamp/v1/validate?stampIdx=274',
      'GET /prefix/api/stamp/v1/validate?stampIdx=274',
      'PUT /prefix/api/stamp/v1/add',
      'GET /prefix/api/stamp/v1/validate?stampIdx=274',
      'PUT /prefix/api/stamp/v1/remove',
      'GET /prefix/api/stamp/v1/validate?stampIdx=276',
      'PUT /prefix/api/stamp/v1/redeem',
    ]);
    // Byte for byte: the service's own shapes, the typed password never among them.
    expect(seen[2]?.body).toBe('{"stampIdx":274}');
    expect(seen[4]?.body).toBe('{"stampIdx":274}');
    expect(seen[6]?.body).toBe('{"stampIdx":276}');
    for (const sent of seen) {
      expect(sent.headers.get('Authorization')).toBe(`APIKey ${API_KEY}`);
      expect(sent.headers.get('User-Agent')).toBe(USER_AGENT);
    }
  });

  it('clicks by hour: the date and a Korean link ID, percent-encoded', async () => {
    const { call, seen } = setup();
    const query = new URLSearchParams({
      ymd: '2026-11-20',
      linkId: '겨울이벤트',
      domain: 'https://vvd.im',
      sort: 'desc',
    });
    const answer = await call(`/api/statistics/v2/clicks-by-hour?${query.toString()}`);

    expect(answer.status).toBe(200);
    expect(answer.json.code).toBe(0);
    const records = answer.json.result as { ymd: string; hour: number }[];
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((record) => record.ymd === '2026-11-20')).toBe(true);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url.pathname).toBe('/prefix/api/statistics/v2/clicks-by-hour');
    expect(seen[0]?.url.search).toBe(
      '?ymd=2026-11-20&linkId=%EA%B2%A8%EC%9A%B8%EC%9D%B4%EB%B2%A4%ED%8A%B8&domain=https%3A%2F%2Fvvd.im',
    );
    expect(seen[0]?.headers.get('Authorization')).toBe(`APIKey ${API_KEY}`);
    expect(seen[0]?.headers.get('User-Agent')).toBe(USER_AGENT);
  });

  it('sends no Accept-Language when the browser gave none', async () => {
    const { call, seen } = setup();
    await call('/api/stamp/v1/validate?stampIdx=274', { headers: { 'Accept-Language': '' } });
    expect(seen[0]?.headers.has('Accept-Language')).toBe(false);
  });

  it("passes a business refusal on with the service's own message", async () => {
    const { call } = setup();
    const answer = await call(`/api/coupon/v1/validate?cpnNo=${COUPON_FIXTURES.expired}`, {
      headers: { 'Accept-Language': 'ko' },
    });
    expect(answer.status).toBe(200);
    expect(answer.json.code).toBe(1003);
    expect(answer.json.message).toMatch(/만료된 쿠폰입니다/);
    expect(answer.json.result).toBeNull();
  });

  it("says whose words an answer carries: the service's pass on unmarked, ours are marked", async () => {
    const { call } = setup();
    const { fetch: refusingKey } = recordingFetch(() => new Response('no', { status: 403 }));
    const callRefusedKey = client(testApi(testConfig(), { fetch: refusingKey }));
    const saidBy = (answer: Answered) => answer.headers.get('X-Said-By');

    // The service's own: a verdict, a business refusal (its message, its code).
    expect(saidBy(await call(`/api/coupon/v1/validate?cpnNo=${COUPON_FIXTURES.expired}`))).toBe(
      null,
    );
    expect(saidBy(await call('/api/stamp/v1/validate?stampIdx=274'))).toBe(null);
    // Ours: a parameter refused before anything was sent (the service's code, our words), the
    // service refusing our key (said by us), a path we do not pass on.
    const ours = [
      await call('/api/stamp/v1/validate?stampIdx=abc'),
      await callRefusedKey('/api/stamp/v1/validate?stampIdx=1'),
      await call('/api/no/such/operation'),
    ];
    expect(ours.map((answer) => [answer.status, saidBy(answer)])).toEqual([
      [400, 'server'],
      [502, 'server'],
      [404, 'server'],
    ]);
  });
});

describe('answers are rebuilt, not forwarded', () => {
  it('no answer of any operation carries onsitePwd, though the service sends it', async () => {
    const { call, seen } = setup();
    const answers: Answered[] = [];
    for (const cpnNo of Object.values(COUPON_FIXTURES)) {
      answers.push(await call(`/api/coupon/v1/validate?cpnNo=${encodeURIComponent(cpnNo)}`));
    }
    for (const stampIdx of Object.values(STAMP_FIXTURES)) {
      answers.push(await call(`/api/stamp/v1/validate?stampIdx=${stampIdx}`));
    }
    answers.push(
      await call('/api/coupon/v1/create', {
        method: 'POST',
        body: { ...validCreate, onsiteYn: 'Y', onsitePwd: '9999' },
      }),
      await call('/api/coupon/v1/redeem', {
        method: 'PUT',
        body: { cpnNo: COUPON_FIXTURES.onsite, onsitePwd: FIXTURE_PASSWORDS.coupon },
      }),
    );
    // The on-site card holds 2 of 5: three stamps fill it for the reward.
    for (let stamp = 0; stamp < 3; stamp += 1) {
      answers.push(
        await call('/api/stamp/v1/add', {
          method: 'PUT',
          body: { stampIdx: STAMP_FIXTURES.onsite },
        }),
      );
    }
    answers.push(
      await call('/api/stamp/v1/redeem', {
        method: 'PUT',
        body: { stampIdx: STAMP_FIXTURES.onsite, onsitePwd: FIXTURE_PASSWORDS.stamp },
      }),
      await call('/api/statistics/v2/clicks-by-hour?ymd=2026-11-21'),
    );

    // The on-site fixtures were validated, and the service did send their passwords.
    const onsiteCoupon = answers.find(
      (a) => (a.json.result as { cpnNo?: string } | null)?.cpnNo === COUPON_FIXTURES.onsite,
    );
    const onsiteStamp = answers.find(
      (a) => (a.json.result as { stampIdx?: number } | null)?.stampIdx === STAMP_FIXTURES.onsite,
    );
    expect(onsiteCoupon?.json.code).toBe(0);
    expect(onsiteStamp?.json.code).toBe(0);
    expect(answers.filter((a) => a.json.code === 0).length).toBeGreaterThan(15);
    expect(seen.length).toBeGreaterThan(answers.length);
    // Every write passed its check and was done, so every operation's success answer is here.
    expect(answers.slice(-7).map((a) => a.json.code)).toEqual([0, 0, 0, 0, 0, 0, 0]);

    for (const answer of answers) {
      expect(answer.text).not.toContain('onsitePwd');
      expect(answer.text).not.toContain('"1234"');
      expect(answer.text).not.toContain('"5678"');
      expect(answer.text).not.toContain('"9999"');
      // Fields the specification does not list (the simulated service adds one) stay here too.
      expect(answer.text).not.toContain('cpnStatCd');
      expect(answer.text).not.toContain('changedStamps');
    }
  });

  it("parses in the browser's client exactly as the service's own answer would", async () => {
    const { call, fetch: upstream } = setup();
    const direct = async (path: string) => {
      const response = await upstream(`${BASE}${path}`, { headers: { 'Accept-Language': 'en' } });
      return ((await response.json()) as { result: unknown }).result;
    };

    for (const cpnNo of [
      COUPON_FIXTURES.percent,
      COUPON_FIXTURES.amountUsd,
      COUPON_FIXTURES.onsite,
      COUPON_FIXTURES.withImage,
      COUPON_FIXTURES.korean,
      COUPON_FIXTURES.member,
      COUPON_FIXTURES.unsafeLink,
    ]) {
      const path = `/api/coupon/v1/validate?cpnNo=${cpnNo}`;
      const ours = await call(path);
      expect(couponSchema().parse(ours.json.result)).toEqual(
        couponSchema().parse(await direct(path)),
      );
    }
    for (const stampIdx of [274, 276, 280]) {
      const path = `/api/stamp/v1/validate?stampIdx=${stampIdx}`;
      const ours = await call(path);
      expect(stampSchema().parse(ours.json.result)).toEqual(
        stampSchema().parse(await direct(path)),
      );
    }
    const path = '/api/statistics/v2/clicks-by-hour?ymd=2026-11-21&grpIdx=2';
    const ours = (await call(path)).json.result as unknown[];
    const theirs = (await direct(path)) as unknown[];
    expect(ours.map((r) => hourlyClickSchema.parse(r))).toEqual(
      theirs.map((r) => hourlyClickSchema.parse(r)),
    );
  });

  it('keeps the loose forms of real answers the client copes with', async () => {
    const loose = {
      ...wireCoupon,
      grpIdx: '',
      disc: '5000.0',
      useLimit: 1.0,
      useCnt: '0',
      onsiteYn: 'y',
      memo: null,
      userId: '',
      regYmdt: '2026-01-01 09:30:00',
      surprise: { nested: 'x' },
    };
    const { fetch } = recordingFetch(() => envelopeOf(0, loose));
    const call = client(testApi(testConfig(), { fetch }));
    const answer = await call('/api/coupon/v1/validate?cpnNo=FAKE0001');

    expect(answer.status).toBe(200);
    const { onsitePwd: _secret, surprise: _unknown, ...kept } = loose;
    expect(answer.json.result).toEqual(kept);
    expect(couponSchema().safeParse(answer.json.result).success).toBe(true);
  });

  it.each([
    ['not JSON', () => new Response('<html>502 Bad Gateway</html>', { status: 200 })],
    ['not the envelope', () => Response.json({ ok: true })],
    ['a payload that does not fit', () => envelopeOf(0, { ...wireCoupon, useCnt: 'many' })],
    ['a coupon without its number', () => envelopeOf(0, { ...wireCoupon, cpnNo: '  ' })],
    ['code 0 with HTTP 404', () => Response.json({ code: 0, result: wireCoupon }, { status: 404 })],
    [
      'a redirect',
      () => new Response(null, { status: 302, headers: { Location: 'https://x.test' } }),
    ],
  ])('answers 502 "something unexpected" for %s', async (_name, answer) => {
    const { fetch } = recordingFetch(answer);
    const call = client(testApi(testConfig(), { fetch, sleep: noSleep }));
    const response = await call('/api/coupon/v1/validate?cpnNo=FAKE0001');
    expect(response.status).toBe(502);
    expect(response.json.code).toBe(502);
    expect(response.json.message).toMatch(/^The service answered something unexpected/);
    expect(response.json.result).toBeNull();
    expect(response.text).not.toContain('hunter2');
  });

  it('answers 502, not 401, when the service refuses our key', async () => {
    const { fetch } = recordingFetch(() =>
      Response.json({ code: 401, message: 'bad key', result: null }, { status: 401 }),
    );
    const call = client(testApi(testConfig(), { fetch }));
    const { fetch: forbidden } = recordingFetch(() => new Response('no robots', { status: 403 }));
    const callForbidden = client(testApi(testConfig(), { fetch: forbidden }));

    for (const response of [
      await call('/api/stamp/v1/validate?stampIdx=1'),
      await callForbidden('/api/stamp/v1/validate?stampIdx=1'),
    ]) {
      expect(response.status).toBe(502);
      expect(response.json.message).toMatch(/refused this server's credentials/);
      expect(response.text).not.toContain(API_KEY);
    }
  });
});

describe('parameters are checked before anything is sent', () => {
  const badStampIdx = ['abc', '12abc', '1.5', '2147483648', '-2147483649', ' 274', '', '0x10'];

  it.each(badStampIdx)(
    'stamp validate refuses stampIdx %j with 400 and 653, as the service does',
    async (value) => {
      const { call, seen, fetch: upstream } = setup();
      const path = `/api/stamp/v1/validate?stampIdx=${encodeURIComponent(value)}`;
      const ours = await call(path);
      expect(seen).toHaveLength(0);

      const theirs = await upstream(`${BASE}${path}`, { headers: { 'Accept-Language': 'en' } });
      expect(ours.status).toBe(400);
      expect(theirs.status).toBe(400);
      expect(ours.json).toEqual(await theirs.json());
      expect(ours.json).toEqual({
        code: 653,
        message: 'Invalid parameter: stampIdx must be a whole number within the allowed range.',
        result: null,
      });
    },
  );

  it('refuses a missing or repeated stampIdx with 653 too, and in Korean when asked', async () => {
    const { call, seen } = setup();
    const missing = await call('/api/stamp/v1/validate', { headers: { 'Accept-Language': 'ko' } });
    const repeated = await call('/api/stamp/v1/validate?stampIdx=1&stampIdx=2');
    expect(missing.status).toBe(400);
    expect(missing.json.code).toBe(653);
    expect(missing.json.message).toBe(
      '잘못된 파라미터입니다: stampIdx은(는) 허용 범위의 정수여야 합니다.',
    );
    expect(repeated.json.code).toBe(653);
    expect(seen).toHaveLength(0);
  });

  it('accepts the extremes of the 32-bit range', async () => {
    const { call, seen } = setup();
    const answer = await call('/api/stamp/v1/validate?stampIdx=2147483647');
    expect(answer.json.code).toBe(1201); // not found: the service was asked
    expect(seen).toHaveLength(1);
  });

  it.each([
    ['/api/stamp/v1/add', { stampIdx: 'abc' }, 'stampIdx'],
    ['/api/stamp/v1/add', { stampIdx: 2 ** 31 }, 'stampIdx'],
    ['/api/stamp/v1/add', {}, 'stampIdx'],
    ['/api/stamp/v1/redeem', { stampIdx: 27.5, onsitePwd: 'x' }, 'stampIdx'],
    ['/api/stamp/v1/redeem', { stampIdx: 'x', stamps: 0 }, 'stampIdx'],
    ['/api/stamp/v1/remove', { stampIdx: -2_147_483_649 }, 'stampIdx'],
  ])('%s refuses %j with 653 before any call', async (path, body, param) => {
    const { call, seen } = setup();
    const answer = await call(path, { method: 'PUT', body });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      code: 653,
      message: `Invalid parameter: ${param} must be a whole number within the allowed range.`,
      result: null,
    });
    expect(seen).toHaveLength(0);
  });

  it.each([
    [{ ...validCreate, discTypeIdx: 'percent' }, 653, 'discTypeIdx'],
    [{ ...validCreate, disc: 'ten' }, 653, 'disc'],
    [{ ...validCreate, useLimit: undefined }, 653, 'useLimit'],
    [{ ...validCreate, grpIdx: 9_999_999_999 }, 653, 'grpIdx'],
    // The numbers are bound first: a bad number wins over a missing name.
    [{ ...validCreate, nm: undefined, tmplIdx: 'x' }, 653, 'tmplIdx'],
    [{ ...validCreate, nm: undefined }, 400, 'nm'],
    [{ ...validCreate, endYmd: 20261231 }, 400, 'endYmd'],
    [{ ...validCreate, memo: { text: 'x' } }, 400, 'memo'],
  ])('coupon create refuses %j with code %i naming %s', async (body, code, param) => {
    const { call, seen } = setup();
    const answer = await call('/api/coupon/v1/create', { method: 'POST', body });
    expect(answer.status).toBe(400);
    expect(answer.json.code).toBe(code);
    expect(answer.json.message).toContain(param);
    expect(seen).toHaveLength(0);
  });

  it('refuses a coupon validate or redeem without a code', async () => {
    const { call, seen } = setup();
    for (const answer of [
      await call('/api/coupon/v1/validate'),
      await call('/api/coupon/v1/validate?cpnNo=%20%20'),
      await call('/api/coupon/v1/validate?cpnNo=A&cpnNo=B'),
      await call('/api/coupon/v1/validate?cpnNo=' + 'A'.repeat(65)),
      await call('/api/coupon/v1/redeem', { method: 'PUT', body: { cpnNo: ' ' } }),
      await call('/api/coupon/v1/redeem', { method: 'PUT', body: { memo: 'x' } }),
      await call('/api/coupon/v1/redeem', { method: 'PUT', body: { cpnNo: 12345678 } }),
    ]) {
      expect(answer.status).toBe(400);
      expect(answer.json.code).toBe(400);
      expect(answer.json.message).toContain('cpnNo');
    }
    expect(seen).toHaveLength(0);
  });

  it.each([
    ['', 'ymd'],
    ['?ymd=2026-02-30', 'ymd'],
    ['?ymd=21-11-2026', 'ymd'],
    ['?ymd=2026-11-21&grpIdx=two', 'grpIdx'],
    ['?ymd=2026-11-21&linkId=' + 'x'.repeat(1001), 'linkId'],
  ])('clicks by hour refuses %s', async (search, param) => {
    const { call, seen } = setup();
    const answer = await call(`/api/statistics/v2/clicks-by-hour${search}`);
    expect(answer.status).toBe(400);
    expect(answer.json.code).toBe(param === 'grpIdx' ? 653 : 400);
    expect(answer.json.message).toContain(param);
    expect(seen).toHaveLength(0);
  });

  it('leaves the plan rules to the service (Personal: a link only)', async () => {
    const sim = simulated({ plan: 'personal' });
    const call = client(testApi(testConfig({ plan: 'personal' }), { fetch: sim.fetch }));
    const answer = await call('/api/statistics/v2/clicks-by-hour?ymd=2026-11-21&grpIdx=1');
    expect(answer.status).toBe(200);
    expect(answer.json.code).toBe(700);
    expect(answer.json.message).toBe('This operation needs the Premium plan or higher.');
    expect(sim.seen).toHaveLength(1);
  });
});

describe('only the nine operations pass', () => {
  it.each([
    ['GET', '/api'],
    ['GET', '/api/'],
    ['GET', '/api/coupon/v2/validate?cpnNo=PERCENT15'],
    ['GET', '/api/coupon/v1/validate/?cpnNo=PERCENT15'],
    ['DELETE', '/api/coupon/v1/delete'],
    ['GET', '/api/statistics/v4/clicks-by-hour?ymd=2026-11-21'],
    ['GET', '/api/coupon/v1/../../admin'],
    ['POST', '/api/stamp/v1/groups'],
  ])('%s %s → 404 envelope', async (method, path) => {
    const { call, seen } = setup();
    const answer = await call(path, { method });
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({
      code: 404,
      message: 'There is no such operation in this API.',
      result: null,
    });
    expect(seen).toHaveLength(0);
  });

  it.each([
    ['POST', '/api/coupon/v1/validate?cpnNo=PERCENT15', 'GET'],
    ['HEAD', '/api/coupon/v1/validate?cpnNo=PERCENT15', 'GET'],
    ['GET', '/api/coupon/v1/create', 'POST'],
    ['POST', '/api/coupon/v1/redeem', 'PUT'],
    ['DELETE', '/api/stamp/v1/add', 'PUT'],
    ['PATCH', '/api/stamp/v1/redeem', 'PUT'],
    ['GET', '/api/stamp/v1/remove', 'PUT'],
    ['OPTIONS', '/api/statistics/v2/clicks-by-hour', 'GET'],
    ['PUT', '/api/statistics/v3/clicks-by-hour', 'GET'],
  ])('%s %s → 405 envelope allowing %s', async (method, path, allowed) => {
    const { seen, fetch } = setup();
    const app = testApi(testConfig(), { fetch });
    const response = await app.request(path, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe(allowed);
    if (method !== 'HEAD') {
      expect(await response.json()).toMatchObject({ code: 405, result: null });
    }
    expect(seen).toHaveLength(0);
  });
});

describe('mounted in the full server', () => {
  it("answers under /api as the parent's route, and leaves other paths to the parent", async () => {
    const { fetch } = setup();
    const server = new Hono();
    server.route('/', testApi(testConfig(), { fetch }));
    server.get('/', (c) => c.text('the app'));

    const ok = await server.request('/api/stamp/v1/validate?stampIdx=274');
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { code: number }).code).toBe(0);
    const unknown = await server.request('/api/stamp/v1/list');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 404, result: null });
    expect(await (await server.request('/')).text()).toBe('the app');
  });
});

describe('request bodies', () => {
  it('an oversize body → 413 envelope, nothing sent', async () => {
    const { call, seen } = setup();
    const body = { ...validCreate, memo: 'x'.repeat(BODY_LIMIT_BYTES) };
    const answer = await call('/api/coupon/v1/create', { method: 'POST', body });
    expect(answer.status).toBe(413);
    expect(answer.headers.get('X-Said-By')).toBe('server');
    expect(answer.json).toEqual({
      code: 413,
      message: `The request body is too large (at most ${BODY_LIMIT_BYTES} bytes).`,
      result: null,
    });
    expect(seen).toHaveLength(0);
  });

  it('an oversize body announced by Content-Length → 413 before it is read', async () => {
    const { seen, fetch } = setup();
    const app = testApi(testConfig(), { fetch });
    const body = JSON.stringify({ stampIdx: 274, pad: 'x'.repeat(BODY_LIMIT_BYTES) });
    const response = await app.request('/api/stamp/v1/add', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length) },
      body,
    });
    expect(response.status).toBe(413);
    expect(seen).toHaveLength(0);
  });

  it.each([
    ['text/plain', '{"stampIdx":274}'],
    ['application/x-www-form-urlencoded', 'stampIdx=274'],
    ['multipart/form-data; boundary=x', '--x--'],
    ['application/json-patch+json', '[]'],
  ])('a %s body → 415 envelope, nothing sent', async (type, body) => {
    const { call, seen } = setup();
    const answer = await call('/api/stamp/v1/add', {
      method: 'PUT',
      body,
      headers: { 'Content-Type': type },
    });
    expect(answer.status).toBe(415);
    expect(answer.json.code).toBe(415);
    expect(answer.json.message).toMatch(/must be JSON/);
    expect(seen).toHaveLength(0);
  });

  it('takes application/json with a charset', async () => {
    const { call, seen } = setup();
    const answer = await call('/api/stamp/v1/add', {
      method: 'PUT',
      body: '{"stampIdx":274}',
      headers: { 'Content-Type': 'application/json; charset=UTF-8' },
    });
    expect(answer.json.code).toBe(0);
    expect(seen).toHaveLength(2);
  });

  it.each([
    ['{"stampIdx":', 'The request body is not valid JSON.'],
    ['', 'The request body is not valid JSON.'],
    ['[274]', 'The request body must be a JSON object.'],
    ['null', 'The request body must be a JSON object.'],
  ])('body %j → 400 envelope', async (body, text) => {
    const { call, seen } = setup();
    const answer = await call('/api/stamp/v1/add', { method: 'PUT', body, headers: {} });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ code: 400, message: text, result: null });
    expect(seen).toHaveLength(0);
  });
});

describe('upstream discipline', () => {
  it('a service that never answers → 504 within the limit, and the request to it aborted', async () => {
    const { call, seen, service } = setup({ config: { upstreamTimeoutMs: 300 } });
    service.controls.update({ fault: 'no-answer' });
    const started = performance.now();
    const answer = await call('/api/coupon/v1/validate?cpnNo=PERCENT15');
    const elapsed = performance.now() - started;

    expect(answer.status).toBe(504);
    expect(answer.json).toEqual({
      code: 504,
      message: 'The service did not answer within 0.3 s; the request was cancelled.',
      result: null,
    });
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(1_500);
    // A timed-out read is not tried again: its time is used up.
    expect(seen).toHaveLength(1);
    expect(seen[0]?.signal?.aborted).toBe(true);
  });

  it('a body that never finishes counts as no answer too', async () => {
    const { fetch, seen } = recordingFetch(
      () =>
        new Response(
          new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode('{')) }),
          {
            status: 200,
          },
        ),
    );
    const call = client(testApi(testConfig({ upstreamTimeoutMs: 100 }), { fetch }));
    const answer = await call('/api/stamp/v1/validate?stampIdx=274');
    expect(answer.status).toBe(504);
    expect(seen[0]?.signal?.aborted).toBe(true);
  });

  it('a browser that goes away aborts the request to the service', async () => {
    const { call, seen, service } = setup({ config: { upstreamTimeoutMs: 60_000 } });
    service.controls.update({ fault: 'no-answer' });
    const browser = new AbortController();
    const pending = call('/api/stamp/v1/validate?stampIdx=274', { signal: browser.signal }).catch(
      (error: unknown) => error,
    );
    await expect.poll(() => seen.length).toBe(1);
    browser.abort();
    await pending;
    await expect.poll(() => seen[0]?.signal?.aborted).toBe(true);
  });

  it("the service's 429 → 429 envelope with its Retry-After, and we hold off meanwhile", async () => {
    let clock = 1_000_000;
    const { call, seen, service } = setup({ deps: { now: () => clock } });
    service.controls.update({ fault: 'rate-limit', faultOnce: true });
    const limited = await call('/api/coupon/v1/validate?cpnNo=PERCENT15');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('30');
    expect(limited.json.code).toBe(429);
    expect(limited.json.message).toMatch(/asks us to slow down/);
    // A 429 is not retried, and nothing is sent until the service said we may.
    expect(seen).toHaveLength(1);

    clock += 29_000;
    const held = await call('/api/coupon/v1/validate?cpnNo=PERCENT15');
    expect(held.status).toBe(429);
    expect(held.headers.get('Retry-After')).toBe('1');
    expect(seen).toHaveLength(1);

    clock += 2_000;
    const again = await call('/api/coupon/v1/validate?cpnNo=PERCENT15');
    expect(again.status).toBe(200);
    expect(seen).toHaveLength(2);
  });

  it('a 5xx on a read → retried twice with back-off, then a 502 envelope', async () => {
    const sleeps: number[] = [];
    const { call, seen, service } = setup({
      deps: {
        sleep: (ms) => {
          sleeps.push(ms);
          return Promise.resolve();
        },
      },
    });
    service.controls.update({ fault: 'server-error' });
    const answer = await call('/api/stamp/v1/validate?stampIdx=274');
    expect(answer.status).toBe(502);
    expect(answer.json).toEqual({
      code: 502,
      message: 'The service had a problem (HTTP 500). Try again in a moment.',
      result: null,
    });
    expect(seen).toHaveLength(3);
    expect(sleeps).toEqual([250, 1_000]);
  });

  it('a network error on a read → retried, and a later success is the answer', async () => {
    const { call, seen, service } = setup();
    service.controls.update({ fault: 'network-error', faultOnce: true });
    const answer = await call('/api/coupon/v1/validate?cpnNo=PERCENT15');
    expect(answer.status).toBe(200);
    expect(answer.json.code).toBe(0);
    expect(seen).toHaveLength(2);
  });

  it('a network error on every try → 502 "could not be reached" after three tries', async () => {
    const { call, seen, service } = setup();
    service.controls.update({ fault: 'network-error' });
    const answer = await call('/api/statistics/v2/clicks-by-hour?ymd=2026-11-21');
    expect(answer.status).toBe(502);
    expect(answer.json.message).toBe('The service could not be reached.');
    expect(seen).toHaveLength(3);
  });

  it('a 503 → 503 envelope with the Retry-After the service gave', async () => {
    const { fetch, seen } = recordingFetch(
      () => new Response('maintenance', { status: 503, headers: { 'Retry-After': '120' } }),
    );
    const call = client(testApi(testConfig(), { fetch, sleep: noSleep }));
    const answer = await call('/api/coupon/v1/validate?cpnNo=PERCENT15');
    expect(answer.status).toBe(503);
    expect(answer.headers.get('Retry-After')).toBe('120');
    expect(answer.json.code).toBe(503);
    expect(seen).toHaveLength(3);
  });

  const writes = [
    ['coupon.create', 'POST', '/api/coupon/v1/create', validCreate],
    ['coupon.redeem', 'PUT', '/api/coupon/v1/redeem', { cpnNo: COUPON_FIXTURES.unlimited }],
    ['stamp.add', 'PUT', '/api/stamp/v1/add', { stampIdx: STAMP_FIXTURES.inProgress }],
    ['stamp.reward', 'PUT', '/api/stamp/v1/redeem', { stampIdx: STAMP_FIXTURES.full }],
    ['stamp.remove', 'PUT', '/api/stamp/v1/remove', { stampIdx: STAMP_FIXTURES.inProgress }],
  ] as const;
  const faults = [
    ['network-error', 502],
    ['lost-response', 502],
    ['no-answer', 504],
    ['applied-no-answer', 504],
    ['server-error', 502],
    ['non-json', 502],
    ['rate-limit', 429],
  ] as const;

  it.each(
    writes.flatMap(([operation, ...write]) =>
      faults.map(([fault, status]) => [operation, fault, ...write, status] as const),
    ),
  )('%s is sent once, never again, on %s', async (operation, fault, method, path, body, status) => {
    const { call, seen, service } = setup({ config: { upstreamTimeoutMs: 150 } });
    service.controls.update({ fault, faultOperations: [operation] });
    const answer = await call(path, { method, body });
    expect(answer.status).toBe(status);
    expect(answer.json.result).toBeNull();
    expect(seen.filter((sent) => sent.method === method)).toHaveLength(1);
  });

  it('the token bucket lets exactly a minute of the plan through a burst of 500', async () => {
    let clock = 5_000_000;
    const { fetch, seen } = recordingFetch(() => envelopeOf(0, wireCoupon));
    const call = client(testApi(testConfig({ plan: 'personal' }), { fetch, now: () => clock }));
    const burst = await Promise.all(
      Array.from({ length: 500 }, () => call('/api/coupon/v1/validate?cpnNo=FAKE0001')),
    );

    expect(seen).toHaveLength(120);
    expect(burst.filter((a) => a.status === 200)).toHaveLength(120);
    const limited = burst.filter((a) => a.status === 429);
    expect(limited).toHaveLength(380);
    for (const answer of limited) {
      // A token comes back every half second on Personal (120 a minute by default).
      expect(answer.headers.get('Retry-After')).toBe('1');
      expect(answer.json).toEqual({
        code: 429,
        message:
          "Too many requests: this shop's limit is 120 calls to the service a minute. Try again in 1 s.",
        result: null,
      });
    }

    // The bucket refills continuously: one second later, two more calls go through.
    clock += 1_000;
    const next = await Promise.all(
      Array.from({ length: 5 }, () => call('/api/coupon/v1/validate?cpnNo=FAKE0001')),
    );
    expect(next.map((a) => a.status)).toEqual([200, 200, 429, 429, 429]);
    expect(seen).toHaveLength(122);

    // An idle hour refills it to one minute's worth, not more.
    clock += 3_600_000;
    const later = await Promise.all(
      Array.from({ length: 200 }, () => call('/api/coupon/v1/validate?cpnNo=FAKE0001')),
    );
    expect(later.filter((a) => a.status === 200)).toHaveLength(120);
  });

  it.each([
    ['premium', undefined, 200],
    ['enterprise', undefined, 380],
    ['personal', 180, 180],
    ['enterprise', 1_200, 1_200],
  ] as const)('the %s plan bucket, RATE_LIMIT_PER_MINUTE %s, holds %i', async (plan, set, size) => {
    const { fetch, seen } = recordingFetch(() => envelopeOf(0, wireStamp));
    const config = testConfig(set === undefined ? { plan } : { plan, rateLimitPerMinute: set });
    const call = client(testApi(config, { fetch, now: () => 0 }));
    const burst = await Promise.all(
      Array.from({ length: size + 20 }, () => call('/api/stamp/v1/validate?stampIdx=274')),
    );
    expect(seen).toHaveLength(size);
    expect(burst.filter((a) => a.status === 429)).toHaveLength(20);
  });

  it('statistics calls reach the service one at a time, and all of them are answered', async () => {
    let inFlight = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const { fetch, seen } = recordingFetch(async (request) => {
      if (request.url.includes('/coupon/')) return envelopeOf(0, wireCoupon);
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise<void>((resolve) => releases.push(resolve));
      inFlight -= 1;
      return envelopeOf(0, [{ ymd: '2026-11-21', hour: 9, acesCnt: 3, pernCnt: 2 }]);
    });
    const call = client(testApi(testConfig(), { fetch }));
    const pending = Promise.all(
      ['2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21'].map((ymd) =>
        call(`/api/statistics/v2/clicks-by-hour?ymd=${ymd}`),
      ),
    );
    // Meanwhile a coupon check is not held up behind them.
    await expect.poll(() => releases.length).toBe(1);
    expect((await call('/api/coupon/v1/validate?cpnNo=FAKE0001')).json.code).toBe(0);
    for (let served = 0; served < 5; served += 1) {
      await expect.poll(() => releases.length).toBe(served + 1);
      expect(inFlight).toBe(1);
      releases[served]?.();
    }
    const answers = await pending;
    expect(answers.map((a) => a.json.code)).toEqual([0, 0, 0, 0, 0]);
    expect(most).toBe(1);
    const statistics = seen.filter((s) => s.url.pathname.endsWith('/clicks-by-hour'));
    expect(statistics.map((s) => s.url.searchParams.get('ymd'))).toEqual([
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ]);
  });

  it('a statistics call whose browser leaves while it waits is never sent', async () => {
    const { fetch, seen } = recordingFetch(() => new Promise<Response>(() => {}));
    const call = client(testApi(testConfig({ upstreamTimeoutMs: 60_000 }), { fetch }));
    const first = new AbortController();
    const second = new AbortController();
    const answers = Promise.all([
      call('/api/statistics/v2/clicks-by-hour?ymd=2026-11-20', { signal: first.signal }),
      call('/api/statistics/v2/clicks-by-hour?ymd=2026-11-21', { signal: second.signal }),
    ]);
    await expect.poll(() => seen.length).toBe(1);
    second.abort();
    first.abort();
    expect((await answers).map((a) => a.status)).toEqual([499, 499]);
    expect(seen.map((s) => s.url.searchParams.get('ymd'))).toEqual(['2026-11-20']);
    expect(seen[0]?.signal?.aborted).toBe(true);
  });
});

describe('writes made safe at our layer', () => {
  it("two tills racing for a coupon's last use: exactly one succeeds", async () => {
    const { call, service } = setup();
    const redeem = () =>
      call('/api/coupon/v1/redeem', { method: 'PUT', body: { cpnNo: COUPON_FIXTURES.singleUse } });
    const answers = await Promise.all([redeem(), redeem()]);

    expect(answers.map((a) => a.json.code).sort()).toEqual([0, 1004]);
    expect(answers.find((a) => a.json.code === 1004)?.json.message).toBe(
      'This coupon has reached its use limit.',
    );
    expect(service.state.coupons.SINGLEUSE01?.useCnt).toBe(1);
  });

  it('exactly one succeeds even against a service that is loose about it', async () => {
    // A service that checks, waits, then counts: two redeems at once would both pass there.
    let useCnt = 0;
    const { fetch, seen } = recordingFetch(async (request) => {
      if (request.method === 'GET') {
        return useCnt >= 1
          ? envelopeOf(1004, null, 'This coupon has reached its use limit.')
          : envelopeOf(0, { ...wireCoupon, useCnt });
      }
      const before = useCnt;
      await new Promise((resolve) => setTimeout(resolve, 5));
      useCnt = before + 1;
      return envelopeOf(0);
    });
    const call = client(testApi(testConfig(), { fetch }));
    const redeem = (cpnNo: string) =>
      call('/api/coupon/v1/redeem', { method: 'PUT', body: { cpnNo } });
    const answers = await Promise.all([redeem('fake0001'), redeem('FAKE0001'), redeem('Fake0001')]);

    expect(answers.map((a) => a.json.code).sort()).toEqual([0, 1004, 1004]);
    expect(useCnt).toBe(1);
    expect(seen.filter((s) => s.method === 'PUT')).toHaveLength(1);
  });

  it('a validate that refuses stops the write', async () => {
    const { call, seen } = setup();
    const answer = await call('/api/stamp/v1/add', {
      method: 'PUT',
      body: { stampIdx: STAMP_FIXTURES.deactivated },
    });
    expect(answer.json.code).toBe(1204);
    expect(seen.map((s) => s.method)).toEqual(['GET']);
  });

  it('writes to different cards do not wait for each other', async () => {
    const releases: (() => void)[] = [];
    const { fetch, seen } = recordingFetch(async (request) => {
      if (request.method === 'GET') return envelopeOf(0, wireStamp);
      await new Promise<void>((resolve) => releases.push(resolve));
      return envelopeOf(0);
    });
    const call = client(testApi(testConfig(), { fetch }));
    const pending = Promise.all(
      [274, 275, 276].map((stampIdx) =>
        call('/api/stamp/v1/add', { method: 'PUT', body: { stampIdx } }),
      ),
    );
    await expect.poll(() => releases.length).toBe(3);
    for (const release of releases) release();
    expect((await pending).map((a) => a.json.code)).toEqual([0, 0, 0]);
    expect(seen.filter((s) => s.method === 'PUT')).toHaveLength(3);
  });
});
