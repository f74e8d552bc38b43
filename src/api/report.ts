import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from './client';

/**
 * Live mode's day report (issue 29; server/report/): what a till and a person did today, from our
 * server's audit log. "Today" is the service's day; the figures are the server's, counted from
 * the log line by line.
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

const tillSummarySchema = z.object({ day: z.string(), till: tallySchema, person: tallySchema });
export type TillSummary = z.infer<typeof tillSummarySchema>;

/** "Today at this till": this device's and the signed-in person's counts of today. */
export function readTillSummary(): Promise<TillSummary> {
  return apiRequest({
    operation: 'report.till',
    method: 'GET',
    path: '/api/report/till',
    result: tillSummarySchema,
  });
}

export const reportQueries = {
  /** Read each time the panel opens: a till's day moves with every write. */
  tillToday: () =>
    queryOptions({ queryKey: ['report', 'till'], queryFn: readTillSummary, staleTime: 0 }),
};
