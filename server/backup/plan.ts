import { PIN_LIFT_FILE, PIN_TALLY_FILE } from '../auth/file-pin-attempts';
import { SESSION_FILE } from '../auth/file-sessions';
import { HEAD_FILE_NAME } from '../audit/head';
import { dayOfFileName, parseAuditLine } from '../audit/line';
import { IDEMPOTENCY_FILE } from '../state/file-idempotency';

/**
 * What a backup of DATA_DIR copies, in which order, and how each file is cut so that the copy is
 * one the server could have left behind at one moment (decision 0029). Pure: the copying is in
 * files.ts.
 *
 * - The audit head first (read even before the folder is listed, so the day file of the line it
 *   names is listed too), then the day files, each cut after the line the head names: a line is
 *   written and synced before its head, so every line the copied head names is in the files read
 *   after it; lines past it (a batch whose head was not yet written, or lines appended since)
 *   are left out, as the verifier would report them as added at the end.
 * - Then the stores, each replaced whole by a rename (a read sees the old file or the new) or a
 *   journal that only grows (cut after its last line break). They come after the log, so they
 *   are at least as new as the record: a create the copy knows was answered replays its answer
 *   instead of being sent again.
 */

export type CopyKind = 'head' | 'day' | 'whole' | 'journal';

export interface CopyStep {
  /** Relative to DATA_DIR, with `/`. */
  path: string;
  kind: CopyKind;
}

/** The folder of the audit log inside DATA_DIR. */
export const AUDIT_FOLDER = 'audit';

/** The server's files beside the audit folder, in the order they are copied. */
export const STORE_FILES: readonly { name: string; kind: 'whole' | 'journal' }[] = [
  { name: 'staff.json', kind: 'whole' },
  { name: 'devices.json', kind: 'whole' },
  { name: SESSION_FILE, kind: 'whole' },
  { name: PIN_TALLY_FILE, kind: 'whole' },
  { name: PIN_LIFT_FILE, kind: 'whole' },
  { name: IDEMPOTENCY_FILE, kind: 'journal' },
];

/** Never copied, and not worth a word: the lock, files being written, the log's probe. */
export function isPassing(name: string): boolean {
  return name.startsWith('server.lock') || name.endsWith('.tmp') || name === '.ready-probe';
}

export interface BackupPlan {
  steps: CopyStep[];
  /** Names the server does not write (an operator's own files): left out, and said so. */
  leftOut: string[];
}

/** The steps for DATA_DIR's entries and its audit folder's (null when there is none). */
export function planBackup(
  dataDirNames: readonly string[],
  auditNames: readonly string[] | null,
): BackupPlan {
  const steps: CopyStep[] = [];
  const leftOut: string[] = [];
  if (auditNames !== null) {
    if (auditNames.includes(HEAD_FILE_NAME)) {
      steps.push({ path: `${AUDIT_FOLDER}/${HEAD_FILE_NAME}`, kind: 'head' });
    }
    const days = auditNames.filter((name) => dayOfFileName(name) !== null).sort();
    for (const name of days) steps.push({ path: `${AUDIT_FOLDER}/${name}`, kind: 'day' });
    for (const name of auditNames) {
      if (name === HEAD_FILE_NAME || dayOfFileName(name) !== null || isPassing(name)) continue;
      leftOut.push(`${AUDIT_FOLDER}/${name}`);
    }
  }
  for (const { name, kind } of STORE_FILES) {
    if (dataDirNames.includes(name)) steps.push({ path: name, kind });
  }
  const known = new Set([AUDIT_FOLDER, ...STORE_FILES.map((file) => file.name)]);
  for (const name of dataDirNames) {
    if (!known.has(name) && !isPassing(name)) leftOut.push(name);
  }
  return { steps, leftOut: leftOut.sort() };
}

/** The text up to and with its last line break: a last line still being written is left out. */
export function completeText(text: string): string {
  return text.slice(0, text.lastIndexOf('\n') + 1);
}

export interface DayCut {
  text: string;
  /** Complete lines left out: written after the head that was copied. */
  leftOut: number;
}

/**
 * A day file's copy for the head copied before it (`{ seq, day }`, or null when there was none):
 * a day before the head's whole, the head's day up to and with its line, a later day (or any,
 * without a head) nothing. Null when the head's line is not in its day file: the log on disk
 * was not whole before the backup began (`npm run audit:verify` says how).
 */
export function cutDay(
  day: string,
  text: string,
  head: { seq: number; day: string } | null,
): DayCut | null {
  const complete = completeText(text);
  const count = (part: string) => part.split('\n').length - 1;
  if (head === null || day > head.day) return { text: '', leftOut: count(complete) };
  if (day < head.day) return { text: complete, leftOut: 0 };
  let at = 0;
  while (at < complete.length) {
    const end = complete.indexOf('\n', at) + 1;
    const parsed = parseAuditLine(complete.slice(at, end - 1));
    if (parsed.ok && parsed.entry.seq === head.seq) {
      return { text: complete.slice(0, end), leftOut: count(complete.slice(end)) };
    }
    at = end;
  }
  return null;
}
