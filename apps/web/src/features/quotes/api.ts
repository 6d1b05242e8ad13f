import {
  SETTINGS_DEFAULTS,
  customerListResponseSchema,
  extractedDataResponseSchema,
  quoteHistoryResponseSchema,
  quoteListResponseSchema,
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

/** The quote settings the form needs (read from the settings page's cached resource). */
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
        query: { ...query, status: query.status === 'all' ? undefined : query.status },
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
