import { QueryClient } from '@tanstack/react-query';
import { QUERY_DEFAULT_RETRY, QUERY_STALE_TIME_MS } from '@offerteflow/contracts';
import { ApiError } from '../lib/api-error';
import { browserOffline } from '../offline/fallback';

/**
 * SPEC §9 caching: fresh for 5 minutes, 2 retries (only for retryable failures), no refetch on focus.
 * networkMode 'always': without a connection a query runs at once and fails fast (or answers from the
 * offline store) instead of pausing with its spinner forever; no retries are spent while offline.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        refetchOnWindowFocus: false,
        networkMode: 'always',
        retry: (failureCount, error) =>
          !browserOffline() &&
          failureCount < QUERY_DEFAULT_RETRY &&
          (!(error instanceof ApiError) || error.retryable),
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
