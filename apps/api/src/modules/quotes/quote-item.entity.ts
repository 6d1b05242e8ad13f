import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { QuoteUnit, QuoteVatRate } from '@offerteflow/contracts';
import type { DiscountType } from '@offerteflow/domain';
import { bigintNumber, numericNumber } from '../../database/transformers';
import { QuoteEntity } from './quote.entity';

/**
 * One line of a quote; line_total_cents is quantity × unit price rounded half-up, less the line's
 * discount (domain `computeQuoteTotals`).
 */
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

  /** 'percent' (discount_value in hundredths of a percent) or 'amount' (discount_value in cents); null: none. */
  @Column({ name: 'discount_type', type: 'varchar', length: 10, nullable: true })
  discountType: DiscountType | null;

  @Column({ name: 'discount_value', type: 'bigint', nullable: true, transformer: bigintNumber })
  discountValue: number | null;

  /** The line's discount in cents as the domain computed it. */
  @Column({ name: 'discount_cents', type: 'bigint', default: 0, transformer: bigintNumber })
  discountCents: number;

  /** Shown with its price, counted only when ticked (selected). */
  @Column({ type: 'boolean', default: false })
  optional: boolean;

  /** Lines with the same name are the variants of one choice; exactly one counts. */
  @Column({ name: 'choice_group', type: 'varchar', length: 100, nullable: true })
  choiceGroup: string | null;

  /** Optional line: ticked. Variant: the chosen (or, before the customer chose, default) one. */
  @Column({ type: 'boolean', default: false })
  selected: boolean;
}

/** A line as written with its quote (the database gives the id; the quote is the parent). */
export type NewQuoteItem = Omit<QuoteItemEntity, 'id' | 'quoteId' | 'quote'>;
