import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { isApiError } from '../../api/errors';
import { statisticsKeys, statisticsQueries, type ClicksByHourParams } from '../../api/statistics';
import { useSecondsUntil } from '../../components/retry-panel';

/**
 * The day's clicks as the service counts them. A past day never changes: kept for the session.
 * Today is read again at most once a minute. A refusal (the plan, a link that is not there) is
 * shown once and never sent again by itself.
 */
export function clicksQuery(params: ClicksByHourParams, isToday: boolean) {
  const refused = (error: unknown) => isApiError(error) && error.kind === 'refused';
  return {
    ...statisticsQueries.clicksByHour(params),
    staleTime: isToday ? 60_000 : Infinity,
    refetchInterval: isToday ? 60_000 : (false as const),
    refetchOnWindowFocus: (query: { state: { error: unknown } }) => !refused(query.state.error),
  };
}

/** When the latest Retry-After among the statistics reads ends (epoch ms), or null. */
function statisticsRetryAt(queryClient: QueryClient): number | null {
  let latest: number | null = null;
  for (const query of queryClient.getQueryCache().findAll({ queryKey: statisticsKeys.all })) {
    const error = query.state.error;
    if (isApiError(error) && error.kind === 'rate-limited' && error.retryAt !== null)
      latest = Math.max(latest ?? 0, error.retryAt);
  }
  return latest;
}

/**
 * Seconds left of the service's wait after a 429 on any statistics read: the limit is the
 * account's, so another day asked during the wait would only be refused again (and counted).
 */
export function useStatisticsWait(): number {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (listener: () => void) => queryClient.getQueryCache().subscribe(listener),
    [queryClient],
  );
  const retryAt = useSyncExternalStore(subscribe, () => statisticsRetryAt(queryClient));
  return useSecondsUntil(retryAt);
}
