import { serviceClockParts } from '../../api/service-time';
import { csvCodeCell, csvFile, csvLine, csvTextCell } from '../../lib/csv';
import type { ReportRow } from '../../lib/report/day-report';
import { isCouponWrite, mayHaveGiven } from './report-rows';

/*
 * The day's writes as a CSV file, one row per write (decision 0021): UTF-8 with a BOM so a
 * spreadsheet keeps Korean, and every cell anyone typed (a till's or a person's name, a code)
 * neutralised so it never runs as a formula (lib/csv.ts), and a coupon number of digits kept as
 * text. Times on the service's wall clock, as the report shows them; the figures bare, so the
 * spreadsheet sums them, and only where the write may have given them: a refused or failed
 * write's cells are empty, as the screen shows "—", so a sum of the column is what was given.
 */

export const REPORT_CSV_COLUMNS = [
  'seq',
  'time',
  'till',
  'person',
  'operation',
  'target',
  'outcome',
  'discountType',
  'discountValue',
  'currency',
  'stampsBefore',
  'stampsAfter',
  'detail',
] as const;
export type ReportCsvColumn = (typeof REPORT_CSV_COLUMNS)[number];

export interface ReportCsvWords {
  headings: Record<ReportCsvColumn, string>;
  operation: (operation: ReportRow['operation']) => string;
  outcome: (outcome: ReportRow['outcome']) => string;
  discountType: (type: 'rate' | 'amount' | 'other') => string;
}

const text = (value: string | null | undefined) => (value ? csvTextCell(value) : '');
const figure = (value: number | undefined) => (value === undefined ? '' : String(value));

/** "2026-11-21 10:31:05": the service's wall clock (the heading names the zone). */
function wallClock(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const { ymd, time } = serviceClockParts(at);
  return `${ymd} ${time}`;
}

export function reportCsv(rows: readonly ReportRow[], words: ReportCsvWords): string {
  const line = (row: ReportRow): string[] => {
    const { discount, stamps } = mayHaveGiven(row) ? (row.facts ?? {}) : {};
    const target = row.target && isCouponWrite(row) ? csvCodeCell(row.target) : text(row.target);
    return [
      String(row.seq),
      text(wallClock(row.time)),
      text(row.till),
      text(row.person),
      text(words.operation(row.operation)),
      target,
      text(words.outcome(row.outcome)),
      discount ? text(words.discountType(discount.type)) : '',
      figure(discount?.value),
      text(discount?.currency),
      figure(stamps?.before),
      figure(stamps?.after),
      text(row.detail),
    ];
  };
  return csvFile([
    csvLine(REPORT_CSV_COLUMNS.map((column) => csvTextCell(words.headings[column]))),
    ...rows.map((row) => csvLine(line(row))),
  ]);
}
