import {
  SETTINGS_DEFAULTS,
  customerListResponseSchema,
  extractedDataResponseSchema,
  quoteHistoryResponseSchema,
  quoteListResponseSchema,
  quoteLinksRevokeResponseSchema,
  quoteResponseSchema,
  quoteStatsResponseSchema,
  templateListResponseSchema,
  type QuoteCreateInput,
  type QuoteStatusFilter,
  type QuoteStatus,
  type QuoteSettings,
} from '@offerteflow/contracts';
import type { ApiClient } from '../../lib/api-client';
import { parseResponse } from '../../lib/parse-response';

const quoteData = quoteResponseSchema.shape.data;
const historyData = quoteHistoryResponseSchema.shape.data;
const templatesData = templateListResponseSchema.shape.data;
const extractedData = extractedDataResponseSchema.shape.data;
const statsData = quoteStatsResponseSchema.shape.data;
const revokeData = quoteLinksRevokeResponseSchema.shape.data;

/** The quote settings the form needs (read from the settings page's cached resource). */
export type QuoteViewedFilter = 'all' | 'yes' | 'no';

export type QuoteFormSettings = Pick<QuoteSettings, 'defaultValidityDays' | 'vatPercentage' | 'includeVat'>;

export const DEFAULT_QUOTE_FORM_SETTINGS: QuoteFormSettings = {
  defaultValidityDays: SETTINGS_DEFAULTS.quotes.defaultValidityDays,
  vatPercentage: SETTINGS_DEFAULTS.quotes.vatPercentage,
  includeVat: SETTINGS_DEFAULTS.quotes.includeVat,
};

/** Parameters of GET /api/quotes as the quotes page sends them. */
export interface QuoteListParams {
  search: string;
  status: QuoteStatusFilter;
  /** Opened by the customer on the public link: 'yes', 'no' or (left out) both. */
  viewed?: QuoteViewedFilter;
  page: number;
  pageSize: number;
}

/** Customers offered in the existing-customer select (the first page, alphabetical by the API). */
const CUSTOMER_PICK_LIST_SIZE = 100;

/** The quote, customer, template and catalogue endpoints the quote screens use (SPEC §7). */
export function createQuotesApi(client: ApiClient) {
  return {
    async list(query: QuoteListParams) {
      const body = await client.get('/quotes', {
        query: {
          ...query,
          status: query.status === 'all' ? undefined : query.status,
          viewed: query.viewed === 'all' ? undefined : query.viewed,
        },
        unwrap: false,
      });
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
    async update(id: string, body: QuoteCreateInput) {
      return parseResponse(quoteData, await client.put(`/quotes/${encodeURIComponent(id)}`, body));
    },
    async setStatus(id: string, status: QuoteStatus) {
      return parseResponse(
        quoteData,
        await client.patch(`/quotes/${encodeURIComponent(id)}/status`, { status }),
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
    async customers(search = '') {
      const body = await client.get('/customers', {
        query: { search, pageSize: CUSTOMER_PICK_LIST_SIZE },
        unwrap: false,
      });
      return parseResponse(customerListResponseSchema, body).data;
    },
    async templates() {
      return parseResponse(templatesData, await client.get('/templates'));
    },
    async extractedData() {
      return parseResponse(extractedData, await client.get('/onboarding/extracted-data'));
    },
  };
}

export type QuotesApi = ReturnType<typeof createQuotesApi>;
