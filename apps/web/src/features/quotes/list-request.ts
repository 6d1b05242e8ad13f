/**
 * The shape of GET /api/quotes as the quotes page asks for it. Kept apart from api.ts (no zod) so the
 * first chunk can start the first page's request before the page's code has loaded.
 */
import { CUSTOMER_LIMITS, type QuoteStatusFilter } from '@offerteflow/contracts';
import type { QueryParams } from '../../lib/api-client';

export const QUOTE_LIST_PATH = '/quotes';
export const QUOTE_LIST_PAGE_SIZE = CUSTOMER_LIMITS.pageSizeDefault;

/** Opened by the customer on the public link: 'yes', 'no' or both. */
export type QuoteViewedFilter = 'all' | 'yes' | 'no';

/** Whose quotes: everybody's in the company, or 'Mijn offertes' (the ones the user created). */
export type QuoteOwnerFilter = 'all' | 'mine';

/** Parameters of GET /api/quotes as the quotes page sends them. */
export interface QuoteListParams {
  search: string;
  status: QuoteStatusFilter;
  viewed: QuoteViewedFilter;
  owner: QuoteOwnerFilter;
  page: number;
  pageSize: number;
}

/** What /quotes shows when it opens: no search, every status, the first page. */
export const FIRST_QUOTE_LIST_PAGE: QuoteListParams = {
  search: '',
  status: 'all',
  viewed: 'all',
  owner: 'all',
  page: 1,
  pageSize: QUOTE_LIST_PAGE_SIZE,
};

/** The query string of a list request ('all' filters are left out). */
export function quoteListQuery(params: QuoteListParams): QueryParams {
  return {
    ...params,
    status: params.status === 'all' ? undefined : params.status,
    viewed: params.viewed === 'all' ? undefined : params.viewed,
    owner: params.owner === 'all' ? undefined : params.owner,
  };
}
