// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as z from 'zod/mini';
import { apiRequest, configureApiClient, getApiClientConfig } from './client';
import { ApiError } from './errors';

/**
 * The demo's simulated service starts after the first paint (main.tsx): until it is ready, a
 * request waits for it, and nothing is sent.
 */
const server = setupServer();
const { timeoutMs } = getApiClientConfig();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  configureApiClient({ ready: undefined, timeoutMs });
  vi.useRealTimers();
});
afterAll(() => server.close());

const VALIDATE = 'http://localhost/api/coupon/v1/validate';
const check = () =>
  apiRequest({
    operation: 'coupon.validate',
    method: 'GET',
    path: '/api/coupon/v1/validate',
    query: { cpnNo: 'PERCENT15' },
    result: z.object({ cpnNo: z.string() }),
  });

/** The service answers PERCENT15; the URLs that reached it are listed. */
function answerAndRecord(): string[] {
  const sent: string[] = [];
  server.use(
    http.get(VALIDATE, ({ request }) => {
      sent.push(request.url);
      return HttpResponse.json({ code: 0, message: '', result: { cpnNo: 'PERCENT15' } });
    }),
  );
  return sent;
}

function deferred() {
  let resolve = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('a request sent before the simulated service is ready', () => {
  it('is sent once the service is ready, and answered', async () => {
    const sent = answerAndRecord();
    const ready = deferred();
    configureApiClient({ ready: ready.promise });
    const answer = check();
    await new Promise((wait) => setTimeout(wait, 20));
    expect(sent).toEqual([]);
    ready.resolve();
    await expect(answer).resolves.toEqual({ cpnNo: 'PERCENT15' });
    expect(sent).toHaveLength(1);
  });

  it('counts its timeout from when the service is ready, not from when it was asked', async () => {
    vi.useFakeTimers();
    server.use(
      http.get(VALIDATE, () =>
        HttpResponse.json({ code: 0, message: '', result: { cpnNo: 'PERCENT15' } }),
      ),
    );
    const ready = deferred();
    configureApiClient({ ready: ready.promise, timeoutMs: 1_000 });
    const answer = check();
    // Longer than the timeout: the service is still starting, so this is not the request's time.
    await vi.advanceTimersByTimeAsync(5_000);
    vi.useRealTimers();
    ready.resolve();
    await expect(answer).resolves.toEqual({ cpnNo: 'PERCENT15' });
  });

  it('fails as a network failure, with nothing sent, when the service cannot start', async () => {
    const sent = answerAndRecord();
    const ready = deferred();
    configureApiClient({ ready: ready.promise });
    const answer = check();
    ready.reject(new Error('the worker could not be registered'));
    const error = await answer.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network', operation: 'coupon.validate' });
    expect(sent).toEqual([]);
  });
});
