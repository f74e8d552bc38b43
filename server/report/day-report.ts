import {
  dayReport as reportOfRows,
  isReportedWrite,
  type DayReport,
  type ReportRow,
  type Tally,
  tillSummary as summaryOfRows,
} from '../../src/lib/report/day-report';
import { settledEntries } from '../audit/intents';
import type { AuditEntry } from '../audit/types';

/**
 * The day report from the audit log's lines (decision 0021). The counting is a pure function
 * beside the app's report types (src/lib/report/day-report.ts); here, a line becomes a report row.
 */
export {
  isReportedWrite,
  REPORTED_WRITES,
  type AmountGiven,
  type DayReport,
  type RateGiven,
  type ReportedWrite,
  type ReportRow,
  type Tally,
} from '../../src/lib/report/day-report';

/** A line of the log as a report row, or null for a line that is not a reported write. */
export function rowOf(entry: AuditEntry): ReportRow | null {
  // An intent is its outcome line's (settledEntries): on its own it is no row.
  if (!isReportedWrite(entry.operation) || entry.outcome === 'sending') return null;
  const row: ReportRow = {
    seq: entry.seq,
    time: entry.time,
    till: entry.device,
    person: entry.staff,
    operation: entry.operation,
    target: entry.target,
    outcome: entry.outcome,
  };
  if (entry.detail !== undefined) row.detail = entry.detail;
  if (entry.facts !== undefined) row.facts = entry.facts;
  return row;
}

/**
 * The day's writes as report rows, each its outcome line, or "not sure" for an intent with none
 * in this day or in `later` (the next day's lines); every other line (sign-in, reads) is left out.
 */
export function rowsOf(
  entries: readonly AuditEntry[],
  later: readonly AuditEntry[] = [],
): ReportRow[] {
  return settledEntries(entries, later)
    .map(rowOf)
    .filter((row): row is ReportRow => row !== null);
}

/** The report of one day from that day's lines of the log (oldest first), and the next day's. */
export function dayReport(
  day: string,
  entries: readonly AuditEntry[],
  later: readonly AuditEntry[] = [],
): DayReport {
  return reportOfRows(day, rowsOf(entries, later));
}

/** "Today at this till": the device's and the person's counts of the day, from the same lines. */
export function tillSummary(
  entries: readonly AuditEntry[],
  till: string,
  person: string,
): { till: Tally; person: Tally } {
  return summaryOfRows(rowsOf(entries), till, person);
}

/**
 * `tillSummary` for the reads of one process, with the rows of the last day read kept while no
 * line was added to it (a day's lines only grow, so its count and last seq name its content):
 * every till's panel, and a session flooding the route, cost one fold of the day per new line
 * rather than one per read (decision 0021).
 */
export function keptTillSummaries() {
  let kept: { key: string; rows: ReportRow[] } | null = null;
  return (day: string, entries: readonly AuditEntry[], till: string, person: string) => {
    const key = `${day} ${entries.length} ${entries.at(-1)?.seq ?? 0}`;
    if (kept?.key !== key) kept = { key, rows: rowsOf(entries) };
    return summaryOfRows(kept.rows, till, person);
  };
}
