import type { AuthState, FirstAuthRead } from '../../api/auth';
import { authRefusalOf } from '../../api/auth-refusal';
import { lockNoteHolds, type LockNote } from './lock-note';
import type { LockReason } from './unlock-pad';

/** What the pad says when nobody is signed in: why it is up, and who was signed in (if known). */
export interface PadReason {
  lockReason: LockReason;
  /** Who was signed in when this browser locked the till; the pad names them. */
  lockedBy: string | null;
}

/** Where the sign-in gate stands: the state it goes by, and what its screens say. */
export interface Gate extends PadReason {
  /** Null only while the first read has failed. */
  auth: AuthState | null;
  bootError: unknown;
  /** Why the pairing screen is back, when the device was paired before. */
  unpaired: 'unpaired' | 'device-revoked' | null;
}

export const NOT_PAIRED: AuthState = { device: null, staff: [], session: null, pausedUntil: null };

/** A read that knows of no lock here: the pad says nobody is signed in. */
export const NOBODY: PadReason = { lockReason: 'start', lockedBy: null };

/**
 * What the pad says after any state read (the first one, "Try again", the read when the
 * connection comes back): this browser's lock, while its note holds; else what it said before
 * (after a first read: nobody is signed in). A lock the server made itself has no note.
 */
export function padReasonOf(
  state: AuthState,
  note: LockNote | null,
  now: number,
  otherwise: PadReason = NOBODY,
): PadReason {
  return lockNoteHolds(state, note, now)
    ? { lockReason: note.reason, lockedBy: note.staff.name }
    : otherwise;
}

/** The state the first read gives, or null when it gave none (refused as unpaired: no device). */
export function firstAuthOf(initial: FirstAuthRead): AuthState | null {
  if ('state' in initial) return initial.state;
  return authRefusalOf(initial.error)?.ends === 'pairing' ? NOT_PAIRED : null;
}

/** The gate as the first read of the sign-in state leaves it. */
export function gateOf(initial: FirstAuthRead, note: LockNote | null, now: number): Gate {
  const auth = firstAuthOf(initial);
  return {
    auth,
    bootError: auth || !('error' in initial) ? null : initial.error,
    ...(auth ? padReasonOf(auth, note, now) : NOBODY),
    unpaired: null,
  };
}
