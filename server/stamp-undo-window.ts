import { settledEntries } from './audit/intents';
import { auditDay } from './audit/line';
import type { AuditEntry, AuditLog } from './audit/types';

/**
 * Taking a stamp back (decision 0016). The till offers Undo only on the verdict of a
 * stamp it just added, within a window staff set (2 minutes by default, at most
 * STAMP_UNDO_WINDOW_MS). A crafted request must not empty an old card, so this server checks too,
 * from the audit log: a counter or marketing person may take back a stamp only while one that
 * they added on this device is still within the window and not yet taken back. Owners may always.
 */

/** The longest window the app offers (Settings → At the counter). */
export const STAMP_UNDO_WINDOW_MS = 5 * 60_000;

/**
 * The till counts its window from when it saw the add's answer; the audit line is written just
 * before that answer leaves. A little slack, so an undo in the window's last second on a slow
 * network is not refused.
 */
export const STAMP_UNDO_SLACK_MS = 15_000;

/** The audit log's operations for a stamp added and a stamp taken back (server/auth/roles.ts). */
export const STAMP_ADD_OPERATION = 'stampAdd';
export const STAMP_REMOVE_OPERATION = 'stampRemove';

export interface UndoAsker {
  /** The paired device's id (the audit line names it as "Till 1 (id)"). */
  deviceId: string;
  staff: string;
  role: string;
}

/** An add or a take-back that may have reached the service: done, or its answer lost. */
const mayHaveLanded = (entry: AuditEntry) => entry.outcome === 'ok' || entry.outcome === 'unknown';

const isAsker = (entry: AuditEntry, asker: UndoAsker) =>
  entry.staff === asker.staff && (entry.device?.endsWith(` (${asker.deviceId})`) ?? false);

/**
 * How many of the asker's stamps on this card may still be taken back at `now`. The lines are
 * matched in order, each take-back with the latest add not yet taken back (Undo always takes the
 * last one first); what is left counts while its add is within the window.
 */
export function stampsToTakeBack(
  entries: readonly AuditEntry[],
  card: string,
  asker: UndoAsker,
  now: number,
  windowMs = STAMP_UNDO_WINDOW_MS + STAMP_UNDO_SLACK_MS,
): number {
  const added: number[] = [];
  // An intent counts as its outcome line, or as "not sure" without one (audit/intents.ts).
  const relevant = settledEntries(entries)
    .filter((entry) => entry.target === card && isAsker(entry, asker) && mayHaveLanded(entry))
    .sort((a, b) => a.seq - b.seq);
  for (const entry of relevant) {
    if (entry.operation === STAMP_ADD_OPERATION) added.push(Date.parse(entry.time));
    else if (entry.operation === STAMP_REMOVE_OPERATION) added.pop();
  }
  return added.filter((at) => now - at <= windowMs && at <= now).length;
}

/** Whether the signed-in person may take back one stamp of `card` now. */
export async function mayTakeBackStamp(
  audit: AuditLog,
  asker: UndoAsker,
  card: string,
  now: number,
  timeZone: string,
): Promise<boolean> {
  if (asker.role === 'owner') return true;
  const windowMs = STAMP_UNDO_WINDOW_MS + STAMP_UNDO_SLACK_MS;
  // The window may reach back across the service's midnight into yesterday's file.
  const days = [
    ...new Set([auditDay(new Date(now - windowMs), timeZone), auditDay(new Date(now), timeZone)]),
  ];
  const entries: AuditEntry[] = [];
  for (const day of days) {
    for (const operation of [STAMP_ADD_OPERATION, STAMP_REMOVE_OPERATION]) {
      entries.push(...(await audit.read({ day, staff: asker.staff, operation })));
    }
  }
  // Once each, should a log answer more than was asked.
  const unique = [...new Map(entries.map((entry) => [entry.seq, entry])).values()];
  return stampsToTakeBack(unique, card, asker, now, windowMs) > 0;
}
