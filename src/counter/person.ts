import { useContext } from 'react';
import { isLive } from '../config/env';
import { SessionContext, sessionIdentity } from '../lib/session';
import { getDeviceSettings, useDeviceSettings } from './device-settings';

/*
 * Who is at the till: live, the person signed in (the name our server writes on each audit line
 * and matches a stamp's take-back by); the demo, the name set on this device ('' when none).
 */

/** At the moment of a write (outside React). */
export function currentPerson(): string {
  return isLive() ? sessionIdentity().staffName : getDeviceSettings().staffName;
}

/** The till's name at the moment of a write: live, the paired device's; the demo, the one set. */
export function currentTill(): string {
  return isLive() ? sessionIdentity().deviceName : getDeviceSettings().deviceName;
}

/** For a screen: re-rendered when someone else unlocks, or the demo's quick switch is used. */
export function usePerson(): string {
  const session = useContext(SessionContext);
  const { staffName } = useDeviceSettings();
  return isLive() ? (session?.session?.staff.name ?? '') : staffName;
}
