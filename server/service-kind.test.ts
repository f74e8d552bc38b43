// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SERVICE_KIND_HEADER } from './api';
import { testApi } from './api.test-support';
import { config as CONFIG } from './live-writes.test-support';
import { SIMULATED_SERVICE_HEADER } from './upstream-send';

/** A service that answers every call, marked as our simulated one or not. */
function serviceMarked(simulated: boolean): typeof fetch {
  return () =>
    Promise.resolve(
      new Response(JSON.stringify({ code: 0, message: '', result: [] }), {
        headers: {
          'Content-Type': 'application/json',
          ...(simulated ? { [SIMULATED_SERVICE_HEADER]: 'true' } : {}),
        },
      }),
    );
}

const ask = (api: ReturnType<typeof testApi>) =>
  api.request('/api/statistics/v2/clicks-by-hour?ymd=2026-11-21');

// The live badge says where the figures come from: "simulated service" behind our own service
// simulator, never "real service" there.
describe('which service the figures come from', () => {
  it.each([
    ['our simulated service', true, 'simulated'],
    ['any other service', false, 'real'],
  ])('behind %s, every answer after the first says so', async (_, simulated, kind) => {
    const api = testApi(CONFIG, { fetch: serviceMarked(simulated) });
    const first = await ask(api);
    expect(first.status).toBe(200);
    expect(first.headers.get(SERVICE_KIND_HEADER)).toBe(kind);
    expect((await ask(api)).headers.get(SERVICE_KIND_HEADER)).toBe(kind);
  });

  it('says nothing before any answer came (a restart), and each server learns it for itself', async () => {
    const quiet = testApi(CONFIG, { fetch: serviceMarked(true) });
    const other = testApi(CONFIG, { fetch: serviceMarked(false) });
    await ask(other);
    // A call refused here before anything is sent: no answer from the service yet.
    const refused = await quiet.request('/api/statistics/v2/clicks-by-hour?ymd=not-a-day');
    expect(refused.headers.get(SERVICE_KIND_HEADER)).toBeNull();
    expect((await ask(quiet)).headers.get(SERVICE_KIND_HEADER)).toBe('simulated');
  });
});
