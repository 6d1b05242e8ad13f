import { useMemo } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../lib/api-context';
import { createCatalogApi, type ProductListParams } from './api';

/**
 * Catalogue query keys. They live under ['onboarding'] so that every catalogue change also refreshes
 * the extracted data of the wizard, the dashboard overview and the quote form's quick-add.
 */
export const catalogKeys = {
  all: ['onboarding'] as const,
  products: (query: ProductListParams) => ['onboarding', 'catalog', 'products', query] as const,
  terms: ['onboarding', 'catalog', 'terms'] as const,
};

export function useCatalogApi() {
  const client = useApiClient();
  return useMemo(() => createCatalogApi(client), [client]);
}

export function useCatalogProducts(query: ProductListParams) {
  const api = useCatalogApi();
  return useQuery({
    queryKey: catalogKeys.products(query),
    queryFn: () => api.products(query),
    placeholderData: keepPreviousData,
  });
}

export function useCatalogTerms() {
  const api = useCatalogApi();
  return useQuery({ queryKey: catalogKeys.terms, queryFn: () => api.terms() });
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
