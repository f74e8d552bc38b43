import type { AuditEntry } from '../api/auth';
import { csvCodeCell, csvFile, csvLine, csvTextCell } from './csv';

/*
 * The audit log's entries as a CSV file for the owner, built in the browser from what the server
 * read back. Names, targets and reasons come from staff and customers, so every text cell goes
 * through the same formula neutralising as the clicks file. The caller translates the headings
 * and, if it wants, turns `time` into the service's wall clock first (the log keeps UTC).
 */

/** The columns, in order: who and what first, the chain's own fields last. */
export const AUDIT_CSV_COLUMNS = [
  'seq',
  'time',
  'staff',
  'role',
  'device',
  'operation',
  'target',
  'outcome',
  'detail',
  'requestId',
  'prev',
] as const satisfies readonly (keyof AuditEntry)[];

const COUPON_OPERATIONS: ReadonlySet<string> = new Set(['couponRedeem', 'couponCreate']);

function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  // seq: our own number, written bare so the spreadsheet sorts it as one.
  return typeof value === 'number' ? String(value) : csvTextCell(value);
}

export function auditCsv(
  entries: readonly AuditEntry[],
  headings: Record<keyof AuditEntry, string>,
): string {
  return csvFile([
    csvLine(AUDIT_CSV_COLUMNS.map((column) => csvTextCell(headings[column]))),
    ...entries.map((entry) =>
      csvLine(
        AUDIT_CSV_COLUMNS.map((column) =>
          // A coupon number is a code: kept as text, digits and all (a card's id is a number).
          column === 'target' && entry.target && COUPON_OPERATIONS.has(entry.operation)
            ? csvCodeCell(entry.target)
            : cell(entry[column]),
        ),
      ),
    ),
  ]);
}
