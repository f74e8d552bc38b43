import { useContext } from 'react';
import { SessionContext, sessionIdentity } from '../lib/session';

/*
 * Who is at the till: the person signed in (the name our server writes on each audit line and
 * matches a stamp's take-back by), on the till as paired.
 */

/** At the moment of a write (outside React). */
export function currentPerson(): string {
  return sessionIdentity().staffName;
}

/** For a screen: re-rendered when someone else unlocks. */
export function usePerson(): string {
  return useContext(SessionContext)?.session?.staff.name ?? '';
}
