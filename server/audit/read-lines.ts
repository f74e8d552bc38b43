import { parseAuditLine } from './line';
import type { AuditEntry, AuditQuery } from './types';

/**
 * A day's lines, as any log keeps them (a day file's, a table's rows), read back for a query: the
 * entries that match, oldest first. A line the log did not write this way is for verify to
 * report, not for a list to show; so is one `counts` leaves out (a line whose MAC does not verify).
 */
export function entriesMatching(
  lines: readonly string[],
  query: Omit<AuditQuery, 'day'>,
  counts: (line: string, entry: AuditEntry) => boolean = () => true,
): AuditEntry[] {
  const entries: AuditEntry[] = [];
  for (const line of lines) {
    const parsed = parseAuditLine(line);
    if (!parsed.ok || parsed.problems.length > 0) continue;
    const { entry } = parsed;
    if (!counts(line, entry)) continue;
    if (query.staff !== undefined && entry.staff !== query.staff) continue;
    if (query.operation !== undefined && entry.operation !== query.operation) continue;
    entries.push(entry);
  }
  return entries;
}
