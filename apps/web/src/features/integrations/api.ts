/**
 * Endpoints of the 'API en webhooks' settings tab: /api/api-keys and /api/webhooks. Every answer is
 * checked against its contract; this module owns the ['integrations', ...] query keys.
 */
import { useMemo } from 'react';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiKeyCreatedResponseSchema,
  apiKeyListResponseSchema,
  apiKeyResponseSchema,
  webhookDeliveryListResponseSchema,
  webhookDeliveryResponseSchema,
  webhookEndpointListResponseSchema,
  webhookEndpointResponseSchema,
  type ApiKeyCreateRequest,
  type WebhookEndpoint,
  type WebhookEndpointInput,
} from '@offerteflow/contracts';
import type { ApiClient } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-context';
import { parseResponse, resourceEndpoints } from '../../lib/parse-response';

const id = (value: string) => encodeURIComponent(value);

export function createIntegrationsApi(client: ApiClient) {
  const webhooks = resourceEndpoints<WebhookEndpointInput, WebhookEndpoint>(
    client,
    '/webhooks',
    webhookEndpointResponseSchema.shape.data,
  );
  return {
    async apiKeys() {
      return parseResponse(apiKeyListResponseSchema.shape.data, await client.get('/api-keys'));
    },
    /** The answer holds the full key: the only time it is shown. */
    async createApiKey(body: ApiKeyCreateRequest) {
      return parseResponse(apiKeyCreatedResponseSchema.shape.data, await client.post('/api-keys', body));
    },
    async revokeApiKey(keyId: string) {
      return parseResponse(apiKeyResponseSchema.shape.data, await client.delete(`/api-keys/${id(keyId)}`));
    },
    async webhooks() {
      return parseResponse(webhookEndpointListResponseSchema.shape.data, await client.get('/webhooks'));
    },
    createWebhook: webhooks.create,
    updateWebhook: webhooks.update,
    removeWebhook: webhooks.remove,
    async deliveries(endpointId: string) {
      return parseResponse(
        webhookDeliveryListResponseSchema.shape.data,
        await client.get(`/webhooks/${id(endpointId)}/deliveries`),
      );
    },
    async resendDelivery(deliveryId: string) {
      return parseResponse(
        webhookDeliveryResponseSchema.shape.data,
        await client.post(`/webhooks/deliveries/${id(deliveryId)}/resend`),
      );
    },
  };
}

export type IntegrationsApi = ReturnType<typeof createIntegrationsApi>;

export const integrationKeys = {
  all: ['integrations'] as const,
  apiKeys: ['integrations', 'api-keys'] as const,
  webhooks: ['integrations', 'webhooks'] as const,
  deliveries: (endpointId: string) => ['integrations', 'webhooks', endpointId, 'deliveries'] as const,
};

/** Query-options factories: one place for each key and its fetcher. */
export const integrationQueries = {
  apiKeys: (api: IntegrationsApi) =>
    queryOptions({ queryKey: integrationKeys.apiKeys, queryFn: () => api.apiKeys() }),
  webhooks: (api: IntegrationsApi) =>
    queryOptions({ queryKey: integrationKeys.webhooks, queryFn: () => api.webhooks() }),
  /** While a delivery is pending (retries run in the background) the list refreshes every 2 s. */
  deliveries: (api: IntegrationsApi, endpointId: string) =>
    queryOptions({
      queryKey: integrationKeys.deliveries(endpointId),
      queryFn: () => api.deliveries(endpointId),
      refetchInterval: (query) => (query.state.data?.some((d) => d.status === 'pending') ? 2_000 : false),
    }),
};

export function useIntegrationsApi(): IntegrationsApi {
  const client = useApiClient();
  return useMemo(() => createIntegrationsApi(client), [client]);
}

/** A mutation of this tab that refreshes the tab's lists when it succeeds. */
export function useIntegrationMutation<TVars, TResult>(
  fn: (api: IntegrationsApi, vars: TVars) => Promise<TResult>,
) {
  const api = useIntegrationsApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: TVars) => fn(api, vars),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all }),
  });
}
