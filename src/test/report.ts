import { http, HttpResponse } from 'msw';
import type { DayReportPage, ReportRow, Tally, TillSummary } from '../api/report';
import { emptyTally } from '../lib/report/day-report';

/** A tally of a till or person that wrote nothing today (the day report's figures, all zero). */
export const NO_WRITES: Tally = emptyTally();

/** Our server's "today at this till" answering `summary`. */
export const tillTodayHandler = (summary: TillSummary) =>
  http.get('*/api/report/till', () => HttpResponse.json({ code: 0, message: '', result: summary }));

/** A report row: a redeem of PERCENT15 that went through at Till 1 by Minji, unless patched. */
export const reportRow = (seq: number, patch: Partial<ReportRow> = {}): ReportRow => ({
  seq,
  time: `2026-11-21T01:${String(seq % 60).padStart(2, '0')}:00.000Z`,
  till: 'Till 1',
  person: 'Minji',
  operation: 'couponRedeem',
  target: 'PERCENT15',
  outcome: 'ok',
  ...patch,
});

/** Our server's day report answering `report` (a quiet day: nothing written). */
export const dayReportHandler = (
  report: DayReportPage = {
    day: '2026-11-21',
    notSure: [],
    tills: [],
    people: [],
    totals: emptyTally(),
    timeline: { rows: [], total: 0, from: 0 },
  },
) =>
  http.get('*/api/report/day', () => HttpResponse.json({ code: 0, message: '', result: report }));
