import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { SubscriptionType } from '@offerteflow/contracts';
import { EditVersionColumn } from '../../database/versioned';

@Entity({ name: 'companies' })
export class CompanyEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ name: 'subscription_type', type: 'varchar', length: 20, default: 'monthly' })
  subscriptionType: SubscriptionType;

  /** Company settings of SPEC §3; '' when not filled in. Identifiers stored compact. */
  @Column({ type: 'varchar', length: 254, default: '' })
  email: string;

  @Column({ type: 'varchar', length: 30, default: '' })
  phone: string;

  @Column({ type: 'varchar', length: 300, default: '' })
  address: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  website: string;

  @Column({ name: 'vat_number', type: 'varchar', length: 14, default: '' })
  vatNumber: string;

  @Column({ name: 'chamber_of_commerce', type: 'varchar', length: 8, default: '' })
  chamberOfCommerce: string;

  @Column({ type: 'varchar', length: 34, default: '' })
  iban: string;

  /** PNG/JPEG as a data: URL, '' for none. */
  @Column({ type: 'text', default: '' })
  logo: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  /** Optimistic-concurrency version (docs/api.md "Concurrency"), raised by the repository on every change. */
  @EditVersionColumn()
  version: number;
}
