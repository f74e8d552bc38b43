// @vitest-environment node
import { SIMULATED_SERVICE_HEADER } from '../upstream-send';
import type { DemoSettings } from '../../src/lib/demo-controls';
import type { RecordedRequest } from './request-log';
import {
  startSimulatedServiceServer,
  type SimulatedServiceServer,
} from './simulated-service-server';

interface Envelope {
  code: number;
  message: string;
  result: unknown;
}

interface WireCoupon {
  cpnNo: string;
  nm: string;
  disc: number;
  discTypeIdx: number;
  useLimit: number;
  useCnt: number;
  grpNm: string | null;
}

let sim: SimulatedServiceServer;

beforeEach(async () => {
  sim = await startSimulatedServiceServer({ port: 0, now: '2026-11-21T10:30:00+09:00' });
});

afterEach(async () => {
  await sim.close();
});

async function call(
  method: string,
  path: string,
  init: { body?: unknown; headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<{ status: number; headers: Headers; json: Envelope }> {
  const response = await fetch(`${sim.url}${path}`, {
    method,
    headers: {
      'Accept-Language': 'en',
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...init.headers,
    },
    body: init.body === undefined ? null : JSON.stringify(init.body),
    signal: init.signal ?? AbortSignal.timeout(5_000),
  });
  return {
    status: response.status,
    headers: response.headers,
    json: (await response.json()) as Envelope,
  };
}

async function settings(patch: Partial<DemoSettings>): Promise<DemoSettings> {
  const response = await fetch(`${sim.url}/__sim/settings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(patch),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as DemoSettings;
}

async function recorded(): Promise<RecordedRequest[]> {
  return (await (await fetch(`${sim.url}/__sim/requests`)).json()) as RecordedRequest[];
}

describe('the simulated service over HTTP', () => {
  it('listens on a random local port and names it without a trailing slash', () => {
    expect(sim.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(Number(new URL(sim.url).port)).toBeGreaterThan(0);
  });

  it('refuses to start with a `now` that is not a date', async () => {
    await expect(startSimulatedServiceServer({ now: 'yesterday' })).rejects.toThrow(RangeError);
  });

  it('leaves out the demo build’s own images, which a live build does not have, also after a reset', async () => {
    const read = async () => {
      const coupon = (await (
        await fetch(`${sim.url}/api/coupon/v1/validate?cpnNo=WITHIMAGE01`)
      ).json()) as { result: { imgUrl: string | null } };
      const card = (await (
        await fetch(`${sim.url}/api/stamp/v1/validate?stampIdx=274`)
      ).json()) as {
        result: { stampImgUrl: string | null };
      };
      return [coupon.result.imgUrl, card.result.stampImgUrl];
    };
    expect(await read()).toEqual([null, null]);
    await fetch(`${sim.url}/__sim/reset`, { method: 'POST' });
    expect(await read()).toEqual([null, null]);
    expect(JSON.stringify(sim.service.state)).not.toContain('/demo/');
  });

  it('validates a seed coupon (PERCENT15) through a real fetch', async () => {
    const { status, headers, json } = await call('GET', '/api/coupon/v1/validate?cpnNo=PERCENT15');
    expect(status).toBe(200);
    // It says what it is, so our server's screens never call it the real service.
    expect(headers.get(SIMULATED_SERVICE_HEADER)).toBe('true');
    expect(json.code).toBe(0);
    expect(json.message).toBe('');
    expect(json.result).toMatchObject({
      cpnNo: 'PERCENT15',
      nm: 'Autumn sale 15%',
      discTypeIdx: 457,
      disc: 15,
      useLimit: 1,
      useCnt: 0,
      grpNm: 'Autumn campaign',
    } satisfies Partial<WireCoupon>);
  });

  it('creates a coupon, then validates it by the number it answered', async () => {
    const created = await call('POST', '/api/coupon/v1/create', {
      body: {
        nm: 'Sim server test',
        discTypeIdx: 458,
        disc: 3000,
        discCurrency: 'KRW',
        strtYmd: '2026-11-21',
        endYmd: '2026-12-31',
        useLimit: 1,
        cpnNo: 'simtest0001',
      },
    });
    expect(created.status).toBe(200);
    expect(created.json).toEqual({ code: 0, message: '', result: 'SIMTEST0001' });

    const read = await call('GET', '/api/coupon/v1/validate?cpnNo=SIMTEST0001');
    expect(read.json.code).toBe(0);
    expect(read.json.result).toMatchObject({
      cpnNo: 'SIMTEST0001',
      nm: 'Sim server test',
      discTypeIdx: 458,
      disc: 3000,
      useCnt: 0,
    });
  });

  it('refuses a stampIdx that is not a number with HTTP 400, code 653', async () => {
    const { status, json } = await call('GET', '/api/stamp/v1/validate?stampIdx=12abc');
    expect(status).toBe(400);
    expect(json.code).toBe(653);
    expect(json.result).toBeNull();
    expect(json.message).toContain('stampIdx');
  });

  it('answers in Korean when Accept-Language asks for it', async () => {
    const { json } = await call('GET', '/api/stamp/v1/validate?stampIdx=12abc', {
      headers: { 'Accept-Language': 'ko-KR,ko;q=0.9' },
    });
    expect(json.code).toBe(653);
    expect(json.message).toBe('잘못된 파라미터입니다: stampIdx은(는) 허용 범위의 정수여야 합니다.');
  });

  it('answers an unknown path with a 404 envelope, and a wrong method too', async () => {
    const unknown = await call('GET', '/api/coupon/v9/everything');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({
      code: 404,
      message: 'No such operation: GET /api/coupon/v9/everything',
      result: null,
    });
    const wrongMethod = await call('DELETE', '/api/coupon/v1/validate?cpnNo=PERCENT15');
    expect(wrongMethod.status).toBe(404);
    expect(wrongMethod.json.code).toBe(404);
    const korean = await call('GET', '/api/nothing', { headers: { 'Accept-Language': 'ko' } });
    expect(korean.json.message).toBe('없는 경로입니다: GET /api/nothing');
  });

  it('refuses a body over 1 MiB with a 413 envelope, and the service never sees it', async () => {
    const { status, json } = await call('POST', '/api/coupon/v1/create', {
      body: { nm: 'x'.repeat(1024 * 1024) },
    });
    expect(status).toBe(413);
    expect(json.code).toBe(413);
    expect(await recorded()).toEqual([]);
  });
});

describe('faults set through /__sim/settings', () => {
  it('network-error: the connection drops and fetch rejects', async () => {
    const updated = await settings({ fault: 'network-error' });
    expect(updated.fault).toBe('network-error');
    await expect(fetch(`${sim.url}/api/coupon/v1/validate?cpnNo=PERCENT15`)).rejects.toThrow(
      TypeError,
    );
  });

  it('rate-limit: HTTP 429 with Retry-After', async () => {
    await settings({ fault: 'rate-limit' });
    const { status, headers, json } = await call('GET', '/api/coupon/v1/validate?cpnNo=PERCENT15');
    expect(status).toBe(429);
    expect(headers.get('Retry-After')).toBe('30');
    expect(json).toEqual({ code: 429, message: 'Too many requests', result: null });
  });

  it('server-error: HTTP 500 envelope; non-json: an HTML page with HTTP 200', async () => {
    await settings({ fault: 'server-error' });
    const failed = await call('GET', '/api/stamp/v1/validate?stampIdx=274');
    expect(failed.status).toBe(500);
    expect(failed.json).toEqual({ code: 500, message: 'Internal server error', result: null });

    await settings({ fault: 'non-json' });
    const page = await fetch(`${sim.url}/api/stamp/v1/validate?stampIdx=274`);
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toBe('text/html');
    expect(await page.text()).toBe('<html><body><h1>502 Bad Gateway</h1></body></html>');
  });

  it('lost-response: the write lands and the connection drops without an answer', async () => {
    await settings({ fault: 'lost-response', faultOnce: true, faultOperations: ['stamp.add'] });
    await expect(call('PUT', '/api/stamp/v1/add', { body: { stampIdx: 274 } })).rejects.toThrow(
      TypeError,
    );
    const read = await call('GET', '/api/stamp/v1/validate?stampIdx=274');
    expect(read.json.result).toMatchObject({ stampUrl: 'https://vvd.bz/stamp/274', stamps: 4 });
  });

  it('late-write: the connection drops at once and the write lands later', async () => {
    await settings({
      fault: 'late-write',
      faultOnce: true,
      faultOperations: ['coupon.redeem'],
      lateWriteMs: 150,
    });
    await expect(
      call('PUT', '/api/coupon/v1/redeem', { body: { cpnNo: 'UNLIMITED01' } }),
    ).rejects.toThrow(TypeError);
    const before = await call('GET', '/api/coupon/v1/validate?cpnNo=UNLIMITED01');
    expect((before.json.result as WireCoupon).useCnt).toBe(42);
    await vi.waitFor(async () => {
      const after = await call('GET', '/api/coupon/v1/validate?cpnNo=UNLIMITED01');
      expect((after.json.result as WireCoupon).useCnt).toBe(43);
    });
  });

  it('applied-no-answer: the write lands while the client times out', async () => {
    await settings({
      fault: 'applied-no-answer',
      faultOnce: true,
      faultOperations: ['coupon.redeem'],
    });
    const started = performance.now();
    await expect(
      call('PUT', '/api/coupon/v1/redeem', {
        body: { cpnNo: 'UNLIMITED01' },
        signal: AbortSignal.timeout(300),
      }),
    ).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);

    const read = await call('GET', '/api/coupon/v1/validate?cpnNo=UNLIMITED01');
    expect(read.json.code).toBe(0);
    expect((read.json.result as WireCoupon).useCnt).toBe(43);
    // The fault was for one request only.
    expect((await settings({})).fault).toBe('none');
  });

  it('refuses a settings patch with an unknown field or a bad value, changing nothing', async () => {
    const typo = await call('POST', '/__sim/settings', { body: { falut: 'rate-limit' } });
    expect(typo.status).toBe(400);
    expect(typo.json.message).toContain('Unknown setting "falut"');
    const bad = await call('POST', '/__sim/settings', { body: { fault: 'gremlins' } });
    expect(bad.status).toBe(400);
    const current = (await (await fetch(`${sim.url}/__sim/settings`)).json()) as DemoSettings;
    expect(current.fault).toBe('none');
    expect(current.today).toBe('2026-11-21');
  });

  it('reset brings back the seed and the default settings', async () => {
    await call('PUT', '/api/coupon/v1/redeem', { body: { cpnNo: 'SINGLEUSE01' } });
    expect((await call('GET', '/api/coupon/v1/validate?cpnNo=SINGLEUSE01')).json.code).not.toBe(0);
    await settings({ fault: 'server-error', plan: 'enterprise' });

    const response = await fetch(`${sim.url}/__sim/reset`, { method: 'POST' });
    expect(response.status).toBe(200);
    const after = (await response.json()) as DemoSettings;
    expect(after.fault).toBe('none');
    expect(after.plan).toBe('premium');
    const read = await call('GET', '/api/coupon/v1/validate?cpnNo=SINGLEUSE01');
    expect(read.json.code).toBe(0);
    expect((read.json.result as WireCoupon).useCnt).toBe(0);
  });
});

describe('/__sim/requests', () => {
  it('records what reached the service: method, path, query, the four headers and the body', async () => {
    await call('GET', '/api/coupon/v1/validate?cpnNo=PERCENT15', {
      headers: {
        Authorization: 'APIKey test-key-123',
        'User-Agent': 'counter-pos/0.1.0 (test)',
        'Accept-Language': 'ko',
      },
    });
    await call('PUT', '/api/stamp/v1/add', {
      body: { stampIdx: 274 },
      headers: { Authorization: 'APIKey test-key-123', 'User-Agent': 'counter-pos/0.1.0 (test)' },
    });
    await call('GET', '/__sim/settings'); // control calls are not recorded

    const list = await recorded();
    expect(list).toEqual([
      {
        method: 'GET',
        path: '/api/coupon/v1/validate',
        query: { cpnNo: 'PERCENT15' },
        search: '?cpnNo=PERCENT15',
        headers: {
          authorization: 'APIKey test-key-123',
          'user-agent': 'counter-pos/0.1.0 (test)',
          'accept-language': 'ko',
          'content-type': null,
        },
        body: null,
      },
      {
        method: 'PUT',
        path: '/api/stamp/v1/add',
        query: {},
        search: '',
        headers: {
          authorization: 'APIKey test-key-123',
          'user-agent': 'counter-pos/0.1.0 (test)',
          'accept-language': 'en',
          'content-type': 'application/json',
        },
        body: { stampIdx: 274 },
      },
    ]);

    const cleared = await fetch(`${sim.url}/__sim/requests`, { method: 'DELETE' });
    expect(cleared.status).toBe(204);
    expect(await recorded()).toEqual([]);
  });

  // About a thousand real HTTP round trips: a few seconds on a loaded two-core machine.
  it('keeps the most recent 1,000', { timeout: 30_000 }, async () => {
    for (let batch = 0; batch < 21; batch += 1) {
      await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          call('GET', `/api/stamp/v1/validate?stampIdx=${String(batch * 50 + index)}`),
        ),
      );
    }
    const list = await recorded();
    expect(list).toHaveLength(1_000);
    const numbers = list.map((entry) => Number(entry.query.stampIdx)).sort((a, b) => a - b);
    expect(numbers[0]).toBe(50);
    expect(numbers.at(-1)).toBe(1_049);
  });
});

describe('close()', () => {
  it('finishes promptly while a request hangs (no-answer), and the hanging fetch fails', async () => {
    await settings({ fault: 'no-answer' });
    const hanging = fetch(`${sim.url}/api/coupon/v1/validate?cpnNo=PERCENT15`);
    const outcome = hanging.then(
      () => 'answered',
      (error: unknown) => (error instanceof Error ? error.name : 'rejected'),
    );
    await vi.waitFor(async () => expect(await recorded()).toHaveLength(1));

    const started = performance.now();
    await sim.close();
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(await outcome).toBe('TypeError');
    await expect(fetch(`${sim.url}/__sim/settings`)).rejects.toThrow(TypeError);
  });
});
