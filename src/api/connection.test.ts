// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as z from 'zod/mini';
import { apiRequest } from './client';
import { ApiError } from './errors';
import { checkAfresh, checkConnection, connectionState } from './connection';

let health: 'up' | 'down' | 'html' = 'up';
const calls: string[] = [];
/** When set, the health route's next answer waits for it (a check under way). */
let hold: Promise<void> | null = null;
const server = setupServer(
  http.get('http://localhost/healthz', async () => {
    calls.push('healthz');
    const held = hold;
    hold = null;
    if (held) {
      await held;
      return HttpResponse.json({ status: 'ok' });
    }
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

  it('after the network changes, a check under way is not the answer: a new one follows it', async () => {
    let release: () => void = () => undefined;
    hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A check sent while the network was up, its answer still on the way.
    const under = checkConnection();
    await vi.waitFor(() => expect(calls).toEqual(['healthz']));
    // Then the network goes, and the browser says so.
    health = 'down';
    const afresh = checkAfresh();
    release();
    expect(await under).toBe('online');
    expect(await afresh).toBe('offline');
    expect(calls).toEqual(['healthz', 'healthz']);
    expect(connectionState()).toBe('offline');
    // With nothing under way it is a plain check.
    health = 'up';
    expect(await checkAfresh()).toBe('online');
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

  it('a late answer to a request sent before the check that found the network gone does not undo it', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('http://localhost/api/thing', async () => {
        calls.push('thing');
        await held;
        return HttpResponse.json({ code: 0, message: '', result: { ok: true } });
      }),
    );
    // A query sent while the network was up, its answer still on the way.
    const late = thing();
    await vi.waitFor(() => expect(calls).toEqual(['thing']));
    // The network goes; the check sent after it says so.
    health = 'down';
    expect(await checkAfresh()).toBe('offline');
    // Then the older request's answer lands: it is older news than that check.
    release();
    await expect(late).resolves.toEqual({ ok: true });
    expect(connectionState()).toBe('offline');
    // A request sent after the check, answered, is news: the way works again.
    health = 'up';
    server.resetHandlers();
    await expect(thing()).resolves.toEqual({ ok: true });
    expect(connectionState()).toBe('online');
  });
});
