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

  @Column({ name: 'vat_rate', type: 'smallint' })
  vatRate: QuoteVatRate;

  @Column({ name: 'line_total_cents', type: 'bigint', transformer: bigintNumber })
  lineTotalCents: number;
}
