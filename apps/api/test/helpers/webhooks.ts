/** Webhook endpoints and their deliveries through the public API, as the settings screen uses them. */
import {
  QUOTE_EVENT_TYPES,
  webhookDeliveryListResponseSchema,
  webhookEndpointResponseSchema,
  type AuthData,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@offerteflow/contracts';
import type supertest from 'supertest';
import { bearer } from './accounts';
import { pollUntil } from './poll';

export async function addEndpoint(
  http: supertest.Agent,
  who: AuthData,
  url: string,
  events: string[] = [...QUOTE_EVENT_TYPES],
): Promise<WebhookEndpoint> {
  const res = await http.post('/api/webhooks').set(bearer(who.accessToken)).send({ url, events });
  if (res.status !== 201) throw new Error(`create webhook failed: ${res.status} ${JSON.stringify(res.body)}`);
  return webhookEndpointResponseSchema.parse(res.body).data;
}

export async function deliveries(
  http: supertest.Agent,
  who: AuthData,
  endpointId: string,
): Promise<WebhookDelivery[]> {
  const res = await http.get(`/api/webhooks/${endpointId}/deliveries`).set(bearer(who.accessToken));
  expect(res.status).toBe(200);
  return webhookDeliveryListResponseSchema.parse(res.body).data;
}

/** Polls until every delivery of the endpoint left 'pending' (and at least `count` exist). */
export async function settled(
  http: () => supertest.Agent,
  who: AuthData,
  endpointId: string,
  count = 1,
  timeoutMs = 20_000,
): Promise<WebhookDelivery[]> {
  return pollUntil(
    () => deliveries(http(), who, endpointId),
    (list) => list.length >= count && list.every((d) => d.status !== 'pending'),
    {
      timeoutMs,
      intervalMs: 50,
      timeoutMessage: (list) => `deliveries not settled: ${JSON.stringify(list)}`,
    },
  );
}
