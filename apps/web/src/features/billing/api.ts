/** The billing endpoints (SPEC §7 Billing) and their cached query; this module owns the ['billing'] key. */
import { queryOptions } from '@tanstack/react-query';
import { billingInfoResponseSchema, type SubscriptionType } from '@offerteflow/contracts';
import type { ApiClient } from '../../lib/api-client';
import { parseResponse } from '../../lib/parse-response';

const billingData = billingInfoResponseSchema.shape.data;

export const billingKeys = { info: ['billing'] as const };

export function createBillingApi(client: ApiClient) {
  return {
    async info() {
      return parseResponse(billingData, await client.get('/billing'));
    },
    async choose(subscriptionType: SubscriptionType) {
      return parseResponse(billingData, await client.put('/billing/subscription', { subscriptionType }));
    },
  };
}

export const billingQueries = {
  info: (client: ApiClient) =>
    queryOptions({ queryKey: billingKeys.info, queryFn: () => createBillingApi(client).info() }),
};
