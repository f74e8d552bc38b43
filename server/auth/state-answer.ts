import { iso, type Kit } from './kit';
import { PAIRING_KEY } from './pin-guard';
import { SESSION_LIMITS } from './session-limits';
import type { Device, Session, StaffMember } from './stores';

/**
 * The sign-in state as `GET /api/auth/state` and the sign-in routes answer it: the device, its
 * staff (with each person's PIN tries left), the session, and a pause. What the pad and the
 * pairing screen show comes from here.
 */
export function stateAnswerOf(kit: Kit) {
  const { deps, pinGuard } = kit;
  return async function stateOf(resolved: {
    device: Device | null;
    session: Session | null;
    staff: StaffMember | null;
  }) {
    const { device, session, staff } = resolved;
    const everyone = device ? await deps.staff.list() : [];
    const { pausedUntil, triesLeft } = device
      ? await pinGuard.deviceState(device.id)
      : {
          pausedUntil: (await pinGuard.state(PAIRING_KEY)).pausedUntil,
          triesLeft: new Map<string, number>(),
        };
    return {
      device: device
        ? { id: device.id, name: device.name, idleLockMinutes: device.idleLockMinutes }
        : null,
      staff: everyone
        .map((s) => {
          const left = triesLeft.get(s.id);
          return left === undefined
            ? { id: s.id, name: s.name }
            : { id: s.id, name: s.name, triesLeft: left };
        })
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
  };
}
