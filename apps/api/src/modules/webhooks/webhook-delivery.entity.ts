import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { QuoteEventType, WebhookDeliveryStatus, WebhookEvent } from '@offerteflow/contracts';
import { CompanyEntity } from '../companies/company.entity';
import { WebhookEndpointEntity } from './webhook-endpoint.entity';

/** One event sent to one endpoint; attempts are rows of webhook_delivery_attempts. */
@Entity({ name: 'webhook_deliveries' })
@Index('webhook_deliveries_endpoint_created_idx', ['endpointId', 'createdAt'])
export class WebhookDeliveryEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @ManyToOne(() => CompanyEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: CompanyEntity;

  @Column({ name: 'endpoint_id', type: 'uuid' })
  endpointId: string;

  @ManyToOne(() => WebhookEndpointEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'endpoint_id' })
  endpoint?: WebhookEndpointEntity;

  /** Same on a re-sent delivery, so receivers can drop duplicates. */
  @Column({ name: 'event_id', type: 'uuid' })
  eventId: string;

  @Column({ name: 'event_type', type: 'varchar', length: 40 })
  eventType: QuoteEventType;

  @Column({ type: 'jsonb' })
  payload: WebhookEvent;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: WebhookDeliveryStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'response_code', type: 'integer', nullable: true })
  responseCode: number | null;

  @Column({ name: 'last_error', type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_attempt_at', type: 'timestamptz', nullable: true })
  lastAttemptAt: Date | null;

  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true })
  deliveredAt: Date | null;
}
