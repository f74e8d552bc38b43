/** Where the write journal keeps its entries (write-journal.ts, which reads them with its schema). */
export const JOURNAL_KEY = 'counter-pos.pending-writes';

/**
 * The ids of the writes the journal holds as cut off when the app last closed (entries still
 * `pending` at start), read without the journal's module and schema. Taken once, at the first
 * frame: the notice that reads them back holds its place from then, and reads back these and no
 * others, never a write this page starts before the notice's code has arrived. Anything
 * unreadable counts as none, as the journal itself reads it.
 */
export function cutOffWriteIds(stored: string | null): string[] {
  if (stored === null) return [];
  try {
    const entries: unknown = JSON.parse(stored);
    if (!Array.isArray(entries)) return [];
    return entries.flatMap((entry: unknown) => {
      if (typeof entry !== 'object' || entry === null) return [];
      const { id, status } = entry as { id?: unknown; status?: unknown };
      return status === 'pending' && typeof id === 'string' ? [id] : [];
    });
  } catch {
    return [];
  }
}

/** `cutOffWriteIds` of this browser's journal; none where storage cannot be read. */
export function journalCutOffWriteIds(): string[] {
  try {
    return cutOffWriteIds(localStorage.getItem(JOURNAL_KEY));
  } catch {
    return [];
  }
}
