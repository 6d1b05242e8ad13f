import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  SETTINGS_DEFAULTS,
  quoteHistoryResponseSchema,
  quoteListResponseSchema,
  quoteLinksRevokeResponseSchema,
  quoteResponseSchema,
  quoteStatsResponseSchema,
  productUsageResponseSchema,
  type QuoteCreateInput,
  type QuoteSendEmailData,
  type QuoteStatus,
  type QuoteSettings,
} from '@offerteflow/contracts';
import type { ApiClient } from '../../lib/api-client';
import { parseResponse } from '../../lib/parse-response';
import { ifMatch } from '../../lib/versioning';
import type { createLocalFirstQuotesApi } from '../../offline/local-first-api';
import { QUOTE_LIST_PATH, quoteListQuery, type QuoteListParams } from './list-request';

export type { QuoteListParams, QuoteViewedFilter } from './list-request';

const quoteData = quoteResponseSchema.shape.data;
const historyData = quoteHistoryResponseSchema.shape.data;
const statsData = quoteStatsResponseSchema.shape.data;
const revokeData = quoteLinksRevokeResponseSchema.shape.data;

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

/** The quote endpoints (SPEC §7); customers, templates and the catalogue belong to their own features. */
export function createQuotesApi(client: ApiClient) {
  return {
    async list(query: QuoteListParams) {
      const body = await client.get(QUOTE_LIST_PATH, { query: quoteListQuery(query), unwrap: false });
      return parseResponse(quoteListResponseSchema, body);
    },
    async get(id: string) {
      return parseResponse(quoteData, await client.get(`/quotes/${encodeURIComponent(id)}`));
    },
    async history(id: string) {
      return parseResponse(historyData, await client.get(`/quotes/${encodeURIComponent(id)}/history`));
    },
    /** `idempotencyKey`: the same key makes a repeated create answer with the first quote. */
    async create(body: QuoteCreateInput, idempotencyKey?: string) {
      const headers = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined;
      return parseResponse(quoteData, await client.post('/quotes', body, { headers }));
    },
    /** An edit based on `version` (If-Match): a 412 means someone else saved first. */
    async update(id: string, body: QuoteCreateInput, version: number) {
      return parseResponse(
        quoteData,
        await client.put(`/quotes/${encodeURIComponent(id)}`, body, { headers: ifMatch(version) }),
      );
    },
    async setStatus(id: string, status: QuoteStatus, version: number) {
      return parseResponse(
        quoteData,
        await client.patch(
          `/quotes/${encodeURIComponent(id)}/status`,
          { status },
          { headers: ifMatch(version) },
        ),
      );
    },
    async duplicate(id: string) {
      return parseResponse(quoteData, await client.post(`/quotes/${encodeURIComponent(id)}/duplicate`));
    },
    async remove(id: string): Promise<void> {
      await client.delete(`/quotes/${encodeURIComponent(id)}`);
    },
    /** 'Link intrekken': every public link of the quote answers 404 from now on. */
    async revokeLinks(id: string) {
      return parseResponse(revokeData, await client.post(`/quotes/${encodeURIComponent(id)}/links/revoke`));
    },
    async stats() {
      return parseResponse(statsData, await client.get('/quotes/stats'));
    },
    /** How often each catalogue product was quoted recently, most used first (the product picker's order). */
    async productUsage() {
      return parseResponse(productUsageResponseSchema.shape.data, await client.get('/quotes/product-usage'));
    },
    /** The contract drops an empty message, so JSON leaves it out (the API treats it as none). */
    async sendEmail(id: string, body: QuoteSendEmailData): Promise<void> {
      await client.post(`/quotes/${encodeURIComponent(id)}/send-email`, body);
    },
  };
}

export type QuotesApi = ReturnType<typeof createQuotesApi>;

/**
 * Query options of the quote resources. They take the local-first quotes API (see `useQuotesApi`), so
 * the same keys and fetchers serve every screen that shows quotes, online or not.
 */
type LocalFirstQuotesApi = ReturnType<typeof createLocalFirstQuotesApi>;

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
