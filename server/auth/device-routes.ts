import { Hono } from 'hono';
import type { ServerEnv } from '../env';
import type { Kit } from './kit';
import type { Sessions } from './session';
import { IDLE_LOCK_MINUTES } from './session-limits';
import type { Device } from './stores';

/** The owner's routes for devices: the idle lock, the list, revoking one, signing everyone out. */
export function deviceRoutes(kit: Kit, sessions: Sessions): Hono<ServerEnv> {
  const { deps, audit, reply, refuse, readJson } = kit;
  const routes = new Hono<ServerEnv>();

  routes.put('/api/auth/device', async (c) => {
    const admitted = await sessions.admit(c, 'deviceSettings');
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
    return reply(c, await sessions.stateOf({ ...admitted, device }));
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
    const admitted = await sessions.admit(c, 'deviceList');
    if (admitted instanceof Response) return admitted;
    return reply(c, await deviceList(admitted.device));
  });

  routes.post('/api/auth/devices/revoke', async (c) => {
    const admitted = await sessions.admit(c, 'deviceRevoke');
    if (admitted instanceof Response) return admitted;
    const body = await readJson(c);
    const target = (await deps.devices.list()).find((d) => d.id === body?.deviceId);
    if (!target) return refuse(c, 400, 'invalid', 'authInvalid', { detail: 'no such device' });
    if (target.revokedAt === null) await sessions.revokeDevice(target);
    await audit(c, admitted, {
      operation: 'deviceRevoke',
      target: `${target.name} (${target.id})`,
      outcome: 'ok',
    });
    return reply(c, await deviceList(admitted.device));
  });

  routes.post('/api/auth/sign-out-everyone', async (c) => {
    const admitted = await sessions.admit(c, 'signOutEveryone');
    if (admitted instanceof Response) return admitted;
    const count = await deps.sessions.deleteAll();
    await audit(c, admitted, {
      operation: 'signOutEveryone',
      target: null,
      outcome: 'ok',
      detail: `${count} sessions ended`,
    });
    sessions.endSessionCookie(c);
    return reply(
      c,
      await sessions.stateOf({ device: admitted.device, session: null, staff: null }),
    );
  });

  return routes;
}
