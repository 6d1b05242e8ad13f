import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../lib/api-context';
import { aiContextCounts } from './api';

/** SPEC §7/§9: the AI context is read from the extracted data with 1 retry; a failure counts as 0 and 0. */
export function useAiContextCounts(enabled = true) {
  const client = useApiClient();
  const query = useQuery({
    queryKey: ['onboarding', 'extracted-data', 'ai-context'],
    queryFn: () => aiContextCounts(client),
    retry: 1,
    enabled,
  });
  return { counts: query.data ?? { products: 0, terms: 0 }, loading: query.isPending && enabled };
}
