import { QueryClient } from '@tanstack/react-query';
import { QUERY_DEFAULT_RETRY, QUERY_STALE_TIME_MS } from '@offerteflow/contracts';
import { ApiError } from '../lib/api-error';

/** SPEC §9 caching: fresh for 5 minutes, 2 retries (only for retryable failures), no refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < QUERY_DEFAULT_RETRY && (!(error instanceof ApiError) || error.retryable),
      },
      mutations: { retry: false },
    },
  });
}
