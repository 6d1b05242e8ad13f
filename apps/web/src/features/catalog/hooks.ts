import { useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../lib/api-context';
import { catalogKeys, catalogQueries, createCatalogApi, type ProductListParams } from './api';

export function useCatalogApi() {
  const client = useApiClient();
  return useMemo(() => createCatalogApi(client), [client]);
}

export function useCatalogProducts(query: ProductListParams) {
  return useQuery(catalogQueries.products(useApiClient(), query));
}

export function useCatalogTerms() {
  return useQuery(catalogQueries.terms(useApiClient()));
}

/** A catalogue mutation that refreshes everything that reads the catalogue when it succeeds. */
export function useCatalogMutation<TVars, TResult>(
  fn: (api: ReturnType<typeof createCatalogApi>, vars: TVars) => Promise<TResult>,
) {
  const api = useCatalogApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: TVars) => fn(api, vars),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
  });
}
