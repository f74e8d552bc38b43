import type { AuditEntry } from '../../api/auth';
import { AUDIT_CSV_COLUMNS, auditCsv } from '../../lib/audit-csv';
import { csvFileName, downloadCsvFile } from '../../lib/csv';
import type { TFunction } from '../../lib/i18n';
import type { AuditView } from './audit-view';

/** "audit-log-2026-11-21-Hana-couponRedeem.csv": the day and the filters that made it. */
export function auditCsvFileName(view: AuditView, base: string): string {
  return csvFileName([base, view.day, view.staff, view.operation]);
}

/**
 * The entries shown, as a CSV file (UTF-8 with BOM, formula cells neutralised: lib/audit-csv.ts),
 * with the headings in the user's language; the values stay as the log keeps them (UTC times,
 * the operations' own names), so a file reads the same whoever downloaded it.
 */
export function downloadAuditCsv(
  entries: readonly AuditEntry[],
  view: AuditView,
  t: TFunction<'audit'>,
): void {
  const headings = Object.fromEntries(
    AUDIT_CSV_COLUMNS.map((column) => [column, t(`csv.headings.${column}`)]),
  ) as Record<keyof AuditEntry, string>;
  downloadCsvFile(auditCsv(entries, headings), auditCsvFileName(view, t('csv.fileName')));
}
