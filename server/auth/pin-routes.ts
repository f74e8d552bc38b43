import { Hono } from 'hono';
import type { ServerEnv } from '../env';
import type { Kit } from './kit';
import { cleanName, sameName } from './names';
import { isPinShaped } from './pin';
import { PAIRING_KEY, unlockKey } from './pin-guard';
import { PIN_RULES, PIN_TRIES_LEFT_HEADER } from './pin-rules';
import type { Sessions } from './session';
import { IDLE_LOCK_MINUTES } from './session-limits';
import type { Device } from './stores';
import { randomId, randomToken } from './tokens';
import { iso } from './kit';

/**
 * The routes that take a PIN or end a session: the state, pairing (an owner's PIN), unlock (a
 * person's PIN), lock and touch. Each attempt is counted before its PIN is verified
 * (pin-rules.ts); every attempt, refused or not, is an audit line.
 */
export function pinRoutes(kit: Kit, sessions: Sessions): Hono<ServerEnv> {
  const { deps, now, pinGuard, decoyHash, audit, reply, refuse, readJson, requestIdOf } = kit;
  const routes = new Hono<ServerEnv>();

  routes.get('/api/auth/state', async (c) => {
    requestIdOf(c);
    const resolved = await sessions.resolve(c);
    const state = await sessions.stateOf(resolved);
    if (resolved.device) return reply(c, state);
    // A device unpaired (by an owner, or by wrong PINs) still has its cookie here: the pairing
    // screen says so after a reload too, with the till's name ready to pair it again.
    const unpaired = await sessions.cookieDevice(c);
    return reply(c, unpaired ? { ...state, unpairedDevice: { name: unpaired.name } } : state);
  });

  routes.post('/api/auth/pair', async (c) => {
    const body = await readJson(c);
    const deviceName = cleanName(body?.deviceName, 40);
    const ownerName = cleanName(body?.ownerName, 80);
    if (!deviceName || !ownerName || !isPinShaped(body?.pin)) {
      return refuse(c, 400, 'invalid', 'authInvalid', {
        detail: 'deviceName (1–40 characters, no hidden characters), ownerName and a 4–6 digit pin',
      });
    }
    // Counted before it is verified: a burst of guesses is held to the rules one by one.
    const { reservation, lifted } = await pinGuard.reserve(PAIRING_KEY, PIN_RULES.pair);
    if (lifted) {
      await audit(
        c,
        { device: null, staff: null },
        {
          operation: 'pair',
          target: null,
          outcome: 'ok',
          detail: 'lock-out lifted by the operator',
        },
      );
    }
    if (reservation.kind === 'locked') return sessions.pairingLocked(c);
    if (reservation.kind === 'paused') return sessions.paused(c, reservation.until);
    const owner = (await deps.staff.list()).find(
      (s) => s.role === 'owner' && sameName(s.name, ownerName),
    );
    const right = await deps.pins.verify(body.pin, owner?.pinHash ?? (await decoyHash));
    await pinGuard.settle(PAIRING_KEY, PIN_RULES.pair, reservation, Boolean(owner && right));
    if (!owner || !right) {
      const { ifWrong } = reservation;
      await audit(
        c,
        { device: null, staff: owner ?? null },
        {
          operation: 'pair',
          target: deviceName,
          outcome: 'refused',
          detail: `${owner ? 'wrong PIN' : 'no such owner'}${
            ifWrong.kind === 'end'
              ? `; ${PIN_RULES.pair.endAfter} in a row: pairing locked until the operator lifts it`
              : ''
          }`,
        },
      );
      if (ifWrong.kind === 'end') return sessions.pairingLocked(c);
      if (ifWrong.kind === 'paused') return sessions.paused(c, ifWrong.until);
      return refuse(c, 401, 'wrong-pin', 'authWrongOwner');
    }
    // A browser paired before: under the same name it is the same till, paired again (its
    // writes, today's counts and idle lock go on under one device); under another name it gives
    // up the old pairing for a new device: one browser, one device.
    const previous = await sessions.cookieDevice(c);
    const again = previous !== null && sameName(previous.name, deviceName);
    if (previous && previous.revokedAt === null) await sessions.revokeDevice(previous);
    const token = randomToken();
    const device: Device = {
      id: again ? previous.id : randomId(),
      name: deviceName,
      tokenHash: await kit.digest(token),
      pairedAt: iso(now()),
      pairedBy: owner.name,
      idleLockMinutes: again ? previous.idleLockMinutes : IDLE_LOCK_MINUTES.default,
      revokedAt: null,
    };
    await deps.devices.save(device);
    sessions.setDeviceCookie(c, token);
    const session = await sessions.startSession(c, device, owner);
    await audit(
      c,
      { device, staff: owner },
      {
        operation: 'pair',
        target: deviceName,
        outcome: 'ok',
        // A device unpaired (by an owner, or by wrong PINs) and paired again under its name is
        // the same device: the line says so, with when it had been unpaired.
        ...(again && previous.revokedAt !== null
          ? { detail: `paired again; unpaired at ${previous.revokedAt}` }
          : {}),
      },
    );
    return reply(c, await sessions.stateOf({ device, session, staff: owner }));
  });

  routes.post('/api/auth/unlock', async (c) => {
    // The device first: a browser that is not a paired device gets nothing read, body included.
    const device = await sessions.deviceOf(c);
    if (!device) return refuse(c, 401, 'unpaired', 'authUnpaired');
    const body = await readJson(c);
    if (typeof body?.staffId !== 'string' || !isPinShaped(body.pin)) {
      return refuse(c, 400, 'invalid', 'authInvalid', { detail: 'staffId and a 4–6 digit pin' });
    }
    const staff = (await deps.staff.list()).find((s) => s.id === body.staffId) ?? null;
    // Counted for this person across every device first (PERSON_PIN_CAP), then on this device,
    // both before the PIN is verified. Made-up ids have no person tally: they grow nothing.
    const person = staff ? await pinGuard.reservePerson(staff.id) : null;
    if (person?.kind === 'paused') return sessions.paused(c, person.until);
    const key = unlockKey(device.id, staff?.id ?? null);
    const { reservation, triesLeft } = await pinGuard.reserve(key, PIN_RULES.unlock);
    if (reservation.kind !== 'verify') {
      // Not verified: the person's count is taken back.
      if (staff && person) await pinGuard.settlePerson(staff.id, person.at, false);
      if (reservation.kind === 'paused') return sessions.paused(c, reservation.until);
      return refuse(c, 401, 'device-revoked', 'authDeviceRevoked');
    }
    const right = await deps.pins.verify(body.pin, staff?.pinHash ?? (await decoyHash));
    if (staff && person) await pinGuard.settlePerson(staff.id, person.at, !right);
    await pinGuard.settle(key, PIN_RULES.unlock, reservation, Boolean(staff && right));
    if (!staff || !right) {
      const { ifWrong } = reservation;
      if (ifWrong.kind === 'end') {
        await sessions.revokeDevice(device);
        await audit(
          c,
          { device, staff },
          {
            operation: 'unlock',
            target: null,
            outcome: 'refused',
            detail: `wrong PIN; ${PIN_RULES.unlock.endAfter} in a row: device unpaired`,
          },
        );
        sessions.endSessionCookie(c);
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
      // How many more wrong PINs unpair this device: the pad warns before the last ones.
      c.header(PIN_TRIES_LEFT_HEADER, String(triesLeft));
      if (ifWrong.kind === 'paused') return sessions.paused(c, ifWrong.until);
      return refuse(c, 401, 'wrong-pin', 'authWrongPin');
    }
    const session = await sessions.startSession(c, device, staff);
    await audit(c, { device, staff }, { operation: 'unlock', target: null, outcome: 'ok' });
    return reply(c, await sessions.stateOf({ device, session, staff }));
  });

  routes.post('/api/auth/lock', async (c) => {
    const body = await readJson(c);
    const resolved = await sessions.resolve(c);
    // Two locks at once (two tabs): only the one that ended the session logs it.
    if (resolved.session && (await deps.sessions.delete(resolved.session.idHash))) {
      await audit(c, resolved, {
        operation: 'lock',
        target: null,
        outcome: 'ok',
        detail: body?.reason === 'idle' ? 'idle' : 'by hand',
      });
    }
    sessions.endSessionCookie(c);
    return reply(
      c,
      await sessions.stateOf({ device: resolved.device, session: null, staff: null }),
    );
  });

  routes.post('/api/auth/touch', async (c) => {
    const admitted = await sessions.admit(c, null);
    if (admitted instanceof Response) return admitted;
    return reply(c, await sessions.stateOf(admitted));
  });

  return routes;
}
