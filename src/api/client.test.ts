// @vitest-environment node
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as z from 'zod/mini';
import { apiRequest } from './client';
import { ApiError, type ApiErrorKind } from './errors';
import { couponSchema, redeemCoupon, validateCoupon } from './coupons';
import { Secret } from './secret';
import { validateStamp } from './stamps';

// Our server's health route: a request that gets no answer makes the client ask it.
const server = setupServer(
  http.get('http://localhost/healthz', () => HttpResponse.json({ status: 'ok' })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const VALIDATE = 'http://localhost/api/coupon/v1/validate';

const wireCoupon = {
  cpnNo: 'PERCENT15',
  domain: 'https://vvd.bz',
  nm: 'Autumn sale',
  grpIdx: 101,
  grpNm: 'Autumn',
  discTypeIdx: 457,
  disc: 15,
  discCurrency: null,
  formatDiscCurrency: '15%',
  strtYmd: '2026-11-01',
  endYmd: '2026-12-31',
  useLimit: 1,
  imgUrl: null,
  onsiteYn: 'N',
  onsitePwd: '',
  memo: '',
  url: null,
  userId: null,
  userNm: null,
  userPhnno: null,
  userEml: null,
  userEtc1: '',
  userEtc2: null,
  useCnt: 0,
  regYmdt: '2026-11-01 09:30:00',
  payloadVersion: 'v1',
};

function answer(result: unknown) {
  server.use(http.get(VALIDATE, () => HttpResponse.json({ code: 0, message: '', result })));
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
}

describe('apiRequest error kinds', () => {
  const cases: [string, () => Response | Promise<Response>, ApiErrorKind][] = [
    [
      'a body that is not JSON',
      () => new HttpResponse('<html>oops</html>', { status: 200 }),
      'unexpected',
    ],
    [
      'a 502 page that is not JSON',
      () => new HttpResponse('<html>Bad gateway</html>', { status: 502 }),
      'server',
    ],
    [
      'HTTP 500 with an envelope',
      () => HttpResponse.json({ code: 500, message: 'boom', result: null }, { status: 500 }),
      'server',
    ],
    ['HTTP 503 with no body', () => new HttpResponse(null, { status: 503 }), 'server'],
    [
      'HTTP 429',
      () => new HttpResponse('slow down', { status: 429, headers: { 'Retry-After': '30' } }),
      'rate-limited',
    ],
    [
      'HTTP 400 with code 653',
      () => HttpResponse.json({ code: 653, message: 'bad', result: null }, { status: 400 }),
      'invalid-parameter',
    ],
    [
      'a business refusal (code ≠ 0)',
      () => HttpResponse.json({ code: 1001, message: 'Coupon not found.', result: null }),
      'refused',
    ],
    ['JSON that is not an envelope', () => HttpResponse.json({ hello: 'world' }), 'unexpected'],
    [
      'code 0 with HTTP 404',
      () => HttpResponse.json({ code: 0, message: '', result: null }, { status: 404 }),
      'unexpected',
    ],
    ['a network failure', () => HttpResponse.error(), 'network'],
  ];

  it.each(cases)('%s', async (_name, respond, kind) => {
    server.use(http.get(VALIDATE, respond));
    const error = await failureOf(validateCoupon('PERCENT15'));
    expect(error.kind).toBe(kind);
    expect(error.operation).toBe('coupon.validate');
    // Only answers that prove nothing was done leave a write's outcome known.
    expect(error.outcomeUnknown).toBe(
      !['rate-limited', 'invalid-parameter', 'refused'].includes(kind),
    );
  });

  it('reads Retry-After for a 429', async () => {
    server.use(
      http.get(
        VALIDATE,
        () => new HttpResponse(null, { status: 429, headers: { 'Retry-After': '42' } }),
      ),
    );
    const error = await failureOf(validateCoupon('X'));
    expect(error.retryAfterSeconds).toBe(42);
    expect(error.status).toBe(429);
  });

  it('keeps the service message and code of a refusal', async () => {
    server.use(
      http.get(VALIDATE, () =>
        HttpResponse.json({ code: 1003, message: 'Expired.', result: null }),
      ),
    );
    const error = await failureOf(validateCoupon('X'));
    expect(error).toMatchObject({
      kind: 'refused',
      code: 1003,
      serviceMessage: 'Expired.',
      status: 200,
      saidBy: 'service',
    });
  });

  it('names our server as the one who said it when its answer says so', async () => {
    server.use(
      http.put('http://localhost/api/stamp/v1/redeem', () =>
        HttpResponse.json(
          { code: 422, message: 'The on-site password is incorrect.', result: null },
          { headers: { 'X-Said-By': 'server' } },
        ),
      ),
    );
    const error = await failureOf(
      apiRequest({
        operation: 'stamp.reward',
        method: 'PUT',
        path: '/api/stamp/v1/redeem',
        body: { stampIdx: 1 },
        result: z.unknown(),
      }),
    );
    expect(error).toMatchObject({ kind: 'refused', code: 422, saidBy: 'server' });
  });

  it('reads our server’s "not sent" as a refusal, not as a write that may have landed', async () => {
    server.use(
      http.put('http://localhost/api/coupon/v1/redeem', () =>
        HttpResponse.json(
          { code: 503, message: 'The audit log cannot be written right now.', result: null },
          { status: 503, headers: { 'X-Not-Sent': 'audit-log' } },
        ),
      ),
    );
    const error = await failureOf(redeemCoupon({ cpnNo: 'PERCENT15' }));
    expect(error).toMatchObject({
      kind: 'refused',
      status: 503,
      serviceMessage: 'The audit log cannot be written right now.',
      // Not sent is always our server's word, marked or not.
      saidBy: 'server',
    });
    expect(error.outcomeUnknown).toBe(false);
  });

  it('times out a response that never comes', async () => {
    server.use(
      http.get(VALIDATE, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const error = await failureOf(
      apiRequest({
        operation: 'coupon.validate',
        method: 'GET',
        path: '/api/coupon/v1/validate',
        result: z.unknown(),
        timeoutMs: 50,
      }),
    );
    expect(error.kind).toBe('timeout');
    expect(error.outcomeUnknown).toBe(true);
  });

  it('passes a caller’s own cancellation through untouched', async () => {
    server.use(
      http.get(VALIDATE, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = validateCoupon('X', controller.signal);
    controller.abort(new Error('unmounted'));
    await expect(pending).rejects.toThrow('unmounted');
  });

  it('a missing required field is an unexpected response', async () => {
    const { useCnt: _dropped, ...withoutUseCnt } = wireCoupon;
    answer(withoutUseCnt);
    const error = await failureOf(validateCoupon('PERCENT15'));
    expect(error.kind).toBe('unexpected');
  });

  it('a wrongly typed field is an unexpected response', async () => {
    answer({ ...wireCoupon, useLimit: 'many' });
    expect((await failureOf(validateCoupon('PERCENT15'))).kind).toBe('unexpected');
  });
});

describe('tolerance of real responses', () => {
  it('ignores unknown extra fields', async () => {
    answer({ ...wireCoupon, brandNewField: { nested: true }, cpnStatCd: 'ISSUED' });
    const coupon = await validateCoupon('PERCENT15');
    expect(coupon).not.toHaveProperty('brandNewField');
    expect(coupon).not.toHaveProperty('cpnStatCd');
    expect(coupon.nm).toBe('Autumn sale');
  });

  it('reads null, "" and missing optional text as null', async () => {
    const { userEtc2: _missing, ...rest } = wireCoupon;
    answer({ ...rest, memo: '', userNm: null, grpNm: '  ' });
    const coupon = await validateCoupon('PERCENT15');
    expect(coupon.memo).toBeNull();
    expect(coupon.userNm).toBeNull();
    expect(coupon.userEtc2).toBeNull();
    expect(coupon.grpNm).toBeNull();
  });

  it('reads 60.0 and "60" as integers, and rejects 1.5 for an integer', async () => {
    answer({ ...wireCoupon, useCnt: 60.0, useLimit: '1', grpIdx: '101.0' });
    const coupon = await validateCoupon('PERCENT15');
    expect(coupon.useCnt).toBe(60);
    expect(coupon.useLimit).toBe(1);
    expect(coupon.grpIdx).toBe(101);
    expect(couponSchema().safeParse({ ...wireCoupon, useCnt: 1.5 }).success).toBe(false);
  });

  it('reads a datetime where a date was expected, and lower-case y/n', () => {
    const parsed = couponSchema().parse({
      ...wireCoupon,
      endYmd: '2026-12-31 23:59:59',
      onsiteYn: 'y',
    });
    expect(parsed.endYmd).toBe('2026-12-31');
    expect(parsed.onsiteYn).toBe('Y');
  });

  it('never keeps onsitePwd in the parsed coupon', async () => {
    answer({ ...wireCoupon, onsiteYn: 'Y', onsitePwd: '1234' });
    const coupon = await validateCoupon('PERCENT15');
    expect(coupon).not.toHaveProperty('onsitePwd');
    expect(JSON.stringify(coupon)).not.toContain('1234');
  });
});

describe('requests', () => {
  it('sends Accept-Language, JSON and the revealed on-site password only on the wire', async () => {
    let seen: { language: string | null; type: string | null; body: unknown } | null = null;
    server.use(
      http.put('http://localhost/api/coupon/v1/redeem', async ({ request }) => {
        seen = {
          language: request.headers.get('Accept-Language'),
          type: request.headers.get('Content-Type'),
          body: await request.json(),
        };
        return HttpResponse.json({ code: 0, message: '', result: null });
      }),
    );
    const secret = new Secret('1234');
    await expect(
      redeemCoupon({ cpnNo: 'ONSITE01', onsitePwd: secret, memo: 'till 1' }),
    ).resolves.toBeNull();
    expect(seen).toEqual({
      language: 'en',
      type: 'application/json',
      body: { cpnNo: 'ONSITE01', onsitePwd: '1234', memo: 'till 1' },
    });
    expect(JSON.stringify({ secret })).toBe('{"secret":"[redacted]"}');
    expect(String(secret)).toBe('[redacted]');
  });

  it('refuses a stamp ID the service could not hold before sending anything', async () => {
    for (const bad of [1.5, 0, 2_147_483_648, Number.NaN]) {
      const error = await failureOf(validateStamp(bad));
      expect(error.kind).toBe('invalid-parameter');
      expect(error.status).toBeNull();
    }
  });
});
