import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { CompanyEntity } from '../companies/company.entity';
import { EditVersionColumn } from '../../database/versioned';

/** Quote settings of a company (SPEC §3, defaults SPEC §9); one row per company, made at register. */
@Entity({ name: 'quote_settings' })
export class QuoteSettingsEntity {
  @PrimaryColumn({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @OneToOne(() => CompanyEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: CompanyEntity;

  @Column({ name: 'default_validity_days', type: 'smallint', default: 30 })
  defaultValidityDays: number;

  @Column({
    name: 'default_payment_terms',
    type: 'varchar',
    length: 1000,
    default: 'Betaling binnen 30 dagen na factuurdatum',
  })
  defaultPaymentTerms: string;

  @Column({ name: 'include_vat', type: 'boolean', default: true })
  includeVat: boolean;

  /** Percent with one decimal (e.g. 21.0); the default BTW rate of new quote items. */
  @Column({ name: 'vat_percentage', type: 'numeric', precision: 4, scale: 1, default: 21 })
  vatPercentage: string;

  @Column({ name: 'default_currency', type: 'varchar', length: 3, default: 'EUR' })
  defaultCurrency: string;

  @Column({ name: 'quote_number_prefix', type: 'varchar', length: 10, default: 'OFF' })
  quoteNumberPrefix: string;

  @Column({ name: 'auto_send_reminders', type: 'boolean', default: true })
  autoSendReminders: boolean;

  @Column({ name: 'reminder_days', type: 'smallint', array: true, default: () => "'{7,14,30}'" })
  reminderDays: number[];

  /** 'Aanbetaling' percentage of new quotes (0: none). */
  @Column({ name: 'deposit_percent', type: 'smallint', default: 0 })
  depositPercent: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  /** Optimistic-concurrency version (docs/api.md "Concurrency"), raised by the repository on every change. */
  @EditVersionColumn()
  version: number;
}
