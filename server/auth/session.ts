import type { MessageName } from '../messages';
import type { ServerContext } from '../env';
import {
  deviceCookie,
  endSessionCookie,
  setDeviceCookie,
  setSessionCookie,
  signInCookies,
} from './cookies';
import { type Identity, iso, type Kit, type Who } from './kit';
import { PIN_RULES } from './pin-rules';
import {
  countedLine,
  minutesOver,
  noteRefusal,
  type RefusalMinute,
  type RefusalTally,
} from './refusal-tally';
import { allows, type Operation } from './roles';
import { IDLE_LOCK_MINUTES, SESSION_LIMITS } from './session-limits';
import { stateAnswerOf } from './state-answer';
import { type Device, lookupOverStores, type Session, type StaffMember } from './stores';
import { isTokenShaped, randomToken } from './tokens';

/**
 * The sign-in's sessions, one object built on the auth kit (createSessions, below). The cookies
 * that carry them are in cookies.ts; how long they last, in session-limits.ts.
 */

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
  const { deps, now, pinGuard, audit, auditEntry, refuse, digest } = kit;
  const lookup = deps.lookup ?? lookupOverStores(deps);
  const stateOf = stateAnswerOf(kit);

  const reasonMessage = {
    unpaired: 'authUnpaired',
    'signed-out': 'authSignedOut',
    locked: 'authLocked',
    expired: 'authExpired',
  } as const satisfies Record<NonNullable<Resolved['reason']>, MessageName>;

  /** The device this request's cookie names, revoked or not. */
  async function cookieDevice(c: ServerContext): Promise<Device | null> {
    const token = deviceCookie(c);
    if (!isTokenShaped(token)) return null;
    return deps.devices.byTokenHash(await digest(token));
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
    const { device: deviceToken, session: token } = signInCookies(c);
    const [deviceHash, sessionHash] = await Promise.all([
      isTokenShaped(deviceToken) ? digest(deviceToken) : null,
      isTokenShaped(token) ? digest(token) : null,
    ]);
    // The device, the session and its person in one read (on PostgreSQL, one query).
    const found = await lookup.find(deviceHash, sessionHash);
    const device = found.device && found.device.revokedAt === null ? found.device : null;
    const { session, staff } = found;
    if (!device) return { device: null, session: null, staff: null, reason: 'unpaired' };
    if (!session || session.deviceId !== device.id) {
      return { device, session: null, staff: null, reason: 'signed-out' };
    }
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
      // Two calls finding the session past its time at once: only the one that ended it logs it.
      if (await deps.sessions.delete(session.idHash)) {
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
      }
      return { device, session: null, staff: null, reason: ended };
    }
    return { device, session, staff, reason: null };
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
      idHash: await digest(token),
      deviceId: device.id,
      staffId: staff.id,
      createdAt: at,
      lastSeenAt: at,
    };
    await deps.sessions.save(session);
    setSessionCookie(c, token);
    return session;
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

  /** Refusals of the minute under way, per device (refusal-tally.ts). */
  let refusals: RefusalTally = new Map();

  /** A minute's counted refusals as one line, with their count. */
  async function writeCounted(minute: RefusalMinute): Promise<void> {
    const counted = countedLine(minute);
    if (!counted) return;
    await deps.audit.append({
      requestId: crypto.randomUUID(),
      ...minute.who,
      operation: minute.operation,
      target: null,
      outcome: 'refused',
      detail: counted.detail,
      facts: { calls: counted.calls },
    });
  }

  /**
   * A call refused before it reached the service: its own line when it is a device's first of
   * the minute, else counted into the minute's one line. The tally moves before anything is
   * awaited, so a burst at once is counted, not logged call by call.
   */
  async function refusal(c: ServerContext, who: Who, operation: Operation, detail: string) {
    const line = auditEntry(c, who, { operation, target: null, outcome: 'refused', detail });
    const { device, staff, role } = line;
    const key = { deviceId: who.device?.id ?? null, operation };
    const noted = noteRefusal(refusals, key, now(), detail, { device, staff, role });
    refusals = noted.tally;
    if (noted.over) await writeCounted(noted.over);
    if (noted.lineNow) await deps.audit.append(line);
  }

  /** Writes the count of every minute that is over (node.ts calls it each minute). */
  async function flushRefusals(): Promise<void> {
    const { tally, over } = minutesOver(refusals, now());
    refusals = tally;
    for (const minute of over) await writeCounted(minute);
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
        // Counted per device and minute (a revoked one named; every stranger as one); calls that
        // are no operation (the sign-in state, touch) are not logged at all.
        const revoked = device ? null : await cookieDevice(c);
        if (revoked)
          await refusal(c, { device: revoked, staff: null }, operation, 'device revoked');
        else await refusal(c, resolved, operation, reason);
      }
      const minutes = device?.idleLockMinutes ?? IDLE_LOCK_MINUTES.default;
      return refuse(c, 401, reason, reasonMessage[reason], { minutes });
    }
    if (operation && !allows(staff.role, operation)) {
      await refusal(c, resolved, operation, `role ${staff.role}`);
      return refuse(c, 403, 'forbidden', 'authForbidden', { role: staff.role });
    }
    const at = now();
    const touched =
      at - session.lastSeenAt >= SESSION_LIMITS.touchEveryMs
        ? { ...session, lastSeenAt: at }
        : session;
    // Only moves a session that is still there: one ended since it was read stays ended.
    if (touched !== session) await deps.sessions.touch(session.idHash, at);
    const identity = { device, staff, session: touched };
    c.set('identity', identity);
    return identity;
  }

  return {
    cookieDevice,
    deviceOf,
    resolve,
    stateOf,
    startSession,
    // The cookie helpers, for the routes that pair a device and end a session.
    setDeviceCookie,
    endSessionCookie,
    paused,
    pairingLocked,
    revokeDevice,
    admit,
    flushRefusals,
  };
}

export type Sessions = ReturnType<typeof createSessions>;
