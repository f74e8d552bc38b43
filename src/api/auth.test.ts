// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getAuthState, readAuditLog, unlock } from './auth';
import { configureApiClient } from './client';
import { validateCoupon } from './coupons';
import { ApiError } from './errors';

// Our server's health route: a request that gets no answer makes the client ask it.
const server = setupServer(
  http.get('http://localhost/healthz', () => HttpResponse.json({ status: 'ok' })),
);
const onAuthRefused = vi.fn();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => configureApiClient({ onAuthRefused }));
afterEach(() => {
  server.resetHandlers();
  onAuthRefused.mockReset();
  configureApiClient({ onAuthRefused: undefined });
});
afterAll(() => server.close());

const STATE = {
  device: { id: 'dev-1', name: 'Till 1', idleLockMinutes: 5 },
  staff: [{ id: 'st-1', name: 'Jiwoo' }],
  session: null,
  pausedUntil: null,
};

/** Our server's sign-in refusal, as server/auth/kit.ts writes it. */
function refusal(status: number, reason: string, message: string, retryAfter?: number) {
  return HttpResponse.json(
    { code: status, message, result: null, reason },
    {
      status,
      headers: {
        'X-Auth-Reason': reason,
        ...(retryAfter === undefined ? {} : { 'Retry-After': String(retryAfter) }),
      },
    },
  );
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('sign-in calls through the one apiRequest', () => {
  it('read the state, checked at the boundary', async () => {
    server.use(
      http.get('http://localhost/api/auth/state', () =>
        HttpResponse.json({ code: 0, message: '', result: { ...STATE, extra: 'ignored' } }),
      ),
    );
    expect(await getAuthState()).toEqual(STATE);
  });

  it('turn a refusal into an ApiError of kind auth, with the reason, the words and the wait', async () => {
    server.use(
      http.post('http://localhost/api/auth/unlock', () =>
        refusal(429, 'paused', 'Too many wrong PINs.', 30),
      ),
    );
    const error = await failureOf(unlock({ staffId: 'st-1', pin: '0000' }));
    expect(error).toMatchObject({
      kind: 'auth',
      operation: 'auth.unlock',
      status: 429,
      authReason: 'paused',
      serviceMessage: 'Too many wrong PINs.',
      retryAfterSeconds: 30,
      outcomeUnknown: false,
    });
    // A wrong PIN or a pause ends nothing: the pad says it.
    expect(onAuthRefused).not.toHaveBeenCalled();
  });

  it.each([
    ['4', 4],
    ['0', 0],
    ['many', null],
    [null, null],
  ])('read how many wrong PINs are left from X-Pin-Tries-Left %j: %j', async (header, left) => {
    server.use(
      http.post('http://localhost/api/auth/unlock', () =>
        HttpResponse.json(
          { code: 401, message: 'Wrong PIN.', result: null, reason: 'wrong-pin' },
          {
            status: 401,
            headers: {
              'X-Auth-Reason': 'wrong-pin',
              ...(header === null ? {} : { 'X-Pin-Tries-Left': header }),
            },
          },
        ),
      ),
    );
    const error = await failureOf(unlock({ staffId: 'st-1', pin: '0000' }));
    expect(error.pinTriesLeft).toBe(left);
  });

  it('report a refusal that ends the pairing, once, where it is read', async () => {
    server.use(
      http.post('http://localhost/api/auth/unlock', () =>
        refusal(401, 'device-revoked', 'Unpaired.'),
      ),
    );
    const error = await failureOf(unlock({ staffId: 'st-1', pin: '0000' }));
    expect(error.authReason).toBe('device-revoked');
    expect(onAuthRefused).toHaveBeenCalledExactlyOnceWith('device-revoked');
  });

  it('say an answer that does not fit is unexpected, not a crash', async () => {
    server.use(
      http.get('http://localhost/api/auth/state', () =>
        HttpResponse.json({ code: 0, message: '', result: { device: 'Till 1' } }),
      ),
    );
    expect((await failureOf(getAuthState())).kind).toBe('unexpected');
  });

  it('leave empty audit filters out of the address', async () => {
    let asked = '';
    server.use(
      http.get('http://localhost/api/audit', ({ request }) => {
        asked = new URL(request.url).search;
        return HttpResponse.json({ code: 0, message: '', result: [] });
      }),
    );
    await readAuditLog({ day: '2026-11-21', staff: '', operation: 'couponRedeem' });
    expect(asked).toBe('?day=2026-11-21&operation=couponRedeem');
  });
});

describe('a service call refused by our server’s sign-in', () => {
  it('is a refusal like any other (nothing reached the service), and brings the pad', async () => {
    server.use(
      http.get('http://localhost/api/coupon/v1/validate', () => refusal(401, 'locked', 'Locked.')),
    );
    const error = await failureOf(validateCoupon('PERCENT15'));
    expect(error).toMatchObject({ kind: 'refused', authReason: 'locked', outcomeUnknown: false });
    expect(onAuthRefused).toHaveBeenCalledExactlyOnceWith('locked');
  });
});
