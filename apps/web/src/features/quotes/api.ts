import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { SETTINGS_DEFAULTS, type QuoteSettings } from '@offerteflow/contracts';
import type { ApiClient } from '../../lib/api-client';
import { createQuotesApi } from './endpoints';
import type { QuoteListParams } from './list-request';
import type { LocalFirstQuotesApi } from './offline/local-first-api';

export { createQuotesApi } from './endpoints';
export type { QuoteListParams, QuoteViewedFilter } from './list-request';

/** The quote settings the form needs (read from the settings page's cached resource). */
export type QuoteFormSettings = Pick<
  QuoteSettings,
  'defaultValidityDays' | 'vatPercentage' | 'includeVat' | 'depositPercent'
>;

export const DEFAULT_QUOTE_FORM_SETTINGS: QuoteFormSettings = {
  defaultValidityDays: SETTINGS_DEFAULTS.quotes.defaultValidityDays,
  vatPercentage: SETTINGS_DEFAULTS.quotes.vatPercentage,
  includeVat: SETTINGS_DEFAULTS.quotes.includeVat,
  depositPercent: SETTINGS_DEFAULTS.quotes.depositPercent,
};

/** Query keys: everything under ['quotes'] is refreshed after any quote change (list, detail, stats). */
export const quoteKeys = {
  all: ['quotes'] as const,
  list: (query: QuoteListParams) => ['quotes', 'list', query] as const,
  detail: (id: string) => ['quotes', 'detail', id] as const,
  stats: ['quotes', 'stats'] as const,
  history: (id: string) => ['quotes', 'history', id] as const,
  /** Under ['quotes']: a saved quote changes what is most used. */
  productUsage: ['quotes', 'product-usage'] as const,
};

/**
 * Query options of the quote resources. They take the local-first quotes API (see `useQuotesApi`), so
 * the same keys and fetchers serve every screen that shows quotes, online or not.
 */
export const quoteQueries = {
  list: (api: LocalFirstQuotesApi, query: QuoteListParams) =>
    queryOptions({
      queryKey: quoteKeys.list(query),
      queryFn: () => api.list(query),
      placeholderData: keepPreviousData,
    }),
  detail: (api: LocalFirstQuotesApi, id: string) =>
    queryOptions({ queryKey: quoteKeys.detail(id), queryFn: () => api.get(id) }),
  history: (api: LocalFirstQuotesApi, id: string) =>
    queryOptions({ queryKey: quoteKeys.history(id), queryFn: () => api.history(id) }),
  stats: (api: LocalFirstQuotesApi) =>
    queryOptions({ queryKey: quoteKeys.stats, queryFn: () => api.stats() }),
  /** Only an order: without it (offline, a failure) the picker sorts by name, so one retry is enough. */
  productUsage: (client: ApiClient) =>
    queryOptions({
      queryKey: quoteKeys.productUsage,
      queryFn: () => createQuotesApi(client).productUsage(),
      retry: 1,
    }),
};
