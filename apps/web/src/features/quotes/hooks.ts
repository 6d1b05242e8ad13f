import { useMemo } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuoteCreateInput, QuoteStatus } from '@offerteflow/contracts';
import { useApiClient } from '../../lib/api-context';
import { createLocalFirstQuotesApi } from '../../offline/local-first-api';
import { isOfflineId } from '../../offline/store';
import { quoteSettings } from '../settings/api';
import { createQuotesApi, type QuoteFormSettings, type QuoteListParams } from './api';

/** Query keys: everything under ['quotes'] is refreshed after any quote change (list, detail, stats). */
export const quoteKeys = {
  all: ['quotes'] as const,
  list: (query: QuoteListParams) => ['quotes', 'list', query] as const,
  detail: (id: string) => ['quotes', 'detail', id] as const,
  stats: ['quotes', 'stats'] as const,
  history: (id: string) => ['quotes', 'history', id] as const,
};

export function useQuotesApi() {
  const client = useApiClient();
  return useMemo(() => createLocalFirstQuotesApi(createQuotesApi(client)), [client]);
}

export function useQuoteList(query: QuoteListParams) {
  const api = useQuotesApi();
  return useQuery({
    queryKey: quoteKeys.list(query),
    queryFn: () => api.list(query),
    placeholderData: keepPreviousData,
  });
}

export function useQuote(id: string | null) {
  const api = useQuotesApi();
  return useQuery({
    queryKey: quoteKeys.detail(id ?? ''),
    queryFn: () => api.get(id ?? ''),
    enabled: Boolean(id),
  });
}

export function useQuoteHistory(id: string) {
  const api = useQuotesApi();
  // A quote made offline has no server history yet.
  return useQuery({
    queryKey: quoteKeys.history(id),
    queryFn: () => api.history(id),
    enabled: !isOfflineId(id),
  });
}

export function useQuoteStats() {
  const api = useQuotesApi();
  return useQuery({ queryKey: quoteKeys.stats, queryFn: () => api.stats() });
}

/** Customers for the existing-customer select: fetched only while that mode is chosen (SPEC §7). */
export function useCustomers(enabled: boolean, search = '') {
  const api = useQuotesApi();
  return useQuery({
    queryKey: ['customers', 'pick-list', search],
    queryFn: () => api.customers(search),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** SPEC §7: a failure to load the templates is treated as an empty list. */
export function useTemplates() {
  const api = useQuotesApi();
  return useQuery({
    queryKey: ['templates'],
    queryFn: () => api.templates().catch(() => []),
    retry: 1,
  });
}

export function useExtractedData() {
  const api = useQuotesApi();
  return useQuery({ queryKey: ['onboarding', 'extracted-data'], queryFn: () => api.extractedData() });
}

/** The quote settings the form needs, from the one cached settings resource (same key and shape). */
export function useQuoteFormSettings() {
  return quoteSettings.useData(
    ({ defaultValidityDays, vatPercentage, includeVat }): QuoteFormSettings => ({
      defaultValidityDays,
      vatPercentage,
      includeVat,
    }),
  );
}

function useInvalidateQuotes() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: quoteKeys.all });
}

export function useCreateQuote() {
  const api = useQuotesApi();
  const invalidate = useInvalidateQuotes();
  return useMutation({
    mutationFn: (body: QuoteCreateInput) => api.create(body),
    onSuccess: async () => {
      await invalidate();
    },
  });
}

export function useUpdateQuote(id: string) {
  const api = useQuotesApi();
  const invalidate = useInvalidateQuotes();
  return useMutation({
    mutationFn: (body: QuoteCreateInput) => api.update(id, body),
    onSuccess: async () => {
      await invalidate();
    },
  });
}

export function useQuoteStatus() {
  const api = useQuotesApi();
  const invalidate = useInvalidateQuotes();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: QuoteStatus }) => api.setStatus(id, status),
    onSettled: async () => {
      await invalidate();
    },
  });
}

/** 'Link intrekken': revokes the quote's public links (history gets 'Link ingetrokken'). */
export function useRevokeQuoteLinks() {
  const api = useQuotesApi();
  const invalidate = useInvalidateQuotes();
  return useMutation({
    mutationFn: (id: string) => api.revokeLinks(id),
    onSuccess: async () => {
      await invalidate();
    },
  });
}

export function useDuplicateQuote() {
  const api = useQuotesApi();
  const invalidate = useInvalidateQuotes();
  return useMutation({
    mutationFn: (id: string) => api.duplicate(id),
    onSuccess: async () => {
      await invalidate();
    },
  });
}

export function useDeleteQuote() {
  const api = useQuotesApi();
  const invalidate = useInvalidateQuotes();
  return useMutation({
    mutationFn: (id: string) => api.remove(id),
    onSuccess: async () => {
      await invalidate();
    },
  });
}
