/** Webhook endpoints, deliveries and attempts; company-scoped except the processor's lookup by id. */
import { Injectable } from '@nestjs/common';
import type { QuoteEventType, WebhookDeliveryStatus, WebhookEndpointData } from '@offerteflow/contracts';
import { ArrayContains, DataSource } from 'typeorm';
import { isUuid } from '../../common';
import { WebhookDeliveryAttemptEntity } from './webhook-delivery-attempt.entity';
import { WebhookDeliveryEntity } from './webhook-delivery.entity';
import { WebhookEndpointEntity } from './webhook-endpoint.entity';

/** Deliveries shown per endpoint in the settings (newest first). */
export const DELIVERY_LIST_LIMIT = 50;

export interface AttemptRecord {
  attempt: number;
  startedAt: Date;
  durationMs: number;
  responseCode: number | null;
  error: string | null;
  status: WebhookDeliveryStatus;
}

@Injectable()
export class WebhooksRepository {
  constructor(private readonly dataSource: DataSource) {}

  private get endpoints() {
    return this.dataSource.getRepository(WebhookEndpointEntity);
  }

  private get deliveries() {
    return this.dataSource.getRepository(WebhookDeliveryEntity);
  }

  listEndpoints(companyId: string): Promise<WebhookEndpointEntity[]> {
    return this.endpoints.find({ where: { companyId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** Null for another company's or a malformed id. */
  findEndpoint(companyId: string, id: string): Promise<WebhookEndpointEntity | null> {
    return isUuid(id) ? this.endpoints.findOneBy({ id, companyId }) : Promise.resolve(null);
  }

  /** Active endpoints of the company subscribed to this event. */
  subscribers(companyId: string, type: QuoteEventType): Promise<WebhookEndpointEntity[]> {
    return this.endpoints.find({ where: { companyId, active: true, events: ArrayContains([type]) } });
  }

  insertEndpoint(
    companyId: string,
    data: WebhookEndpointData,
    secret: string,
  ): Promise<WebhookEndpointEntity> {
    return this.endpoints.save(this.endpoints.create({ companyId, ...data, secret }));
  }

  async updateEndpoint(
    endpoint: WebhookEndpointEntity,
    data: WebhookEndpointData,
  ): Promise<WebhookEndpointEntity> {
    return this.endpoints.save(Object.assign(endpoint, data));
  }

  async deleteEndpoint(companyId: string, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const result = await this.endpoints.delete({ id, companyId });
    return (result.affected ?? 0) > 0;
  }

  listDeliveries(companyId: string, endpointId: string): Promise<WebhookDeliveryEntity[]> {
    return this.deliveries.find({
      select: {
        id: true,
        endpointId: true,
        eventId: true,
        eventType: true,
        status: true,
        attempts: true,
        responseCode: true,
        lastError: true,
        createdAt: true,
        lastAttemptAt: true,
        deliveredAt: true,
      },
      where: { companyId, endpointId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: DELIVERY_LIST_LIMIT,
    });
  }

  findDelivery(companyId: string, id: string): Promise<WebhookDeliveryEntity | null> {
    return isUuid(id) ? this.deliveries.findOneBy({ id, companyId }) : Promise.resolve(null);
  }

  /** The processor's read: the delivery with its endpoint (null when it is gone). */
  findForSending(id: string): Promise<WebhookDeliveryEntity | null> {
    return this.deliveries.findOne({ where: { id }, relations: { endpoint: true } });
  }

  insertDelivery(
    row: Pick<WebhookDeliveryEntity, 'companyId' | 'endpointId' | 'eventId' | 'eventType' | 'payload'>,
  ): Promise<WebhookDeliveryEntity> {
    return this.deliveries.save(this.deliveries.create({ ...row, status: 'pending', attempts: 0 }));
  }

  /** Appends the attempt and updates the delivery's summary in one transaction. */
  async recordAttempt(deliveryId: string, a: AttemptRecord): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      await tx.insert(WebhookDeliveryAttemptEntity, {
        deliveryId,
        attempt: a.attempt,
        startedAt: a.startedAt,
        durationMs: a.durationMs,
        responseCode: a.responseCode,
        error: a.error,
      });
      await tx.update(
        WebhookDeliveryEntity,
        { id: deliveryId },
        {
          attempts: a.attempt,
          status: a.status,
          responseCode: a.responseCode,
          lastError: a.error,
          lastAttemptAt: a.startedAt,
          deliveredAt: a.status === 'succeeded' ? new Date() : null,
        },
      );
    });
  }
}
