import type { QuoteCreateInput } from '@offerteflow/contracts';
import { browserOffline, isConnectionError, onlineOrLocal } from '../../../offline/fallback';
import { isOfflineId, newOfflineId, pruneRecords, putRecords, readRecord } from '../../../offline/store';
import type { QuotesApi } from '../endpoints';
import type { QuoteListParams } from '../list-request';
import {
  createQuoteOffline,
  deleteQuoteOffline,
  listQuotesOffline,
  queueErrors,
  toListItem,
  updateQuoteOffline,
  type CachedQuote,
  type LocalQuoteRow,
} from './quotes';

const mergeDetail = (previous: CachedQuote | undefined, next: CachedQuote): CachedQuote => ({
  ...previous,
  ...next,
});

/**
 * The quotes API as the screens use it: online answers are kept in IndexedDB, offline reads come from
 * there, and writes without a connection are queued for the sync.
 */
export function createLocalFirstQuotesApi(api: QuotesApi) {
  return {
    ...api,
    list: (params: QuoteListParams) =>
      onlineOrLocal(
        async () => {
          const fetched = await api.list(params);
          // A server quote whose offline change the server refused shows why (and, for a
          // conflict, the choice between both versions) in the online list too.
          const refused = await queueErrors().catch(
            () => new Map<string, { error: string; conflict: boolean }>(),
          );
          const page = {
            ...fetched,
            data: fetched.data.map((q): LocalQuoteRow => {
              const state = refused.get(q.id);
              return state
                ? { ...q, offline: true, synced: false, syncError: state.error, syncConflict: state.conflict }
                : q;
            }),
          };
          if (params.page !== 1) return page;
          // Quotes made offline and not yet synced stay visible at the top while online.
          const pending =
            (await listQuotesOffline({ ...params, pageSize: 1000 }).catch(() => null))?.data ?? [];
          const unsynced = pending.filter((q) => q.synced === false && isOfflineId(q.id));
          return { ...page, data: [...unsynced, ...page.data] };
        },
        async (page) => {
          const rows = page.data.filter((q) => !isOfflineId(q.id));
          await putRecords(
            'quotes',
            'quote',
            rows.map((q) => ({ id: q.id, data: q as CachedQuote })),
            mergeDetail,
          );
          const complete = !params.search && params.status === 'all' && params.page === 1;
          if (complete && page.meta.total <= rows.length)
            await pruneRecords('quotes', 'quote', new Set(rows.map((q) => q.id)));
        },
        () => listQuotesOffline(params),
      ),
    get: (id: string) =>
      isOfflineId(id)
        ? readRecord<CachedQuote>('quotes', id).then((q) => {
            if (!q) throw new Error('Deze offerte staat niet meer op dit apparaat.');
            return q as Required<CachedQuote>;
          })
        : onlineOrLocal(
            () => api.get(id),
            (quote) => putRecords('quotes', 'quote', [{ id, data: toListItem(quote) }], mergeDetail),
            async () => {
              const local = await readRecord<CachedQuote>('quotes', id);
              // A row seen only in the list lacks items: not enough to show the detail.
              return local?.items ? (local as Required<CachedQuote>) : null;
            },
          ),
    /**
     * Online the create carries an offline id as its Idempotency-Key; if the answer is lost, the same
     * id is queued, so the sync's replay can never make a second quote.
     */
    async create(body: QuoteCreateInput) {
      if (browserOffline()) return createQuoteOffline(body);
      const key = newOfflineId();
      try {
        return await api.create(body, key);
      } catch (error) {
        if (isConnectionError(error)) return createQuoteOffline(body, key);
        throw error;
      }
    },
    /**
     * `version`: the server version the edit is based on (If-Match). Offline, or without an answer,
     * the edit is queued on that same version, so the sync cannot overwrite a newer one either.
     */
    async update(id: string, body: QuoteCreateInput, version: number) {
      if (browserOffline() || isOfflineId(id)) return updateQuoteOffline(id, body, version);
      try {
        return await api.update(id, body, version);
      } catch (error) {
        if (isConnectionError(error)) return updateQuoteOffline(id, body, version);
        throw error;
      }
    },
    async remove(id: string) {
      if (browserOffline() || isOfflineId(id)) return deleteQuoteOffline(id);
      try {
        return await api.remove(id);
      } catch (error) {
        if (isConnectionError(error)) return deleteQuoteOffline(id);
        throw error;
      }
    },
  };
}

export type LocalFirstQuotesApi = ReturnType<typeof createLocalFirstQuotesApi>;
