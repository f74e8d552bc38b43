// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as z from 'zod/mini';
import { apiRequest } from './client';
import { ApiError } from './errors';
import { checkConnection, connectionState } from './connection';

let health: 'up' | 'down' | 'html' = 'up';
const calls: string[] = [];
const server = setupServer(
  http.get('http://localhost/healthz', () => {
    calls.push('healthz');
    if (health === 'down') return HttpResponse.error();
    // A captive portal's page: an answer, but not our server's.
    if (health === 'html') return HttpResponse.html('<p>Sign in to the Wi-Fi</p>');
    return HttpResponse.json({ status: 'ok' });
  }),
  http.get('http://localhost/api/thing', () => {
    calls.push('thing');
    return HttpResponse.json({ code: 0, message: '', result: { ok: true } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  health = 'up';
  calls.length = 0;
});
afterAll(() => server.close());

const thing = () =>
  apiRequest({
    operation: 'coupon.validate',
    method: 'GET',
    path: '/api/thing',
    result: z.object({ ok: z.boolean() }),
  });

describe('the connection, by the health route', () => {
  it('starts online, and a check decides', async () => {
    expect(connectionState()).toBe('online');
    health = 'down';
    expect(await checkConnection()).toBe('offline');
    health = 'up';
    expect(await checkConnection()).toBe('online');
  });

  it('reads a page that is not the health answer (a captive portal) as offline', async () => {
    health = 'html';
    expect(await checkConnection()).toBe('offline');
  });

  it('while offline, a request asks the health route again and, still offline, sends nothing', async () => {
    health = 'down';
    await checkConnection();
    calls.length = 0;
    const error = await thing().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('offline');
    // Refused before sending: a write refused so did nothing.
    expect((error as ApiError).outcomeUnknown).toBe(false);
    expect(calls).toEqual(['healthz']);
  });

  it('once the health route answers again, the request goes out', async () => {
    health = 'down';
    await checkConnection();
    health = 'up';
    calls.length = 0;
    await expect(thing()).resolves.toEqual({ ok: true });
    expect(calls).toEqual(['healthz', 'thing']);
    expect(connectionState()).toBe('online');
  });

  it('a request with no answer asks the health route; it alone says offline', async () => {
    server.use(http.get('http://localhost/api/thing', () => HttpResponse.error()));
    const error = await thing().catch((caught: unknown) => caught);
    expect((error as ApiError).kind).toBe('network');
    await vi.waitFor(() => expect(calls).toContain('healthz'));
    expect(connectionState()).toBe('online');
  });
});
