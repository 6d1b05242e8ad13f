/**
 * The customer endpoints (SPEC §7) and their cached queries. This module owns the ['customers', ...]
 * query keys; screens of other features read customers through `customerQueries`.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { customerListResponseSchema } from '@offerteflow/contracts';
import type { ApiClient } from '../../lib/api-client';
import { parseResponse } from '../../lib/parse-response';
import { onlineOrLocal } from '../../offline/fallback';
import { cacheCustomers, readCustomers } from '../../offline/reference';

/** Customers offered in a pick list (the first page, alphabetical by the API). */
const CUSTOMER_PICK_LIST_SIZE = 100;

export const customerKeys = {
  all: ['customers'] as const,
  pickList: (search: string) => ['customers', 'pick-list', search] as const,
};

export function createCustomersApi(client: ApiClient) {
  return {
    async pickList(search = '') {
      const body = await client.get('/customers', {
        query: { search, pageSize: CUSTOMER_PICK_LIST_SIZE },
        unwrap: false,
      });
      return parseResponse(customerListResponseSchema, body).data;
    },
  };
}

/** Query options of the customer resources; kept offline, so a quote can be made without a connection. */
export const customerQueries = {
  pickList: (client: ApiClient, search = '') =>
    queryOptions({
      queryKey: customerKeys.pickList(search),
      queryFn: () =>
        onlineOrLocal(
          () => createCustomersApi(client).pickList(search),
          cacheCustomers,
          () => readCustomers(search),
        ),
      placeholderData: keepPreviousData,
    }),
};
