import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AuditEntryInput, AuditLog, AuditOutcome } from '../audit/types';
import { type Lang, languageOf, message, type MessageName } from '../messages';
import { cleanName, sameName } from './names';
import { isPinShaped, type PinHasher } from './pin';
import { PinGuard } from './pin-guard';
import { allows, AUDITED_WRITES, type Operation, type Role } from './roles';
import type { Device, DeviceStore, Session, SessionStore, StaffMember, StaffStore } from './stores';
import { isTokenShaped, randomId, randomToken, sha256Hex } from './tokens';

/**
 * Live mode's sign-in (issue 13), written to OWASP ASVS's session chapter:
 * - a device is paired once with an owner's PIN and keeps a long-lived, revocable cookie;
 * - staff unlock it with their own PIN, which starts a session: an opaque random id in a
 *   `__Host-` cookie (HttpOnly, Secure, SameSite=Strict), a new id at every unlock (V3.2.1);
 * - a session locks after the device's idle time (2–15 minutes, default 5) and ends after 12
 *   hours whatever happens (V3.3.1, V3.3.2: docs/decisions/0013-staff-sign-in.md says why
 *   these two numbers);
 * - five wrong PINs in five minutes pause the device's PIN entry for 30 s; ten in a row unpair it.
 * Every attempt, lock and audited write goes to the audit log before its answer leaves.
 *
 * Nothing here knows Node: tokens come from Web Crypto, PIN hashing and the stores are injected.
 */

export const SESSION_LIMITS = {
  /** The absolute lifetime of a session: one long shift. */
  absoluteMs: 12 * 60 * 60_000,
  /**
   * The server locks a session this long after the device's idle time. The app locks itself at
   * the idle time exactly and tells the server of activity at most once a minute, so the server's
   * view of the last activity may be up to a minute old: this margin keeps it from locking a
   * person who is using the device, while still locking a tab that was closed or cut off.
   */
  idleGraceMs: 90_000,
} as const;

export const IDLE_LOCK_MINUTES = { min: 2, max: 15, default: 5 } as const;

/** A device cookie lasts as long as browsers keep one (Chromium caps at 400 days). */
const DEVICE_COOKIE_SECONDS = 400 * 24 * 60 * 60;
const COOKIES = { device: 'pos-device', session: 'pos-session' } as const;
/** Both cookies: `__Host-` (this origin only, Path=/, no Domain), script cannot read them, https. */
const HOST_COOKIE = {
  prefix: 'host',
  path: '/',
  secure: true,
  httpOnly: true,
  sameSite: 'Strict',
} as const;

export type AuthReason =
  | 'unpaired'
  | 'signed-out'
  | 'locked'
  | 'expired'
  | 'forbidden'
  | 'wrong-pin'
  | 'paused'
  | 'device-revoked'
  | 'invalid';

export interface Identity {
  device: Device;
  staff: StaffMember;
  session: Session;
}

export interface AuthDeps {
  staff: StaffStore;
  devices: DeviceStore;
  sessions: SessionStore;
  pins: PinHasher;
  audit: AuditLog;
  /** Milliseconds. */
  now?: () => number;
}

export interface Auth {
  /** The sign-in routes under /api/auth, and the audit log's under /api/audit. */
  routes: Hono;
  /** Lets a call through only for a signed-in person whose role may do `operation`. */
  guard(operation: Operation): MiddlewareHandler;
  /** Who made this call (after `guard` let it through). */
  identityOf(c: Context): Identity | null;
  /** What the audit line of this call names as its target (a coupon, a card). */
  setTarget(c: Context, target: string | null): void;
  /** The log the guard writes: taking back a stamp reads its recent lines (stamp-undo-window.ts). */
  audit: AuditLog;
}

interface Resolved {
  device: Device | null;
  session: Session | null;
  staff: StaffMember | null;
  /** Why nobody is signed in, when nobody is. */
  reason: 'unpaired' | 'signed-out' | 'locked' | 'expired' | null;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** An error in one line for the server's log: its name and message (an fs error's code is in it). */
function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** The outcome of a write, from the answer our API gives the browser. */
export function outcomeOfAnswer(status: number, code: unknown): AuditOutcome {
  if (status === 200 && code === 0) return 'ok';
  // No answer from the service, or one we could not trust: the write may have landed.
  if (status >= 500 || status === 499) return 'unknown';
  return 'refused';
}

export function createAuth(deps: AuthDeps): Auth {
  const now = deps.now ?? (() => Date.now());
  const pinGuard = new PinGuard(now);
  const identities = new WeakMap<Context, Identity>();
  const targets = new WeakMap<Context, string | null>();
  const requestIds = new WeakMap<Context, string>();
  const langOf = (c: Context): Lang => languageOf(c.req.header('Accept-Language'));
  // Compared with a wrong owner's name, so a made-up name costs as long as a wrong PIN.
  const decoyHash = deps.pins.hash('000000');

  function requestIdOf(c: Context): string {
    let id = requestIds.get(c);
    if (!id) {
      id = crypto.randomUUID();
      requestIds.set(c, id);
      c.header('X-Request-Id', id);
    }
    return id;
  }

  function auditEntry(
    c: Context,
    who: { device: Device | null; staff: StaffMember | null },
    entry: Pick<AuditEntryInput, 'operation' | 'target' | 'outcome'> & { detail?: string },
  ): AuditEntryInput {
    return {
      requestId: requestIdOf(c),
      device: who.device ? `${who.device.name} (${who.device.id})` : null,
      staff: who.staff?.name ?? null,
      role: who.staff?.role ?? null,
      ...entry,
    };
  }

  async function audit(
    c: Context,
    who: { device: Device | null; staff: StaffMember | null },
    entry: Pick<AuditEntryInput, 'operation' | 'target' | 'outcome'> & { detail?: string },
  ): Promise<void> {
    await deps.audit.append(auditEntry(c, who, entry));
  }

  /**
   * Set when a write's line could not be written; from then on each write first asks the log
   * whether it can write now, and is refused before it is sent while it cannot.
   */
  let auditFailing = false;

  /** A write refused because its line could not be logged: nothing was sent to the service. */
  function auditUnavailable(c: Context): Response {
    c.header('Cache-Control', 'no-store');
    // The app reads this as a refusal (nothing done), not as a server error that may have landed.
    c.header('X-Not-Sent', 'audit-log');
    return c.json(
      { code: 503, message: message('auditUnavailable', langOf(c)), result: null },
      503,
    );
  }

  function reply(c: Context, result: unknown): Response {
    c.header('Cache-Control', 'no-store');
    return c.json({ code: 0, message: '', result });
  }

  function refuse(
    c: Context,
    status: 400 | 401 | 403 | 429,
    reason: AuthReason,
    name: MessageName,
    params: Record<string, string | number> = {},
    retryAfterSeconds?: number,
  ): Response {
    c.header('Cache-Control', 'no-store');
    c.header('X-Auth-Reason', reason);
    if (retryAfterSeconds !== undefined) c.header('Retry-After', String(retryAfterSeconds));
    return c.json(
      { code: status, message: message(name, langOf(c), params), result: null, reason },
      status,
    );
  }

  const reasonMessage = {
    unpaired: 'authUnpaired',
    'signed-out': 'authSignedOut',
    locked: 'authLocked',
    expired: 'authExpired',
  } as const satisfies Record<NonNullable<Resolved['reason']>, MessageName>;

  async function deviceOf(c: Context): Promise<Device | null> {
    const token = getCookie(c, COOKIES.device, 'host');
    if (!isTokenShaped(token)) return null;
    const device = await deps.devices.byTokenHash(await sha256Hex(token));
    return device && device.revokedAt === null ? device : null;
  }

  /**
   * Who is signed in on this request's device, ending (and logging) a session that has run past
   * its idle time or its lifetime. Touches nothing: a call that is let through touches it.
   */
  async function resolve(c: Context): Promise<Resolved> {
    const device = await deviceOf(c);
    if (!device) return { device: null, session: null, staff: null, reason: 'unpaired' };
    const token = getCookie(c, COOKIES.session, 'host');
    if (!isTokenShaped(token)) {
      return { device, session: null, staff: null, reason: 'signed-out' };
    }
    const session = await deps.sessions.get(await sha256Hex(token));
    if (!session || session.deviceId !== device.id) {
      return { device, session: null, staff: null, reason: 'signed-out' };
    }
    const staff = (await deps.staff.list()).find((s) => s.id === session.staffId) ?? null;
    if (!staff) {
      // Removed from the staff list since the unlock: signed out at once.
      await deps.sessions.delete(session.idHash);
      return { device, session: null, staff: null, reason: 'signed-out' };
    }
    const at = now();
    const ended: 'expired' | 'locked' | null =
      at - session.createdAt >= SESSION_LIMITS.absoluteMs
        ? 'expired'
        : at - session.lastSeenAt >= device.idleLockMinutes * 60_000 + SESSION_LIMITS.idleGraceMs
          ? 'locked'
          : null;
    if (ended) {
      await deps.sessions.delete(session.idHash);
      await audit(
        c,
        { device, staff },
        {
          operation: 'lock',
          target: null,
          outcome: 'ok',
          detail: ended === 'expired' ? 'after 12 hours' : 'idle (server)',
        },
      );
      return { device, session: null, staff: null, reason: ended };
    }
    return { device, session, staff, reason: null };
  }

  async function stateOf(resolved: Pick<Resolved, 'device' | 'session' | 'staff'>) {
    const { device, session, staff } = resolved;
    const everyone = device ? await deps.staff.list() : [];
    const paused = pinGuard.pausedUntil(device ? device.id : 'pair');
    return {
      device: device
        ? { id: device.id, name: device.name, idleLockMinutes: device.idleLockMinutes }
        : null,
      staff: everyone
        .map((s) => ({ id: s.id, name: s.name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      session:
        session && staff
          ? {
              staff: { id: staff.id, name: staff.name, role: staff.role },
              expiresAt: iso(session.createdAt + SESSION_LIMITS.absoluteMs),
            }
          : null,
      pausedUntil: paused === null ? null : iso(paused),
    };
  }

  /** A new session, under a new id, for this device; any earlier session of the device ends. */
  async function startSession(c: Context, device: Device, staff: StaffMember): Promise<Session> {
    await deps.sessions.deleteWhere((s) => s.deviceId === device.id);
    const token = randomToken();
    const at = now();
    const session: Session = {
      idHash: await sha256Hex(token),
      deviceId: device.id,
      staffId: staff.id,
      createdAt: at,
      lastSeenAt: at,
    };
    await deps.sessions.save(session);
    setCookie(c, COOKIES.session, token, {
      ...HOST_COOKIE,
      maxAge: SESSION_LIMITS.absoluteMs / 1000,
    });
    return session;
  }

  function endSessionCookie(c: Context): void {
    deleteCookie(c, COOKIES.session, HOST_COOKIE);
  }

  async function readJson(c: Context): Promise<Record<string, unknown> | null> {
    const text = await c.req.text();
    if (text.length > 2_048) return null;
    try {
      const value: unknown = JSON.parse(text);
      return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : null;
    } catch {
      return null;
    }
  }

  /** The pause's answer, with the seconds still to wait. */
  function paused(c: Context, until: number): Response {
    const seconds = Math.max(1, Math.ceil((until - now()) / 1000));
    return refuse(c, 429, 'paused', 'authPaused', { seconds }, seconds);
  }

  /** The device's cookie opens nothing from now on, and its session ends. */
  async function revokeDevice(device: Device): Promise<void> {
    await deps.devices.save({ ...device, revokedAt: iso(now()) });
    await deps.sessions.deleteWhere((s) => s.deviceId === device.id);
  }

  const routes = new Hono();

  routes.get('/api/auth/state', async (c) => {
    requestIdOf(c);
    return reply(c, await stateOf(await resolve(c)));
  });

  routes.post('/api/auth/pair', async (c) => {
    const body = await readJson(c);
    const deviceName = cleanName(body?.deviceName, 40);
    const ownerName = cleanName(body?.ownerName, 80);
    if (!deviceName || !ownerName || !isPinShaped(body?.pin)) {
      return refuse(c, 400, 'invalid', 'authInvalid', {
        detail: 'deviceName (1–40 characters), ownerName and a 4–6 digit pin',
      });
    }
    const pausedUntil = pinGuard.pausedUntil('pair');
    if (pausedUntil !== null) return paused(c, pausedUntil);
    const owner = (await deps.staff.list()).find(
      (s) => s.role === 'owner' && sameName(s.name, ownerName),
    );
    const right = await deps.pins.verify(body.pin, owner?.pinHash ?? (await decoyHash));
    if (!owner || !right) {
      const failure = pinGuard.wrong('pair');
      await audit(
        c,
        { device: null, staff: owner ?? null },
        {
          operation: 'pair',
          target: deviceName,
          outcome: 'refused',
          detail: owner ? 'wrong PIN' : 'no such owner',
        },
      );
      if (failure.kind === 'wrong' && failure.pausedUntil !== null) {
        return paused(c, failure.pausedUntil);
      }
      return refuse(c, 401, 'wrong-pin', 'authWrongOwner');
    }
    pinGuard.right('pair');
    // A browser paired before gives up its old pairing: one browser, one device.
    const previous = await deviceOf(c);
    if (previous) await revokeDevice(previous);
    const token = randomToken();
    const device: Device = {
      id: randomId(),
      name: deviceName,
      tokenHash: await sha256Hex(token),
      pairedAt: iso(now()),
      pairedBy: owner.name,
      idleLockMinutes: IDLE_LOCK_MINUTES.default,
      revokedAt: null,
    };
    await deps.devices.save(device);
    setCookie(c, COOKIES.device, token, { ...HOST_COOKIE, maxAge: DEVICE_COOKIE_SECONDS });
    const session = await startSession(c, device, owner);
    await audit(
      c,
      { device, staff: owner },
      {
        operation: 'pair',
        target: deviceName,
        outcome: 'ok',
      },
    );
    return reply(c, await stateOf({ device, session, staff: owner }));
  });

  routes.post('/api/auth/unlock', async (c) => {
    const body = await readJson(c);
    const device = await deviceOf(c);
    if (!device) return refuse(c, 401, 'unpaired', 'authUnpaired');
    if (typeof body?.staffId !== 'string' || !isPinShaped(body.pin)) {
      return refuse(c, 400, 'invalid', 'authInvalid', { detail: 'staffId and a 4–6 digit pin' });
    }
    const pausedUntil = pinGuard.pausedUntil(device.id);
    if (pausedUntil !== null) return paused(c, pausedUntil);
    const staff = (await deps.staff.list()).find((s) => s.id === body.staffId) ?? null;
    const right = await deps.pins.verify(body.pin, staff?.pinHash ?? (await decoyHash));
    if (!staff || !right) {
      const failure = pinGuard.wrong(device.id);
      if (failure.kind === 'revoke') {
        await revokeDevice(device);
        await audit(
          c,
          { device, staff },
          {
            operation: 'unlock',
            target: null,
            outcome: 'refused',
            detail: 'wrong PIN; ten in a row: device unpaired',
          },
        );
        endSessionCookie(c);
        return refuse(c, 401, 'device-revoked', 'authDeviceRevoked');
      }
      await audit(
        c,
        { device, staff },
        {
          operation: 'unlock',
          target: null,
          outcome: 'refused',
          detail: staff ? 'wrong PIN' : 'no such staff',
        },
      );
      if (failure.pausedUntil !== null) return paused(c, failure.pausedUntil);
      return refuse(c, 401, 'wrong-pin', 'authWrongPin');
    }
    pinGuard.right(device.id);
    const session = await startSession(c, device, staff);
    await audit(c, { device, staff }, { operation: 'unlock', target: null, outcome: 'ok' });
    return reply(c, await stateOf({ device, session, staff }));
  });

  routes.post('/api/auth/lock', async (c) => {
    const body = await readJson(c);
    const resolved = await resolve(c);
    if (resolved.session) {
      await deps.sessions.delete(resolved.session.idHash);
      await audit(c, resolved, {
        operation: 'lock',
        target: null,
        outcome: 'ok',
        detail: body?.reason === 'idle' ? 'idle' : 'by hand',
      });
    }
    endSessionCookie(c);
    return reply(c, await stateOf({ device: resolved.device, session: null, staff: null }));
  });

  /** Resolves, refuses when nobody may act, touches the session, and records who acts. */
  async function admit(c: Context, operation: Operation | null): Promise<Response | Identity> {
    const resolved = await resolve(c);
    const { device, session, staff } = resolved;
    if (!device || !session || !staff) {
      const reason = resolved.reason ?? 'signed-out';
      if (operation) {
        await audit(c, resolved, {
          operation,
          target: null,
          outcome: 'refused',
          detail: reason,
        });
      }
      const minutes = device?.idleLockMinutes ?? IDLE_LOCK_MINUTES.default;
      return refuse(c, 401, reason, reasonMessage[reason], { minutes });
    }
    if (operation && !allows(staff.role, operation)) {
      await audit(c, resolved, {
        operation,
        target: null,
        outcome: 'refused',
        detail: `role ${staff.role}`,
      });
      return refuse(c, 403, 'forbidden', 'authForbidden', { role: staff.role });
    }
    const touched = { ...session, lastSeenAt: now() };
    await deps.sessions.save(touched);
    const identity = { device, staff, session: touched };
    identities.set(c, identity);
    return identity;
  }

  routes.post('/api/auth/touch', async (c) => {
    const admitted = await admit(c, null);
    if (admitted instanceof Response) return admitted;
    return reply(c, await stateOf(admitted));
  });

  routes.put('/api/auth/device', async (c) => {
    const admitted = await admit(c, 'deviceSettings');
    if (admitted instanceof Response) return admitted;
    const body = await readJson(c);
    const minutes = body?.idleLockMinutes;
    if (
      typeof minutes !== 'number' ||
      !Number.isInteger(minutes) ||
      minutes < IDLE_LOCK_MINUTES.min ||
      minutes > IDLE_LOCK_MINUTES.max
    ) {
      return refuse(c, 400, 'invalid', 'authInvalid', {
        detail: `idleLockMinutes must be a whole number from ${IDLE_LOCK_MINUTES.min} to ${IDLE_LOCK_MINUTES.max}`,
      });
    }
    const device = { ...admitted.device, idleLockMinutes: minutes };
    await deps.devices.save(device);
    await audit(c, admitted, {
      operation: 'deviceSettings',
      target: device.name,
      outcome: 'ok',
      detail: `idle lock ${minutes} min`,
    });
    return reply(c, await stateOf({ ...admitted, device }));
  });

  async function deviceList(current: Device) {
    return (await deps.devices.list())
      .sort((a, b) => a.pairedAt.localeCompare(b.pairedAt))
      .map((d) => ({
        id: d.id,
        name: d.name,
        pairedAt: d.pairedAt,
        pairedBy: d.pairedBy,
        idleLockMinutes: d.idleLockMinutes,
        revokedAt: d.revokedAt,
        current: d.id === current.id,
      }));
  }

  routes.get('/api/auth/devices', async (c) => {
    const admitted = await admit(c, 'deviceList');
    if (admitted instanceof Response) return admitted;
    return reply(c, await deviceList(admitted.device));
  });

  routes.post('/api/auth/devices/revoke', async (c) => {
    const admitted = await admit(c, 'deviceRevoke');
    if (admitted instanceof Response) return admitted;
    const body = await readJson(c);
    const target = (await deps.devices.list()).find((d) => d.id === body?.deviceId);
    if (!target) return refuse(c, 400, 'invalid', 'authInvalid', { detail: 'no such device' });
    if (target.revokedAt === null) await revokeDevice(target);
    await audit(c, admitted, {
      operation: 'deviceRevoke',
      target: `${target.name} (${target.id})`,
      outcome: 'ok',
    });
    return reply(c, await deviceList(admitted.device));
  });

  routes.post('/api/auth/sign-out-everyone', async (c) => {
    const admitted = await admit(c, 'signOutEveryone');
    if (admitted instanceof Response) return admitted;
    const count = await deps.sessions.deleteWhere(() => true);
    await audit(c, admitted, {
      operation: 'signOutEveryone',
      target: null,
      outcome: 'ok',
      detail: `${count} sessions ended`,
    });
    endSessionCookie(c);
    return reply(c, await stateOf({ device: admitted.device, session: null, staff: null }));
  });

  routes.get('/api/audit', async (c) => {
    const admitted = await admit(c, 'auditRead');
    if (admitted instanceof Response) return admitted;
    const day = c.req.query('day') ?? '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) {
      return refuse(c, 400, 'invalid', 'authInvalid', { detail: 'day must be YYYY-MM-DD' });
    }
    const staff = c.req.query('staff') || undefined;
    const operation = c.req.query('operation') || undefined;
    return reply(c, await deps.audit.read({ day, staff, operation }));
  });

  function guard(operation: Operation): MiddlewareHandler {
    return async (c, next) => {
      const admitted = await admit(c, operation);
      if (admitted instanceof Response) return admitted;
      const audited = AUDITED_WRITES.has(operation);
      if (audited && auditFailing) {
        try {
          await deps.audit.ready?.();
          auditFailing = false;
        } catch (error) {
          console.error(
            'Audit log: still cannot write; a write was refused unsent.',
            describe(error),
          );
          return auditUnavailable(c);
        }
      }
      await next();
      if (!audited) return undefined;
      // The write's line is on disk before its answer goes back to the browser.
      let code: unknown = null;
      let created: unknown = null;
      try {
        const answer = (await c.res.clone().json()) as { code?: unknown; result?: unknown };
        code = answer.code;
        // A creation answers with the new coupon's code.
        created = answer.result;
      } catch {
        // Not JSON: the outcome is judged by the status alone.
      }
      const status = c.res.status;
      const target =
        targets.get(c) ??
        (typeof created === 'string' || typeof created === 'number' ? String(created) : null);
      const entry = auditEntry(c, admitted, {
        operation,
        target,
        outcome: outcomeOfAnswer(status, code),
        ...(c.res.headers.get('Idempotent-Replayed')
          ? { detail: 'the first answer replayed (same Idempotency-Key)' }
          : status === 200 && code === 0
            ? {}
            : { detail: `HTTP ${status}, code ${String(code)}` }),
      });
      try {
        await deps.audit.append(entry);
      } catch (error) {
        // The service has answered: the browser gets that answer as it came (a 500 here would
        // tell the till "not sure" about a write whose outcome is known). The line goes whole to
        // the server's error output instead, and later writes wait until the log can write.
        auditFailing = true;
        console.error(
          'Audit log: this line could not be written; writes are refused until it can be:',
          JSON.stringify({ ...entry, time: new Date(now()).toISOString() }),
          describe(error),
        );
      }
      return undefined;
    };
  }

  return {
    routes,
    guard,
    identityOf: (c) => identities.get(c) ?? null,
    setTarget: (c, target) => targets.set(c, target),
    audit: deps.audit,
  };
}

export type { Role };
