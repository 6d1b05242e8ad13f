import { useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuoteCreateInput, QuoteSendEmailData, QuoteStatus } from '@offerteflow/contracts';
import { useApiClient } from '../../lib/api-context';
import { createLocalFirstQuotesApi, type LocalFirstQuotesApi } from './offline/local-first-api';
import { isOfflineId } from '../../offline/store';
import { customerQueries } from '../customers/api';
import { onboardingQueries } from '../onboarding/api';
import { settingsQueries } from '../settings/api';
import {
  createQuotesApi,
  quoteKeys,
  quoteQueries,
  type QuoteFormSettings,
  type QuoteListParams,
} from './api';

export function useQuotesApi() {
  const client = useApiClient();
  return useMemo(() => createLocalFirstQuotesApi(createQuotesApi(client)), [client]);
}

export function useQuoteList(query: QuoteListParams) {
  return useQuery(quoteQueries.list(useQuotesApi(), query));
}

export function useQuote(id: string | null) {
  return useQuery({ ...quoteQueries.detail(useQuotesApi(), id ?? ''), enabled: Boolean(id) });
}

export function useQuoteHistory(id: string) {
  // A quote made offline has no server history yet.
  return useQuery({ ...quoteQueries.history(useQuotesApi(), id), enabled: !isOfflineId(id) });
}

export function useQuoteStats() {
  return useQuery(quoteQueries.stats(useQuotesApi()));
}

export function useProductUsage() {
  return useQuery(quoteQueries.productUsage(useApiClient()));
}

/** Customers for the existing-customer select: fetched only while that mode is chosen (SPEC §7). */
export function useCustomers(enabled: boolean, search = '') {
  return useQuery({ ...customerQueries.pickList(useApiClient(), search), enabled });
}

export function useExtractedData() {
  return useQuery(onboardingQueries.extractedData(useApiClient()));
}

/** The quote settings the form needs, from the one cached settings resource (same key and shape). */
export function useQuoteFormSettings() {
  return useQuery({
    ...settingsQueries.quotes(useApiClient()),
    select: ({ defaultValidityDays, vatPercentage, includeVat, depositPercent }): QuoteFormSettings => ({
      defaultValidityDays,
      vatPercentage,
      includeVat,
      depositPercent,
    }),
  });
}

/**
 * A quote mutation that refreshes everything under ['quotes'] (list, detail, stats) after it succeeds,
 * or, with `always`, also after it failed (a status change may have gone through before the error).
 */
function useQuoteMutation<TVars, TResult>(
  fn: (api: LocalFirstQuotesApi, vars: TVars) => Promise<TResult>,
  always = false,
) {
  const api = useQuotesApi();
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: quoteKeys.all });
  return useMutation({
    mutationFn: (vars: TVars) => fn(api, vars),
    ...(always ? { onSettled: invalidate } : { onSuccess: invalidate }),
  });
}

export const useSendQuoteEmail = () =>
  useQuoteMutation((api, { id, body }: { id: string; body: QuoteSendEmailData }) => api.sendEmail(id, body));

export const useCreateQuote = () => useQuoteMutation((api, body: QuoteCreateInput) => api.create(body));

/** An edit based on `version` (the quote as the form loaded it, or the server's after a conflict). */
export const useUpdateQuote = (id: string) =>
  useQuoteMutation((api, { body, version }: { body: QuoteCreateInput; version: number }) =>
    api.update(id, body, version),
  );

/** 'Link intrekken': revokes the quote's public links (history gets 'Link ingetrokken'). */
export const useRevokeQuoteLinks = () => useQuoteMutation((api, id: string) => api.revokeLinks(id));

export const useQuoteStatus = () =>
  useQuoteMutation(
    (api, { id, status, version }: { id: string; status: QuoteStatus; version: number }) =>
      api.setStatus(id, status, version),
    true,
  );

export const useDuplicateQuote = () => useQuoteMutation((api, id: string) => api.duplicate(id));

export const useDeleteQuote = () => useQuoteMutation((api, id: string) => api.remove(id));
