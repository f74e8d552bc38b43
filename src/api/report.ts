import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { ReportRow } from '../lib/report/day-report';
import { reportRowSchema } from '../lib/report/row-schema';
import type { TimelineFilter } from '../lib/report/timeline';
import { apiRequest } from './client';

/**
 * The day report: what each till and each person did on one service day, as our server counts it
 * from its audit log (server/report/, decision 0021), in the demo as at a shop.
 */

const tallySchema = z.object({
  /** Redeems that went through. */
  redeems: z.number(),
  /** Fixed amounts given, summed per currency (null: none named). */
  amounts: z.array(
    z.object({ currency: z.nullable(z.string()), total: z.number(), count: z.number() }),
  ),
  /** Percentage coupons redeemed, counted per rate. */
  rates: z.array(z.object({ rate: z.number(), count: z.number() })),
  otherDiscounts: z.number(),
  stampsAdded: z.number(),
  stampsTakenBack: z.number(),
  rewards: z.number(),
  creates: z.number(),
  refused: z.number(),
  failed: z.number(),
  notSure: z.number(),
});
export type Tally = z.infer<typeof tallySchema>;

const dayReportSchema = z.object({
  day: z.string(),
  notSure: z.array(reportRowSchema),
  tills: z.array(z.object({ till: z.nullable(z.string()), tally: tallySchema })),
  people: z.array(z.object({ person: z.nullable(z.string()), tally: tallySchema })),
  totals: tallySchema,
  timeline: z.object({ rows: z.array(reportRowSchema), total: z.number(), from: z.number() }),
});
/** A day's tables whole, and one page of its timeline (filtered). */
export type DayReportPage = z.infer<typeof dayReportSchema>;
export type { ReportRow };

export interface DayReportQuery extends TimelineFilter {
  day: string;
  /** The first timeline row of the page, from 0. */
  from?: number;
  limit?: number;
}

/** Timeline rows in one page (the server's own default). */
export const TIMELINE_PAGE = 200;

export async function readDayReport(query: DayReportQuery): Promise<DayReportPage> {
  return apiRequest({
    operation: 'report.day',
    method: 'GET',
    path: '/api/report/day',
    query: { ...query },
    result: dayReportSchema,
  });
}

const tillSummarySchema = z.object({ day: z.string(), till: tallySchema, person: tallySchema });
export type TillSummary = z.infer<typeof tillSummarySchema>;

/** "Today at this till": this device's and the signed-in person's counts of today. */
export async function readTillSummary(): Promise<TillSummary> {
  return apiRequest({
    operation: 'report.till',
    method: 'GET',
    path: '/api/report/till',
    result: tillSummarySchema,
  });
}

export const reportKeys = {
  all: ['report'] as const,
  day: (query: DayReportQuery) => [...reportKeys.all, 'day', query] as const,
};

export const reportQueries = {
  /** Read each time the panel opens: a till's day moves with every write. */
  tillToday: () =>
    queryOptions({
      queryKey: [...reportKeys.all, 'till'],
      queryFn: () => readTillSummary(),
      staleTime: 0,
    }),
  /** A past day does not change: read once. Today's is read again every minute while open. */
  day: (query: DayReportQuery, isToday: boolean) =>
    queryOptions({
      queryKey: reportKeys.day(query),
      queryFn: () => readDayReport(query),
      staleTime: isToday ? 0 : Infinity,
      refetchInterval: isToday ? 60_000 : false,
    }),
};
