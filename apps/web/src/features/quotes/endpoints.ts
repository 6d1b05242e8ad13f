import {
  productUsageResponseSchema,
  quoteHistoryResponseSchema,
  quoteLinksRevokeResponseSchema,
  quoteListResponseSchema,
  quoteResponseSchema,
  quoteStatsResponseSchema,
  type QuoteCreateInput,
  type QuoteSendEmailData,
  type QuoteStatus,
} from '@offerteflow/contracts';
import type { ApiClient } from '../../lib/api-client';
import { ifMatch } from '../../lib/if-match';
import { parseResponse } from '../../lib/parse-response';
import { QUOTE_LIST_PATH, quoteListQuery, type QuoteListParams } from './list-request';

const quoteData = quoteResponseSchema.shape.data;
const historyData = quoteHistoryResponseSchema.shape.data;
const statsData = quoteStatsResponseSchema.shape.data;
const revokeData = quoteLinksRevokeResponseSchema.shape.data;

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
