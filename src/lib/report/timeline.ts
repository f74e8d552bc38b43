import type { ReportRow } from './day-report';

/** Which of the day's writes the timeline shows: each filter an exact match when given. */
export interface TimelineFilter {
  till?: string;
  person?: string;
  operation?: string;
  outcome?: string;
}

/** One page of the filtered timeline, and how many rows the filter matches in all. */
export function timelinePage(
  rows: readonly ReportRow[],
  filter: TimelineFilter,
  from: number,
  limit: number,
): { rows: ReportRow[]; total: number; from: number } {
  const matching = rows.filter(
    (row) =>
      (filter.till === undefined || row.till === filter.till) &&
      (filter.person === undefined || row.person === filter.person) &&
      (filter.operation === undefined || row.operation === filter.operation) &&
      (filter.outcome === undefined || row.outcome === filter.outcome),
  );
  return { rows: matching.slice(from, from + limit), total: matching.length, from };
}
