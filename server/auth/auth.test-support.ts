import { getResponse } from 'msw';
import { createHandlers } from '../../src/mocks/handlers';
import { createSimulatedService } from '../../src/mocks/service';
import { testApi, testConfig } from '../api.test-support';
import type { AuditEntry, AuditEntryInput, AuditLog } from '../audit/types';
import { type TokenKey, tokenKeyFrom } from './tokens';
import { createAuth } from './auth';
import type { PinHasher } from './pin';
import { MemoryPinAttempts, type PinAttempts } from './pin-attempts';
import type { KeyedLock } from '../state/keyed-lock';
import { scryptPinHasher } from './pin-scrypt';
import { ROLES, type Role } from './roles';
import { browserCall } from './test-browser';
import {
  MemoryDeviceStore,
  MemorySessionStore,
  MemoryStaffStore,
  type StaffMember,
} from './stores';

/**
 * The sign-in tests' server (auth.test.ts, attacks.test.ts): sign-in in front of the simulated
 * service, a clock the test moves, and a browser with a cookie jar. Test support only.
 */

export const config = testConfig({ apiKey: 'sk_test_auth', appVersion: '1.0.0' });

export const PINS: Record<Role, string> = { counter: '1111', marketing: '222222', owner: '3333' };
export const NAMES: Record<Role, string> = {
  counter: 'Cora',
  marketing: 'Mina 민아',
  owner: 'Oscar',
};
let staffList: StaffMember[] = [];

/** One person of each role, PINs hashed as the server hashes them: call it in `beforeAll`. */
export async function prepareStaff(): Promise<void> {
  staffList = await Promise.all(
    ROLES.map(async (role) => ({
      id: `id-${role}`,
      name: NAMES[role],
      role,
      pinHash: await scryptPinHasher.hash(PINS[role]),
      createdAt: '2026-11-01T00:00:00.000Z',
    })),
  );
}

export class ArrayAuditLog implements AuditLog {
  readonly lines: AuditEntry[] = [];
  append(entry: AuditEntryInput): Promise<AuditEntry> {
    const line = { ...entry, seq: this.lines.length + 1, time: new Date().toISOString(), prev: '' };
    this.lines.push(line);
    return Promise.resolve(line);
  }
  read(): Promise<AuditEntry[]> {
    return Promise.resolve([...this.lines]);
  }
}

/**
 * A log whose disk can fail: appends and the readiness check throw while `failing`, or from the
 * append after the next `failAfter` ones.
 */
export class FailingAuditLog extends ArrayAuditLog {
  failing = false;
  failAfter: number | null = null;
  readyChecks = 0;
  override append(entry: AuditEntryInput): Promise<AuditEntry> {
    if (this.failAfter !== null) {
      if (this.failAfter === 0) this.failing = true;
      this.failAfter -= 1;
    }
    if (this.failing) return Promise.reject(new Error('ENOSPC: no space left on device'));
    return super.append(entry);
  }
  ready(): Promise<void> {
    this.readyChecks += 1;
    return this.failing
      ? Promise.reject(new Error('ENOSPC: no space left on device'))
      : Promise.resolve();
  }
}

/** The stored token digests' key, as node.ts derives it from the configuration's AUDIT_KEY. */
const TEST_TOKEN_KEY = await tokenKeyFrom(config.auditKey);

/** One server with sign-in, the simulated service behind it, and a clock the test moves. */
export function setup<Log extends ArrayAuditLog = ArrayAuditLog>(
  audit: Log = new ArrayAuditLog() as Log,
  options: {
    pins?: PinHasher;
    pinTallies?: PinAttempts;
    /** Kept from a server before: a restart keeps the paired devices (they are in a file). */
    devices?: MemoryDeviceStore;
    clock?: number;
    /** The per-coupon and per-card lines (a shared lock that can fail, say). */
    locks?: KeyedLock;
    /** Awaited before every write of a session (a start or a touch): a test holds one there. */
    beforeSessionWrite?: () => Promise<void>;
    /** Awaited before every end of a session: a test holds two ends together there. */
    beforeSessionDelete?: () => Promise<void>;
    /** The key of the stored token digests; as node.ts makes one by default. */
    tokenKey?: TokenKey | null;
    /** What the server puts around its log (node.ts: the figures' count of each line). */
    wrapAudit?: (log: AuditLog) => AuditLog;
  } = {},
) {
  let clock = options.clock ?? Date.parse('2026-11-22T01:00:00Z');
  const service = createSimulatedService({ now: '2026-11-22T10:00:00+09:00' });
  const handlers = createHandlers(service);
  const sent: { method: string; path: string; body: string }[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: await request.clone().text(),
    });
    const response = await getResponse(handlers, request);
    if (!response) throw new Error(`no handler for ${request.url}`);
    return response;
  };
  const devices = options.devices ?? new MemoryDeviceStore();
  const sessions = new MemorySessionStore();
  const staff = new MemoryStaffStore([...staffList]);
  /** Set to an error to make every session read fail, as a database that went away does. */
  let sessionsDown: Error | null = null;
  const reachable = <T>(read: () => Promise<T>) =>
    sessionsDown ? Promise.reject(sessionsDown) : read();
  const written = async <T>(write: () => Promise<T>) => {
    await options.beforeSessionWrite?.();
    return reachable(write);
  };
  const auth = createAuth({
    staff,
    devices,
    sessions: {
      get: (idHash) => reachable(() => sessions.get(idHash)),
      save: (session) => written(() => sessions.save(session)),
      touch: (idHash, lastSeenAt) => written(() => sessions.touch(idHash, lastSeenAt)),
      delete: async (idHash) => {
        await options.beforeSessionDelete?.();
        return reachable(() => sessions.delete(idHash));
      },
      deleteForDevice: (deviceId) => reachable(() => sessions.deleteForDevice(deviceId)),
      deleteAll: () => reachable(() => sessions.deleteAll()),
    },
    pins: options.pins ?? scryptPinHasher,
    pinAttempts: options.pinTallies ?? new MemoryPinAttempts(),
    audit: options.wrapAudit ? options.wrapAudit(audit) : audit,
    now: () => clock,
    tokenKey: options.tokenKey === undefined ? TEST_TOKEN_KEY : options.tokenKey,
  });
  const app = testApi(config, {
    fetch: fetchFn,
    auth,
    now: () => clock,
    ...(options.locks ? { locks: options.locks } : {}),
  });
  return {
    app,
    takeSessionsDown: (error: Error | null) => {
      sessionsDown = error;
    },
    audit,
    sent,
    staff,
    devices,
    /** The session rows as stored, for a test that writes one by hand. */
    sessionRows: sessions,
    now: () => clock,
    advance: (ms: number) => {
      clock += ms;
    },
    /** What node.ts's timer does: the counts of refusals whose minute is over, written. */
    flushRefusals: () => auth.flushRefusals(),
  };
}

export type Setup = ReturnType<typeof setup>;

export interface Answer {
  status: number;
  headers: Headers;
  json: { code: number; message: string; result: unknown; reason?: string };
  cookies: string[];
}

/**
 * The server's PIN hasher, counted, with every verify held at a gate until the test opens it: a
 * burst sent at once is then truly in flight together, whatever the machine's speed.
 */
export function heldPins() {
  let open: () => void = () => undefined;
  let gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const held = {
    verified: 0,
    waiting: 0,
    hash: (pin: string) => scryptPinHasher.hash(pin),
    async verify(pin: string, stored: string) {
      held.verified += 1;
      held.waiting += 1;
      await gate;
      held.waiting -= 1;
      return scryptPinHasher.verify(pin, stored);
    },
    open: () => open(),
    /** A new gate, shut. */
    shut: () => {
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
    },
  };
  return held;
}

/** Yields to the event loop until `done()` holds (no clock involved: a loaded machine only waits longer). */
export async function until(done: () => boolean): Promise<void> {
  for (let turn = 0; !done(); turn += 1) {
    if (turn > 100_000) throw new Error('until: never happened');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** A browser: a cookie jar, same-origin JSON, one language. */
export function browser(s: Setup) {
  const jar = new Map<string, string>();
  async function call(method: string, path: string, body?: unknown): Promise<Answer> {
    const { response, cookies } = await browserCall(s.app, jar, method, path, body);
    return {
      status: response.status,
      headers: response.headers,
      json: (await response.json()) as Answer['json'],
      cookies,
    };
  }
  return {
    jar,
    call,
    pair: (deviceName = 'Till 1') =>
      call('POST', '/api/auth/pair', { deviceName, ownerName: 'oscar', pin: PINS.owner }),
    unlock: (role: Role, pin = PINS[role]) =>
      call('POST', '/api/auth/unlock', { staffId: `id-${role}`, pin }),
  };
}

export type Browser = ReturnType<typeof browser>;
