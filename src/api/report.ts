import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { isLive } from '../config/env';
import { dayReport, tillSummary, type DayReport, type ReportRow } from '../lib/report/day-report';
import { demoNow } from '../lib/report/demo-record';
import { demoRowsOf } from '../lib/report/demo-report';
import { reportRowSchema } from '../lib/report/row-schema';
import { timelinePage, type TimelineFilter } from '../lib/report/timeline';
import { apiRequest } from './client';
import { serviceToday } from './service-time';

/**
 * The day report (issue 29): what each till and each person did on one service day. Live, our
 * server counts it from its audit log (server/report/); the demo counts this browser's record
 * of its writes with the same function (lib/report/), so both answer in one shape.
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

/** The demo's record of one day, answered as our server answers it. */
function demoDayReport(query: DayReportQuery): DayReportPage {
  const { timeline, ...report }: DayReport = dayReport(query.day, demoRowsOf(query.day));
  const page = timelinePage(timeline, query, query.from ?? 0, query.limit ?? TIMELINE_PAGE);
  return { ...report, timeline: page };
}

export async function readDayReport(query: DayReportQuery): Promise<DayReportPage> {
  if (!isLive()) return demoDayReport(query);
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

/** Who the demo's counts are of: the names set on this device (live: the server knows). */
export interface DemoTill {
  till: string | null;
  person: string | null;
}

/** "Today at this till": this device's and the signed-in person's counts of today. */
export async function readTillSummary(demo?: DemoTill): Promise<TillSummary> {
  if (!isLive()) {
    const day = serviceToday(demoNow());
    const rows = demoRowsOf(day);
    return { day, ...tillSummary(rows, demo?.till ?? null, demo?.person ?? null) };
  }
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
  tillToday: (demo?: DemoTill) =>
    queryOptions({
      queryKey: [...reportKeys.all, 'till', demo ?? null],
      queryFn: () => readTillSummary(demo),
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
