import { QueryClient } from '@tanstack/react-query';

/**
 * Counter staff act on what they see, so nothing is retried or refetched behind their back, and
 * requests are never paused while "offline": they fail at once with a clear network error.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { retry: 0, networkMode: 'always' },
    },
  });
}
