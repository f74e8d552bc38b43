import { http, HttpResponse } from 'msw';
import type { Tally, TillSummary } from '../api/report';

/** A tally of a till or person that wrote nothing today (the day report's figures, all zero). */
export const NO_WRITES: Tally = {
  redeems: 0,
  amounts: [],
  rates: [],
  otherDiscounts: 0,
  stampsAdded: 0,
  stampsTakenBack: 0,
  rewards: 0,
  creates: 0,
  refused: 0,
  failed: 0,
  notSure: 0,
};

/** Our server's "today at this till" answering `summary`. */
export const tillTodayHandler = (summary: TillSummary) =>
  http.get('*/api/report/till', () => HttpResponse.json({ code: 0, message: '', result: summary }));
