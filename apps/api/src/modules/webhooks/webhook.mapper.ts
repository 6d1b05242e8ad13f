import type { WebhookDelivery, WebhookEndpoint } from '@offerteflow/contracts';
import type { WebhookDeliveryEntity } from './webhook-delivery.entity';
import type { WebhookEndpointEntity } from './webhook-endpoint.entity';

export const toEndpoint = (e: WebhookEndpointEntity): WebhookEndpoint => ({
  id: e.id,
  url: e.url,
  events: e.events,
  active: e.active,
  secret: e.secret,
  createdAt: e.createdAt.toISOString(),
  updatedAt: e.updatedAt.toISOString(),
});

export const toDelivery = (d: WebhookDeliveryEntity): WebhookDelivery => ({
  id: d.id,
  endpointId: d.endpointId,
  eventId: d.eventId,
  eventType: d.eventType,
  status: d.status,
  attempts: d.attempts,
  responseCode: d.responseCode,
  lastError: d.lastError,
  createdAt: d.createdAt.toISOString(),
  lastAttemptAt: d.lastAttemptAt?.toISOString() ?? null,
  deliveredAt: d.deliveredAt?.toISOString() ?? null,
});
