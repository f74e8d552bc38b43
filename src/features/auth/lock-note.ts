import * as z from 'zod/mini';
import type { AuthState } from '../../api/auth';
import { lazySchema } from '../../api/lazy-schema';
import { createStoredValue } from '../../lib/stored-value';

/*
 * This browser's note that it locked itself (Lock now, or the app's idle lock). The server ends
 * the session on a lock, so after a reload its state says only "paired, nobody signed in"; the
 * note lets the pad say the till is locked, and who was signed in. Kept by the browser, not the
 * server: a locked session the server kept would be one more kind of row that every server
 * version, every store and "sign everyone out" would have to read alike.
 */

export const lockNoteSchema = lazySchema(() =>
  z.nullable(
    z.object({
      reason: z.enum(['manual', 'idle']),
      staff: z.object({ id: z.string(), name: z.string() }),
      /** ISO time of the lock, by this browser's clock. */
      at: z.string(),
      /** The paired device the lock was on: another pairing makes the note say nothing. */
      deviceId: z.string(),
    }),
  ),
);
export type LockNote = NonNullable<z.infer<ReturnType<typeof lockNoteSchema>>>;

/**
 * How long a note of a lock speaks for the till: a session lasts 12 hours at most, so after that
 * "‹name› was signed in" would name someone who could not be any more, lock or no lock.
 */
export const LOCK_NOTE_MS = 12 * 60 * 60_000;

/** The note this browser keeps when it locks the till; none when nobody is signed in here. */
export function lockNoteFor(
  auth: AuthState | null,
  reason: LockNote['reason'],
  now: number,
): LockNote | null {
  if (!auth?.device || !auth.session) return null;
  const { id, name } = auth.session.staff;
  return { reason, staff: { id, name }, at: new Date(now).toISOString(), deviceId: auth.device.id };
}

/**
 * Whether this browser's note of its own lock speaks for the till a state read describes: the
 * same paired device, nobody signed in, and within 12 hours of the lock (either way: a clock set
 * back does not stretch it). A note that does not is forgotten.
 */
export function lockNoteHolds(
  state: AuthState,
  note: LockNote | null,
  now: number,
): note is LockNote {
  if (!note || state.session || state.device?.id !== note.deviceId) return false;
  // A time that cannot be read gives NaN: within nothing.
  return Math.abs(now - Date.parse(note.at)) < LOCK_NOTE_MS;
}

const store = createStoredValue<LockNote | null>('counter-pos.lock-note', lockNoteSchema, null);

export const readLockNote = store.get;
export const forgetLockNote = store.reset;

/** This browser locks the till now: kept before the lock is sent, for a reload right after. */
export function noteLock(auth: AuthState | null, reason: LockNote['reason']): void {
  const note = lockNoteFor(auth, reason, Date.now());
  if (note) store.set(note);
}

/** A state shows the note no longer holds (an unlock, a pairing, 12 hours…): it goes. */
export function forgetLockNoteUnlessItHolds(state: AuthState): void {
  const note = store.get();
  if (note && !lockNoteHolds(state, note, Date.now())) store.reset();
}
