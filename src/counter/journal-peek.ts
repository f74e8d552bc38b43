/** Where the write journal keeps its entries (write-journal.ts, which reads them with its schema). */
export const JOURNAL_KEY = 'counter-pos.pending-writes';

/**
 * Whether the write journal holds a write cut off when the app last closed (an entry still
 * `pending` at start), read without the journal's module and schema: the first frame must know
 * whether to hold the place of the notice that reads it back, before that notice's code (with
 * the journal's) has arrived. Anything unreadable counts as none, as the journal itself reads it.
 */
export function hasCutOffWrite(stored: string | null): boolean {
  if (stored === null) return false;
  try {
    const entries: unknown = JSON.parse(stored);
    return (
      Array.isArray(entries) &&
      entries.some(
        (entry: unknown) =>
          typeof entry === 'object' &&
          entry !== null &&
          (entry as { status?: unknown }).status === 'pending',
      )
    );
  } catch {
    return false;
  }
}

/** `hasCutOffWrite` of this browser's journal; false where storage cannot be read. */
export function journalHasCutOffWrite(): boolean {
  try {
    return hasCutOffWrite(localStorage.getItem(JOURNAL_KEY));
  } catch {
    return false;
  }
}
