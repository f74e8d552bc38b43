// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { testApi, testConfig } from './api.test-support';
import { MemoryIdempotencyStore } from './idempotency';

const config = testConfig({ apiKey: 'sk_test_idem', appVersion: '1.0.0' });

const coupon = {
  nm: 'Opening week',
  discTypeIdx: 457,
  disc: 10,
  strtYmd: '2026-11-21',
  endYmd: '2026-12-31',
  useLimit: 1,
  cpnNo: 'OPENWEEK2026',
};

/** A service that creates coupons, refuses a taken code, and can be told to fail or hang. */
function setup(store = new MemoryIdempotencyStore()) {
  const codes = new Set<string>();
  let sent = 0;
  let mode: 'answer' | 'fail' | 'hang' = 'answer';
  let release: () => void = () => {};
  const fetchFn: typeof fetch = async (_input, init) => {
    sent += 1;
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { cpnNo: string };
    if (mode === 'fail') return new Response('upstream trouble', { status: 500 });
    if (mode === 'hang') await new Promise<void>((resolve) => (release = resolve));
    if (codes.has(body.cpnNo)) {
      return Response.json({ code: 1002, message: 'The coupon number is in use.', result: null });
    }
    codes.add(body.cpnNo);
    return Response.json({ code: 0, message: 'OK', result: body.cpnNo });
  };
  const app = testApi(config, { fetch: fetchFn, idempotency: store });
  const create = async (body: object, key?: string) => {
    const response = await app.request('/api/coupon/v1/create', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Accept-Language': 'en',
        ...(key === undefined ? {} : { 'Idempotency-Key': key }),
      },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      replayed: response.headers.get('Idempotent-Replayed'),
      json: (await response.json()) as { code: number; message: string; result: unknown },
    };
  };
  return {
    create,
    sent: () => sent,
    setMode: (next: typeof mode) => {
      mode = next;
    },
    release: () => release(),
  };
}

describe("what a key's record keeps of the body", () => {
  it('a keyed fingerprint, never the on-site password, the phone or the e-mail', async () => {
    const claims: string[] = [];
    const store = new MemoryIdempotencyStore();
    const claim = store.claim.bind(store);
    store.claim = (scope, key, fingerprint) => {
      claims.push(fingerprint);
      return claim(scope, key, fingerprint);
    };
    const s = setup(store);
    const secretive = {
      ...coupon,
      onsiteYn: 'Y',
      onsitePwd: '8642',
      userPhnno: '010-9876-5432',
      userEml: 'jiwoo@example.com',
    };
    await s.create(secretive, 'create-intent-0100');
    const replay = await s.create(secretive, 'create-intent-0100');
    expect(replay.replayed).toBe('true');
    expect(claims).toHaveLength(2);
    expect(claims[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(claims[1]).toBe(claims[0]);
    expect(claims.join(' ')).not.toMatch(/8642|9876|jiwoo/);
  });
});

describe('coupon create with an Idempotency-Key', () => {
  it('the same key and body: the first answer again, and the service asked once', async () => {
    const s = setup();
    const first = await s.create(coupon, 'create-intent-0001');
    const second = await s.create(coupon, 'create-intent-0001');
    expect(first.json).toEqual({ code: 0, message: 'OK', result: 'OPENWEEK2026' });
    expect(second.json).toEqual(first.json);
    expect(second.replayed).toBe('true');
    expect(s.sent()).toBe(1);
  });

  it('the same key with another coupon: 422, nothing sent', async () => {
    const s = setup();
    await s.create(coupon, 'create-intent-0002');
    const other = await s.create({ ...coupon, disc: 20 }, 'create-intent-0002');
    expect(other.status).toBe(422);
    expect(other.json.message).toBe(
      'This Idempotency-Key was already used for a different coupon.',
    );
    expect(s.sent()).toBe(1);
  });

  it('the same key while the first is still running: 409, nothing sent', async () => {
    const s = setup();
    s.setMode('hang');
    const first = s.create(coupon, 'create-intent-0003');
    await expect.poll(() => s.sent()).toBe(1);
    const second = await s.create(coupon, 'create-intent-0003');
    expect(second.status).toBe(409);
    s.release();
    expect((await first).json.code).toBe(0);
    expect(s.sent()).toBe(1);
  });

  it('after a 5xx the key is free: the retry reaches the service', async () => {
    const s = setup();
    s.setMode('fail');
    expect((await s.create(coupon, 'create-intent-0004')).status).toBe(502);
    s.setMode('answer');
    const retry = await s.create(coupon, 'create-intent-0004');
    expect(retry.json.code).toBe(0);
    expect(retry.replayed).toBeNull();
    expect(s.sent()).toBe(2);
  });

  it('a refusal by the service is the answer to replay; no key means no replay', async () => {
    const s = setup();
    await s.create(coupon);
    const taken = await s.create(coupon, 'create-intent-0005');
    expect(taken.json.code).toBe(1002);
    expect((await s.create(coupon, 'create-intent-0005')).replayed).toBe('true');
    expect(s.sent()).toBe(2);
    expect((await s.create(coupon, 'bad key!')).status).toBe(400);
    expect(s.sent()).toBe(2);
  });
});
