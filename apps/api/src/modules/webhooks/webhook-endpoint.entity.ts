import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { QuoteEventType } from '@offerteflow/contracts';
import { CompanyEntity } from '../companies/company.entity';

/** A company's webhook receiver: URL, subscribed quote events and the signing secret. */
@Entity({ name: 'webhook_endpoints' })
@Index('webhook_endpoints_company_idx', ['companyId', 'createdAt'])
export class WebhookEndpointEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @ManyToOne(() => CompanyEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: CompanyEntity;

  @Column({ type: 'varchar', length: 2000 })
  url: string;

  @Column({ type: 'text', array: true })
  events: QuoteEventType[];

  /** HMAC key of the signature; kept readable (the settings show it), never logged. */
  @Column({ type: 'varchar', length: 100 })
  secret: string;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
