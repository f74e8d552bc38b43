import type { Hono } from 'hono';
import { getResponse } from 'msw';
import type { ServerEnv } from '../env';
// The demo's own door to the simulated service, as server/sim is (eslint.config.js lets both
// import it); the live server's entry (node.ts) imports nothing of this folder.
import { createHandlers } from '../../src/mocks/handlers';
import { createSimulatedService, type SimulatedService } from '../../src/mocks/service';
import { answerApiError, createApi } from '../api';
import { MemoryAuditLog } from '../audit/memory-log';
import type { AuditKey } from '../audit/line';
import { createAuth } from '../auth/auth';
import { MemoryPinAttempts } from '../auth/pin-attempts';
import type { PinHasher } from '../auth/pin';
import type { TokenKey } from '../auth/tokens';
import { MemoryDeviceStore, MemorySessionStore, MemoryStaffStore } from '../auth/stores';
import type { StaffMember } from '../auth/stores';
import type { ServerConfig } from '../config';
import { memoryApiState } from '../state/memory';
import type { Role } from '../auth/roles';

/**
 * One demo shop (decision 0027): the simulated service and, in front of it, the live server's own
 * API, sign-in, write lines and audit log, all in this process's memory. Nothing here is a second
 * implementation: the routes are `createApi`'s and `createAuth`'s, called as a browser calls them.
 */

/** The demo shop's staff: one owner, one marketer, two at the counter. Their PINs are shown. */
export const DEMO_STAFF: readonly { id: string; name: string; role: Role; pin: string }[] = [
  { id: 'demo-owner', name: 'Olivia Owner', role: 'owner', pin: '2468' },
  { id: 'demo-marketing', name: 'Mina Marketing', role: 'marketing', pin: '8642' },
  { id: 'demo-counter', name: 'Chris Counter', role: 'counter', pin: '1357' },
  { id: 'demo-counter-2', name: '박지우', role: 'counter', pin: '9753' },
];

/** The till a demo browser is paired as on its first visit. */
export const DEMO_DEVICE_NAME = 'Demo till';

/** What every shop of one process shares: the PINs hashed once, the keys, the configuration. */
export interface DemoShopKit {
  config: ServerConfig;
  pins: PinHasher;
  staff: readonly StaffMember[];
  tokenKey: TokenKey;
  auditKey: AuditKey;
}

export interface DemoShop {
  service: SimulatedService;
  /** The live server's API for this shop, answering its own errors (as app.ts does around it). */
  api: Hono<ServerEnv>;
  audit: MemoryAuditLog;
}

/** Why a fetch into the simulated service gave up: as an aborted fetch says it. */
function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error
    ? signal.reason
    : new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * The way out to the simulated service, as a `fetch`: MSW's own request resolution over the
 * demo's handlers. A dropped connection (`HttpResponse.error()`) is a network error, and a
 * handler that never answers waits until the caller's signal gives up, as on the wire.
 */
export function simulatedFetch(service: SimulatedService): typeof fetch {
  const handlers = createHandlers(service);
  return async (input, init) => {
    const request = new Request(input, init);
    const signal = request.signal;
    if (signal.aborted) throw abortReason(signal);
    const answered = getResponse(handlers, request);
    const aborted = new Promise<never>((_, reject) => {
      signal.addEventListener('abort', () => reject(abortReason(signal)), { once: true });
    });
    const answer = await Promise.race([answered, aborted]);
    if (!answer) {
      const route = `${request.method} ${new URL(request.url).pathname}`;
      return Response.json(
        { code: 404, message: `No such operation: ${route}`, result: null },
        {
          status: 404,
        },
      );
    }
    if (answer.type === 'error') throw new TypeError('fetch failed');
    // Said on every answer of the simulated service (upstream-send.ts reads it).
    const headers = new Headers(answer.headers);
    headers.set('x-simulated-service', 'true');
    return new Response(answer.body, { status: answer.status, headers });
  };
}

/** The service's clock, pinned or not: the shop's log and write times follow it. */
function serviceNow(service: SimulatedService): number {
  const { fixedNow } = service.controls.getSettings();
  return fixedNow ? Date.parse(fixedNow) : Date.now();
}

/**
 * A shop on its own simulated service. `service` and `upstream` are for tests that put MSW in
 * Node in front of the service (as Epic Stack does): the service they built and the global
 * `fetch` MSW intercepts; by default the shop's own service through `simulatedFetch`.
 */
export function openDemoShop(
  kit: DemoShopKit,
  now: string | null = null,
  service: SimulatedService = createSimulatedService({ now }),
  upstream: typeof fetch = simulatedFetch(service),
): DemoShop {
  const clock = () => serviceNow(service);
  const audit = new MemoryAuditLog({
    timeZone: kit.config.serviceTimeZone,
    now: () => new Date(clock()),
    key: kit.auditKey,
  });
  const auth = createAuth({
    staff: new MemoryStaffStore([...kit.staff]),
    devices: new MemoryDeviceStore(),
    sessions: new MemorySessionStore(),
    pins: kit.pins,
    pinAttempts: new MemoryPinAttempts(),
    audit,
    tokenKey: kit.tokenKey,
  });
  const api = createApi(kit.config, {
    state: memoryApiState(kit.config.rateLimitPerMinute ?? 600),
    fetch: upstream,
    auth,
    now: clock,
  });
  api.onError(answerApiError);
  return { service, api, audit };
}
