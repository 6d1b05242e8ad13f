import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { QuoteUnit, QuoteVatRate } from '@offerteflow/contracts';
import { bigintNumber, numericNumber } from '../../database/transformers';
import { QuoteEntity } from './quote.entity';

/** One line of a quote; line_total_cents is quantity × unit price rounded half-up (domain). */
@Entity({ name: 'quote_items' })
@Index('quote_items_quote_position_unique', ['quoteId', 'position'], { unique: true })
export class QuoteItemEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'quote_id', type: 'uuid' })
  quoteId: string;

  @ManyToOne(() => QuoteEntity, (quote) => quote.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'quote_id' })
  quote?: QuoteEntity;

  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'varchar', length: 1000 })
  description: string;

  @Column({ type: 'numeric', precision: 12, scale: 3, transformer: numericNumber })
  quantity: number;

  @Column({ type: 'varchar', length: 10 })
  unit: QuoteUnit;

  @Column({ name: 'unit_price_cents', type: 'bigint', transformer: bigintNumber })
  unitPriceCents: number;

  /** BTW percentage 0–100 with at most 1 decimal (e.g. 9.5 from the quote settings). */
  @Column({ name: 'vat_rate', type: 'numeric', precision: 4, scale: 1, transformer: numericNumber })
  vatRate: QuoteVatRate;

  @Column({ name: 'line_total_cents', type: 'bigint', transformer: bigintNumber })
  lineTotalCents: number;
}
