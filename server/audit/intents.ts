import type { AuditEntry } from './types';

/**
 * A write to the service leaves two lines (decision 0021): its intent (`sending`, durably on
 * record before anything is sent) and its outcome, with the same requestId. Read back, a pair is
 * its outcome line; an intent with no outcome (the server stopped, or the outcome line could not
 * be written) is a write that may have landed: "not sure", with what to check. Pure, with a table
 * test.
 */

/** What an intent with no outcome on record says in the report. */
export const NO_OUTCOME_DETAIL =
  'sent; no outcome on record (the server stopped, or its line failed)';

/** The requests that have an outcome line among these lines. */
function answeredIn(entries: readonly AuditEntry[]): Set<string> {
  return new Set(
    entries.filter((entry) => entry.outcome !== 'sending').map((entry) => entry.requestId),
  );
}

/**
 * The lines as the record of what happened: each intent whose outcome is in `entries` or in
 * `later` (the next day's lines, for a write sent just before midnight) is left out; an intent
 * without one becomes "not sure". Oldest first, as given.
 */
export function settledEntries(
  entries: readonly AuditEntry[],
  later: readonly AuditEntry[] = [],
): AuditEntry[] {
  const answered = answeredIn([...entries, ...later]);
  const settled: AuditEntry[] = [];
  for (const entry of entries) {
    if (entry.outcome !== 'sending') settled.push(entry);
    else if (!answered.has(entry.requestId)) {
      settled.push({ ...entry, outcome: 'unknown', detail: NO_OUTCOME_DETAIL });
    }
  }
  return settled;
}

/** Whether some intent of these lines has no outcome among them (the next day may hold it). */
export function hasOpenIntent(entries: readonly AuditEntry[]): boolean {
  const answered = answeredIn(entries);
  return entries.some((entry) => entry.outcome === 'sending' && !answered.has(entry.requestId));
}
