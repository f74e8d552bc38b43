import { readDayReport, type ReportRow } from '../../api/report';
import { csvFileName, downloadCsvFile } from '../../lib/csv';
import type { TFunction } from '../../lib/i18n';
import { serviceZoneAbbreviation } from '../../lib/service-zone';
import { REPORT_CSV_COLUMNS, reportCsv, type ReportCsvColumn } from './report-csv';
import type { ReportView } from './report-view';

/** The most rows our server gives in one answer (server/report/routes.ts). */
const PAGE = 1_000;

/** Every write of the view's day that its choices match, read a page at a time. */
export async function allRows(view: ReportView): Promise<ReportRow[]> {
  const { day, till, person, operation, outcome } = view;
  const filter = {
    ...(till === null ? {} : { till }),
    ...(person === null ? {} : { person }),
    ...(operation === null ? {} : { operation }),
    ...(outcome === null ? {} : { outcome }),
  };
  const rows: ReportRow[] = [];
  for (;;) {
    const { timeline } = await readDayReport({ day, ...filter, from: rows.length, limit: PAGE });
    rows.push(...timeline.rows);
    if (timeline.rows.length === 0 || rows.length >= timeline.total) return rows;
  }
}

/** "day-report-2026-11-21.csv", with the choices that made it. */
export function reportCsvFileName(view: ReportView, base: string): string {
  return csvFileName([base, view.day, view.till, view.person, view.operation, view.outcome]);
}

/** The view's writes as a CSV file, with the headings and words in the user's language. */
export async function downloadReportCsv(view: ReportView, t: TFunction<'report'>): Promise<void> {
  const rows = await allRows(view);
  const zone = serviceZoneAbbreviation();
  const headings = Object.fromEntries(
    REPORT_CSV_COLUMNS.map((column) => [column, t(`csv.${column}`, { zone })]),
  ) as Record<ReportCsvColumn, string>;
  const csv = reportCsv(rows, {
    headings,
    operation: (operation) => t(`operations.${operation}`),
    outcome: (outcome) => t(`outcomes.${outcome}`),
    discountType: (type) => t(`csv.${type}`),
  });
  downloadCsvFile(csv, reportCsvFileName(view, t('csv.fileName')));
}
