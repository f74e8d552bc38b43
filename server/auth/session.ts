import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { MessageName } from '../messages';
import type { ServerContext } from '../env';
import { type Identity, iso, type Kit } from './kit';
import { PAIRING_KEY } from './pin-guard';
import { PIN_RULES } from './pin-rules';
import { EMPTY_SAMPLER, sampleRefusal } from './refusal-sampler';
import { allows, type Operation } from './roles';
import type { Device, Session, StaffMember } from './stores';
import { isTokenShaped, randomToken, sha256Hex, tokenDigest } from './tokens';

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

interface Resolved {
  device: Device | null;
  session: Session | null;
  staff: StaffMember | null;
  /** Why nobody is signed in, when nobody is. */
  reason: 'unpaired' | 'signed-out' | 'locked' | 'expired' | null;
}

/**
 * Sessions: who is signed in on a request's device (cookie → device → session → staff), starting
 * and ending sessions, and admitting a call for an operation (the guard and the owner routes).
 */
export function createSessions(kit: Kit) {
  const { deps, now, pinGuard, audit, refuse } = kit;

  const reasonMessage = {
    unpaired: 'authUnpaired',
    'signed-out': 'authSignedOut',
    locked: 'authLocked',
    expired: 'authExpired',
  } as const satisfies Record<NonNullable<Resolved['reason']>, MessageName>;

  /** The device this request's cookie names, revoked or not. */
  async function cookieDevice(c: ServerContext): Promise<Device | null> {
    const token = getCookie(c, COOKIES.device, 'host');
    if (!isTokenShaped(token)) return null;
    return deps.devices.byTokenHash(await tokenDigest(token));
  }

  /** The paired device of this request: its cookie names one that is not revoked. */
  async function deviceOf(c: ServerContext): Promise<Device | null> {
    const device = await cookieDevice(c);
    return device && device.revokedAt === null ? device : null;
  }

  /**
   * Who is signed in on this request's device, ending (and logging) a session that has run past
   * its idle time or its lifetime. Touches nothing: a call that is let through touches it.
   */
  async function resolve(c: ServerContext): Promise<Resolved> {
    const device = await deviceOf(c);
    if (!device) return { device: null, session: null, staff: null, reason: 'unpaired' };
    const token = getCookie(c, COOKIES.session, 'host');
    if (!isTokenShaped(token)) {
      return { device, session: null, staff: null, reason: 'signed-out' };
    }
    const session = await deps.sessions.get(await tokenDigest(token));
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
    const pausedUntil = device
      ? await pinGuard.devicePausedUntil(device.id)
      : (await pinGuard.state(PAIRING_KEY)).pausedUntil;
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
      pausedUntil: pausedUntil === null ? null : iso(pausedUntil),
    };
  }

  /** A new session, under a new id, for this device; any earlier session of the device ends. */
  async function startSession(
    c: ServerContext,
    device: Device,
    staff: StaffMember,
  ): Promise<Session> {
    await deps.sessions.deleteForDevice(device.id);
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

  /** The device's cookie, for 400 days (pairing). */
  function setDeviceCookie(c: ServerContext, token: string): void {
    setCookie(c, COOKIES.device, token, { ...HOST_COOKIE, maxAge: DEVICE_COOKIE_SECONDS });
  }

  function endSessionCookie(c: ServerContext): void {
    deleteCookie(c, COOKIES.session, HOST_COOKIE);
  }

  /** The pause's answer, with the seconds still to wait. */
  function paused(c: ServerContext, until: number): Response {
    const seconds = Math.max(1, Math.ceil((until - now()) / 1000));
    return refuse(c, 429, 'paused', 'authPaused', { seconds }, seconds);
  }

  /** Pairing locked: only the server's operator can open it again. */
  function pairingLocked(c: ServerContext): Response {
    return refuse(c, 429, 'pairing-locked', 'authPairingLocked', {
      attempts: PIN_RULES.pair.endAfter,
    });
  }

  /** The device's cookie opens nothing from now on, and its session ends. */
  async function revokeDevice(device: Device): Promise<void> {
    await deps.devices.save({ ...device, revokedAt: iso(now()) });
    await deps.sessions.deleteForDevice(device.id);
    await pinGuard.forgetDevice(device.id);
  }

  let unpairedSampler = EMPTY_SAMPLER;
  function sampleUnpaired() {
    const sampled = sampleRefusal(unpairedSampler, now());
    unpairedSampler = sampled.state;
    return sampled;
  }

  /** Resolves, refuses when nobody may act, touches the session, and records who acts. */
  async function admit(
    c: ServerContext,
    operation: Operation | null,
  ): Promise<Response | Identity> {
    const resolved = await resolve(c);
    const { device, session, staff } = resolved;
    if (!device || !session || !staff) {
      const reason = resolved.reason ?? 'signed-out';
      if (operation) {
        // A paired device's refusals, and a revoked one's (named), are logged one by one; a
        // stranger's as a sample that counts the rest. Calls that are no operation (the sign-in
        // state, touch) take no part in the sample.
        const revoked = device ? null : await cookieDevice(c);
        const sample = device || revoked ? { log: { unloggedBefore: 0 } } : sampleUnpaired();
        if (sample.log) {
          const { unloggedBefore } = sample.log;
          await audit(c, revoked ? { device: revoked, staff: null } : resolved, {
            operation,
            target: null,
            outcome: 'refused',
            detail: revoked
              ? 'device revoked'
              : unloggedBefore > 0
                ? `${reason} (and ${unloggedBefore} more refused since the line before, not logged one by one)`
                : reason,
          });
        }
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
    c.set('identity', identity);
    return identity;
  }

  return {
    deviceOf,
    resolve,
    stateOf,
    startSession,
    setDeviceCookie,
    endSessionCookie,
    paused,
    pairingLocked,
    revokeDevice,
    admit,
  };
}

export type Sessions = ReturnType<typeof createSessions>;
