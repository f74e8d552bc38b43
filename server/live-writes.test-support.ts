import { getResponse } from 'msw';
import { expect } from 'vitest';
import { createHandlers } from '../src/mocks/handlers';
import { createSimulatedService } from '../src/mocks/service';
import { testApi } from './api.test-support';
import { MemoryAuditLog } from './audit/memory-log';
import type { AuditLog } from './audit/types';
import { createAuth } from './auth/auth';
import type { PinHasher } from './auth/pin';
import { MemoryPinAttempts } from './auth/pin-attempts';
import type { Role } from './auth/roles';
import { MemoryDeviceStore, MemorySessionStore, MemoryStaffStore } from './auth/stores';
import { browserCall } from './auth/test-browser';
import type { ServerConfig } from './config';

/**
 * Our server in live mode with the simulated service behind it as the real one, a still clock,
 * and tills that pair, unlock and write: shared by the stamp-write and audit-facts tests.
 */

export const config: ServerConfig = {
  apiKey: 'sk_test_stamps',
  serviceBaseUrl: 'https://service.test',
  port: 8787,
  plan: 'premium',
  serviceTimeZone: 'Asia/Seoul',
  trustProxy: false,
  upstreamTimeoutMs: 2_000,
  appVersion: '1.0.0',
  auditKey: 'test-audit-key-0123456789abcdefghijklmnop',
};

/** PINs in clear: these tests are about stamps, not about hashing. */
const plainPins: PinHasher = {
  hash: (pin) => Promise.resolve(`plain:${pin}`),
  verify: (pin, stored) => Promise.resolve(stored === `plain:${pin}`),
};
export const PIN = '4321';
export const STAFF: { id: string; name: string; role: Role }[] = [
  { id: 'cora', name: 'Cora', role: 'counter' },
  { id: 'chris', name: 'Chris', role: 'counter' },
  { id: 'mina', name: 'Mina', role: 'marketing' },
  { id: 'oscar', name: 'Oscar', role: 'owner' },
];

interface SetupOptions {
  auth?: boolean;
  rateLimitPerMinute?: number;
}

/** Our server with the simulated service behind it as the real one, its audit log in memory. */
export function setup(options: SetupOptions = {}) {
  return setupOn((now) => new MemoryAuditLog({ now }), options);
}

/** The same, on the audit log `auditLog` makes on the still clock (on files, say). */
export function setupOn<Log extends AuditLog>(
  auditLog: (now: () => Date) => Log,
  { auth: withAuth = true, rateLimitPerMinute }: SetupOptions = {},
) {
  let clock = Date.parse('2026-11-22T05:00:00Z');
  const service = createSimulatedService({ now: '2026-11-22T14:00:00+09:00' });
  const handlers = createHandlers(service);
  const sent: { method: string; path: string; search: string; body: string }[] = [];
  /** Run once, just before the next write reaches the service (another party in between). */
  let beforeWrite: (() => void) | null = null;
  const fetchFn: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const { pathname: path, search } = new URL(request.url);
    sent.push({ method: request.method, path, search, body: await request.clone().text() });
    if (request.method !== 'GET' && beforeWrite) {
      beforeWrite();
      beforeWrite = null;
    }
    const response = await getResponse(handlers, request);
    if (!response) throw new Error(`no handler for ${request.url}`);
    return response;
  };
  const audit = auditLog(() => new Date(clock));
  const auth = withAuth
    ? createAuth({
        staff: new MemoryStaffStore(
          STAFF.map((person) => ({
            ...person,
            pinHash: `plain:${PIN}`,
            createdAt: '2026-11-01T00:00:00.000Z',
          })),
        ),
        devices: new MemoryDeviceStore(),
        sessions: new MemorySessionStore(),
        pins: plainPins,
        pinAttempts: new MemoryPinAttempts(),
        audit,
        now: () => clock,
      })
    : undefined;
  const configured = rateLimitPerMinute === undefined ? config : { ...config, rateLimitPerMinute };
  const app = testApi(configured, { fetch: fetchFn, auth, now: () => clock });
  return {
    app,
    service,
    audit,
    sent,
    /** What reached the service since `from`, as `METHOD path body`. */
    sentSince: (from: number) => sent.slice(from).map((s) => `${s.method} ${s.path} ${s.body}`),
    advance: (ms: number) => {
      clock += ms;
    },
    /** The still clock's time, in milliseconds. */
    nowMs: () => clock,
    beforeWrite: (run: () => void) => {
      beforeWrite = run;
    },
  };
}

export type Setup = ReturnType<typeof setup>;

/** A till: its own device cookie and session, same-origin JSON. */
export function till(s: Pick<Setup, 'app'>) {
  const jar = new Map<string, string>();
  async function call(method: string, path: string, body?: unknown) {
    const { response } = await browserCall(s.app, jar, method, path, body);
    const json = (await response.json()) as { code: number; message: string };
    return { status: response.status, ...json };
  }
  return {
    call,
    /** Its cookies, for a call whose headers a test reads (browserCall). */
    jar,
    async open(deviceName: string, staffId: string) {
      const paired = await call('POST', '/api/auth/pair', {
        deviceName,
        ownerName: 'Oscar',
        pin: PIN,
      });
      expect(paired.status).toBe(200);
      await this.unlock(staffId);
    },
    async unlock(staffId: string) {
      expect((await call('POST', '/api/auth/unlock', { staffId, pin: PIN })).status).toBe(200);
    },
    add: (stampIdx: number) => call('PUT', '/api/stamp/v1/add', { stampIdx }),
    remove: (stampIdx: number) => call('PUT', '/api/stamp/v1/remove', { stampIdx }),
  };
}
