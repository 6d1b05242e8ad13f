/**
 * Webhook endpoints of a company and their deliveries. Subscribes to QuoteEvents: each event becomes
 * one delivery per active, subscribed endpoint, sent by the deliver-webhook job (retries, back-off).
 */
import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointData,
  type WebhookEvent,
} from '@offerteflow/contracts';
import type { Logger } from 'pino';
import { APP_CONFIG, type ResolvedConfig } from '../../config';
import { notFound, validationFailed, orNotFound } from '../../common';
import { LOGGER } from '../../common/logger';
import { JobRegistry } from '../../infra/queue/job-registry';
import { DELIVER_WEBHOOK_JOB } from '../../infra/queue/jobs';
import { QuoteEvents, type QuoteEvent } from '../quotes/quote-events';
import type { WebhookDeliveryEntity } from './webhook-delivery.entity';
import { toDelivery, toEndpoint } from './webhook.mapper';
import { generateWebhookSecret } from './webhook-signature';
import { targetProblem } from './webhook-target';
import { WebhooksRepository } from './webhooks.repository';

@Injectable()
export class WebhooksService implements OnModuleInit {
  constructor(
    private readonly repo: WebhooksRepository,
    private readonly jobs: JobRegistry,
    private readonly events: QuoteEvents,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.events.subscribe((event) => this.onQuoteEvent(event));
  }

  async list(companyId: string): Promise<WebhookEndpoint[]> {
    return (await this.repo.listEndpoints(companyId)).map(toEndpoint);
  }

  async create(companyId: string, data: WebhookEndpointData): Promise<WebhookEndpoint> {
    await this.assertUrlAllowed(data.url);
    return toEndpoint(await this.repo.insertEndpoint(companyId, data, generateWebhookSecret()));
  }

  async update(companyId: string, id: string, data: WebhookEndpointData): Promise<WebhookEndpoint> {
    const endpoint = orNotFound(await this.repo.findEndpoint(companyId, id));
    await this.assertUrlAllowed(data.url);
    return toEndpoint(await this.repo.updateEndpoint(endpoint, data));
  }

  async remove(companyId: string, id: string): Promise<void> {
    if (!(await this.repo.deleteEndpoint(companyId, id))) throw notFound();
  }

  async deliveries(companyId: string, endpointId: string): Promise<WebhookDelivery[]> {
    if (!(await this.repo.findEndpoint(companyId, endpointId))) throw notFound();
    return (await this.repo.listDeliveries(companyId, endpointId)).map(toDelivery);
  }

  /** A new delivery of the same event (same event id and payload) to the same endpoint. */
  async resend(companyId: string, deliveryId: string): Promise<WebhookDelivery> {
    const original = orNotFound(await this.repo.findDelivery(companyId, deliveryId));
    const copy = await this.repo.insertDelivery({
      companyId,
      endpointId: original.endpointId,
      eventId: original.eventId,
      eventType: original.eventType,
      payload: original.payload,
    });
    await this.dispatch(copy);
    return toDelivery(copy);
  }

  private async onQuoteEvent(event: QuoteEvent): Promise<void> {
    const endpoints = await this.repo.subscribers(event.companyId, event.type);
    if (endpoints.length === 0) return;
    const payload: WebhookEvent = {
      id: randomUUID(),
      type: event.type,
      createdAt: event.occurredAt.toISOString(),
      data: { quoteId: event.quoteId, quoteNumber: event.quoteNumber, quote: event.quote },
    };
    for (const endpoint of endpoints) {
      const delivery = await this.repo.insertDelivery({
        companyId: event.companyId,
        endpointId: endpoint.id,
        eventId: payload.id,
        eventType: event.type,
        payload,
      });
      await this.dispatch(delivery);
    }
  }

  /** Queue failure leaves the delivery pending (visible, re-sendable) and is logged. */
  private async dispatch(delivery: WebhookDeliveryEntity): Promise<void> {
    try {
      await this.jobs.dispatch(DELIVER_WEBHOOK_JOB, { deliveryId: delivery.id }, { jobId: delivery.id });
    } catch (err) {
      this.logger.error({ err, deliveryId: delivery.id }, 'webhook delivery could not be queued');
    }
  }

  private async assertUrlAllowed(url: string): Promise<void> {
    const problem = await targetProblem(url, this.config.webhooks.allowPrivateTargets);
    if (problem) throw validationFailed({ url: [problem] });
  }
}
