import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from './client';
import { intField, ymdField } from './fields';

/**
 * From click to counter: the coupons redeemed at our tills per service day and hour, as our
 * server counts them from its audit log (decision 0028). Marketing and owners, in the demo as at
 * a shop. Not on the counter's first load: built with the clicks screen.
 */
const redeemHourSchema = z.object({
  ymd: ymdField(),
  hour: intField(),
  redeems: intField().check(z.minimum(0)),
  notSure: intField().check(z.minimum(0)),
});

const redeemsByHourSchema = z.object({
  startYmd: z.string(),
  endYmd: z.string(),
  pattern: z.string(),
  rows: z.array(redeemHourSchema),
});
export type RedeemsByHour = z.infer<typeof redeemsByHourSchema>;

export interface RedeemsByHourQuery {
  startYmd: string;
  endYmd: string;
  /** The coupon numbers counted: their start, `*` for any letters; '' for every coupon. */
  pattern: string;
}

export function readRedeemsByHour(query: RedeemsByHourQuery): Promise<RedeemsByHour> {
  return apiRequest({
    operation: 'report.redeemsByHour',
    method: 'GET',
    path: '/api/report/redeems-by-hour',
    query: {
      startYmd: query.startYmd,
      endYmd: query.endYmd,
      ...(query.pattern === '' ? {} : { pattern: query.pattern }),
    },
    result: redeemsByHourSchema,
  });
}

export const redeemsQueries = {
  /** A range that holds today grows with every redeem: read again at most once a minute. */
  byHour: (query: RedeemsByHourQuery, holdsToday: boolean) =>
    queryOptions({
      queryKey: ['report', 'redeems-by-hour', query] as const,
      queryFn: () => readRedeemsByHour(query),
      staleTime: holdsToday ? 60_000 : Infinity,
      refetchInterval: holdsToday ? 60_000 : false,
    }),
};
