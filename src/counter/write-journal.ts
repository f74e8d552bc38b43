import * as z from 'zod/mini';
import { lazySchema } from '../api/lazy-schema';
import { createStoredValue } from '../lib/stored-value';
import { JOURNAL_KEY } from './journal-peek';

/**
 * Writes this device has sent whose outcome is not known, kept across a reload or a crash:
 *
 * - `pending`: made just before the write leaves, removed once staff have been told what
 *   happened. One still here when the app starts was cut off: its id is taken at the first
 *   frame (journal-peek.ts), and it is read back once the notice's code has come
 *   (counter/write-notices.tsx).
 * - `unsure`: the write settled as "not sure". It makes a second write of the same code ask for
 *   an explicit confirmation for `UNSURE_WINDOW_MS`, until a later write or read-back of that code
 *   proves what the service holds. Kept apart from the recent list, which has a cap and a Clear
 *   button: neither may silently lift the guard.
 *
 * Holds only the code and the count before the write: no names, no passwords.
 */
const entrySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    at: z.string(),
    status: z.enum(['pending', 'unsure']),
    subject: z.enum(['coupon', 'stamp']),
    code: z.string(),
    action: z.enum(['redeem', 'add-stamp', 'reward', 'remove-stamp']),
    /** `useCnt` or `stamps` as read just before the write. */
    before: z.number(),
  }),
);
export type JournalEntry = z.infer<ReturnType<typeof entrySchema>>;
export type PendingWrite = JournalEntry;

/** A write whose outcome stayed unknown keeps asking for a confirmation this long. */
export const UNSURE_WINDOW_MS = 10 * 60_000;
const MAX_ENTRIES = 50;

const store = createStoredValue<JournalEntry[]>(
  JOURNAL_KEY,
  lazySchema(() => z.array(entrySchema())),
  [],
);

/** Writes cut off before they settled (on start, every pending entry is one). */
export function getPendingWrites(): JournalEntry[] {
  return store.get().filter((entry) => entry.status === 'pending');
}

export function recordPendingWrite(
  entry: Omit<JournalEntry, 'id' | 'at' | 'status'>,
  now: Date = new Date(),
): string {
  const id = `${now.getTime()}-${Math.random().toString(36).slice(2, 8)}`;
  const kept = store.get().slice(-(MAX_ENTRIES - 1));
  store.set([...kept, { ...entry, id, at: now.toISOString(), status: 'pending' }]);
  return id;
}

/**
 * The write `id` is settled. A "not sure" keeps it as an `unsure` mark; a proof either way also
 * lifts earlier marks for the same code and action.
 */
export function settlePendingWrite(id: string, unsure: boolean): void {
  const entries = store.get();
  const entry = entries.find((candidate) => candidate.id === id);
  if (!entry) return;
  store.set(
    unsure
      ? entries.map((candidate) =>
          candidate.id === id ? { ...candidate, status: 'unsure' } : candidate,
        )
      : entries.filter(
          (candidate) =>
            candidate.id !== id &&
            !(
              candidate.status === 'unsure' &&
              candidate.code === entry.code &&
              candidate.action === entry.action
            ),
        ),
  );
}

/** A read-back after a "not sure" proved what the service holds: the guard can lift. */
export function clearUnsure(code: string, action: JournalEntry['action']): void {
  store.set(
    store
      .get()
      .filter(
        (entry) => !(entry.status === 'unsure' && entry.code === code && entry.action === action),
      ),
  );
}

/**
 * The latest write of `code` whose outcome nobody knows: one still pending (cut off, or in flight
 * in another part of the app) or one that settled as "not sure" within the window.
 */
export function unsureWrite(
  code: string,
  action: JournalEntry['action'],
  except: string | null = null,
  now: number = Date.now(),
): JournalEntry | undefined {
  return store
    .get()
    .filter(
      (entry) =>
        entry.code === code &&
        entry.action === action &&
        entry.id !== except &&
        (entry.status === 'pending' || now - Date.parse(entry.at) < UNSURE_WINDOW_MS),
    )
    .at(-1);
}

export const subscribeJournal = store.subscribe;
export const getJournal = store.get;

export function clearPendingWrites(): void {
  store.reset();
}
