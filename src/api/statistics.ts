import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from './client';
import { intField, ymdField } from './fields';

/**
 * Spec 2.3. An hour outside 0–23 does not spoil the rest of the answer: the chart's buckets
 * (features/hourly-clicks/hour-buckets.ts) leave it out. Not on the counter's first load, so built
 * with its module.
 */
export const hourlyClickSchema = z.object({
  ymd: ymdField(),
  hour: intField(),
  acesCnt: intField().check(z.minimum(0)),
  pernCnt: intField().check(z.minimum(0)),
});
export type HourlyClick = z.infer<typeof hourlyClickSchema>;

const PLAIN_YMD = /^\d{4}-\d{2}-\d{2}$/;
const count = (value: unknown): value is number =>
  Number.isSafeInteger(value) && Number(value) >= 0;

/**
 * A row as the service nearly always sends it (whole numbers, a bare YYYY-MM-DD), read as the
 * schema would read it; null for anything else, which the schema then reads with all its
 * tolerance and errors. A month is 744 rows: through the schema's pipes alone they took about
 * half of a month's render at 4× CPU (decision 0028).
 */
export function plainHourlyClick(row: unknown): HourlyClick | null {
  if (typeof row !== 'object' || row === null) return null;
  const { ymd, hour, acesCnt, pernCnt } = row as Record<string, unknown>;
  if (typeof ymd !== 'string' || !PLAIN_YMD.test(ymd) || !Number.isSafeInteger(hour)) return null;
  if (!count(acesCnt) || !count(pernCnt)) return null;
  // The row itself when it holds nothing else (nearly always): 744 fewer objects for a month.
  if (Object.keys(row).length === 4) return row as HourlyClick;
  return { ymd, hour: hour as number, acesCnt, pernCnt };
}

/** An empty day may come back as null instead of []. */
const hourlyClicksResult = z.pipe(
  z.nullable(z.optional(z.array(z.unknown()))),
  z.transform((records, context): HourlyClick[] => {
    const rows: HourlyClick[] = [];
    for (const [index, record] of (records ?? []).entries()) {
      const plain = plainHourlyClick(record);
      if (plain) {
        rows.push(plain);
        continue;
      }
      const parsed = hourlyClickSchema.safeParse(record);
      if (parsed.success) rows.push(parsed.data);
      else
        for (const issue of parsed.error.issues)
          context.issues.push({
            code: 'custom',
            message: issue.message,
            path: [index, ...issue.path],
            input: record,
          });
    }
    return rows;
  }),
);

/** The answer's rows, read as `getClicksByHour` reads them (tests). */
export const readHourlyClicks = (result: unknown) => hourlyClicksResult.safeParse(result);

/** Which clicks to count: one link, one link group, or (Premium and up) the whole account. */
export type ClickScope =
  | { kind: 'link'; linkId: string; domain: string }
  | { kind: 'group'; grpIdx: number }
  | { kind: 'account' };

/**
 * The days asked, both YYYY-MM-DD in the service's zone and inclusive: one day is `startYmd =
 * endYmd`. The service allows at most 7 days on Personal, 14 on Premium, 31 above (decision 0028).
 */
export interface ClicksByHourParams {
  startYmd: string;
  endYmd: string;
  scope: ClickScope;
}

function scopeQuery(scope: ClickScope): Record<string, string | number> {
  switch (scope.kind) {
    case 'link':
      return { linkId: scope.linkId, domain: scope.domain };
    case 'group':
      return { grpIdx: scope.grpIdx };
    case 'account':
      return {};
  }
}

/**
 * The service's current version (v3, decision 0028): a range of days, one row per day and hour with
 * clicks. URLSearchParams percent-encodes the link ID, so Unicode link IDs travel as the spec asks.
 */
export function getClicksByHour(
  params: ClicksByHourParams,
  signal?: AbortSignal,
): Promise<HourlyClick[]> {
  return apiRequest({
    operation: 'statistics.clicksByHour',
    method: 'GET',
    path: '/api/statistics/v3/clicks-by-hour',
    query: { startYmd: params.startYmd, endYmd: params.endYmd, ...scopeQuery(params.scope) },
    result: hourlyClicksResult,
    signal,
  });
}

export const statisticsKeys = {
  all: ['statistics'] as const,
  clicksByHour: (params: ClicksByHourParams) =>
    [...statisticsKeys.all, 'clicks-by-hour', params] as const,
};

export const statisticsQueries = {
  clicksByHour: (params: ClicksByHourParams) =>
    queryOptions({
      queryKey: statisticsKeys.clicksByHour(params),
      // The query's signal is left alone on purpose. A query function that reads it is cancelled
      // when its last observer unmounts and fetched anew when one mounts again: StrictMode's
      // mount-unmount-mount (the dev server) then sent every day twice, 80 ms apart. An aborted
      // call was still sent, and the service counts it against the plan and takes one
      // statistics call at a time; unread, a remount joins the call in flight. The client's own
      // timeout still ends a call that never answers.
      queryFn: () => getClicksByHour(params),
      staleTime: 60_000,
      // Reads may be retried, but not after the service said no or asked us to slow down.
      retry: (failureCount, error) =>
        failureCount < 2 &&
        'kind' in error &&
        (error.kind === 'network' || error.kind === 'server'),
    }),
};
