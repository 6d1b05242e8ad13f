import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { WebhookDeliveryEntity } from './webhook-delivery.entity';

/** One HTTP call of a delivery (append-only): when, how long, what came back. */
@Entity({ name: 'webhook_delivery_attempts' })
@Index('webhook_delivery_attempts_delivery_idx', ['deliveryId', 'attempt'])
export class WebhookDeliveryAttemptEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'delivery_id', type: 'uuid' })
  deliveryId: string;

  @ManyToOne(() => WebhookDeliveryEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'delivery_id' })
  delivery?: WebhookDeliveryEntity;

  @Column({ type: 'integer' })
  attempt: number;

  @Column({ name: 'started_at', type: 'timestamptz' })
  startedAt: Date;

  @Column({ name: 'duration_ms', type: 'integer' })
  durationMs: number;

  @Column({ name: 'response_code', type: 'integer', nullable: true })
  responseCode: number | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  error: string | null;
}
