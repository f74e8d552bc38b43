import { screen } from '@testing-library/react';
import { delay, http, HttpResponse, type HttpResponseResolver } from 'msw';
import { configureApiClient, getApiClientConfig } from '../../api/client';
import type { OperationName } from '../../api/errors';
import type { renderApp } from '../render-app';

/**
 * The faults of docs/api.md's "What the client must survive", one row each, for the reliability
 * suite (faults-writes.*.test.tsx, faults-reads.test.tsx). Each is installed on one operation only
 * and stays until `clearFaults`, so the read-backs and checks around a write are not hit by it.
 * They sit between the app and our server (test/app-hop.ts): what the app must survive is what
 * reaches it, whoever caused it; the service's own faults behind our server are the server's
 * tests' (server/api.test.ts).
 */
export const FAULTS = [
  '429 with Retry-After',
  '429 without Retry-After',
  '500',
  '200 with HTML',
  '200 with truncated JSON',
  'no answer (timeout)',
  'network drops after the service acted',
  'a 5-second answer',
] as const;
export type Fault = (typeof FAULTS)[number];

/**
 * The client's own timeout (src/api/client.ts), not the 2 s of the test setup: the 5-second answer
 * must be slow but fine, as in production. Fake timers jump over it, so no test waits for it.
 */
export const CLIENT_TIMEOUT_MS = 10_000;
export const SLOW_ANSWER_MS = 5_000;

/** For a file's tests: the production timeout, and the setup's back afterwards. */
export function withProductionTimeout(): void {
  let before = 0;
  beforeEach(() => {
    before = getApiClientConfig().timeoutMs;
    configureApiClient({ timeoutMs: CLIENT_TIMEOUT_MS });
  });
  afterEach(() => configureApiClient({ timeoutMs: before }));
}

const ROUTES: Record<OperationName, { method: 'get' | 'put' | 'post'; path: string }> = {
  'coupon.validate': { method: 'get', path: '/api/coupon/v1/validate' },
  'coupon.create': { method: 'post', path: '/api/coupon/v1/create' },
  'coupon.redeem': { method: 'put', path: '/api/coupon/v1/redeem' },
  'stamp.validate': { method: 'get', path: '/api/stamp/v1/validate' },
  'stamp.add': { method: 'put', path: '/api/stamp/v1/add' },
  'stamp.reward': { method: 'put', path: '/api/stamp/v1/redeem' },
  'stamp.remove': { method: 'put', path: '/api/stamp/v1/remove' },
  'statistics.clicksByHour': { method: 'get', path: '/api/statistics/v3/clicks-by-hour' },
};

const HTML = '<html><body><h1>502 Bad Gateway</h1></body></html>';
/** An envelope cut off mid-way, as a proxy that drops the connection would leave it. */
const TRUNCATED = '{"code":0,"message":"","result":{"cpnNo":"PERCE';

type App = Awaited<ReturnType<typeof renderApp>>;

/** Puts `fault` on every request of `operation` until `clearFaults`. */
export function installFault(app: App, operation: OperationName, fault: Fault): void {
  const { method, path } = ROUTES[operation];
  const on = (resolver: HttpResponseResolver) => app.hop.use(http[method](`*${path}`, resolver));
  const tooMany = { code: 429, message: 'Too many requests', result: null };
  switch (fault) {
    case '429 with Retry-After':
      return on(() =>
        HttpResponse.json(tooMany, { status: 429, headers: { 'Retry-After': '30' } }),
      );
    case '429 without Retry-After':
      return on(() => HttpResponse.json(tooMany, { status: 429 }));
    case '500':
      return on(() =>
        HttpResponse.json({ code: 500, message: 'Internal error', result: null }, { status: 500 }),
      );
    case '200 with HTML':
      return on(
        () => new HttpResponse(HTML, { status: 200, headers: { 'Content-Type': 'text/html' } }),
      );
    case '200 with truncated JSON':
      return on(
        () =>
          new HttpResponse(TRUNCATED, {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
      );
    case 'no answer (timeout)':
      return on(async () => {
        await delay('infinite');
        return HttpResponse.error();
      });
    case 'network drops after the service acted':
      // The request lands (our server sends it, the service applies it; a read just reads), then
      // the tablet's connection drops before the answer.
      return on(async ({ request }) => {
        await app.hop.pass(request);
        return HttpResponse.error();
      });
    case 'a 5-second answer':
      // Then on to the simulated service, which answers as usual.
      return on(async () => {
        await delay(SLOW_ANSWER_MS);
        return undefined;
      });
  }
}

export async function clearFaults(app: App) {
  app.hop.resetHandlers();
  await app.demo({ fault: 'none', faultOperations: null });
}

/** What the screen's live regions say now, all of them (the shell's empty ones left out). */
export const announcements = () =>
  screen
    .getAllByRole('status')
    .map((status) => status.textContent)
    .filter(Boolean)
    .join(' | ');
