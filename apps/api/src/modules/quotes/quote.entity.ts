import {
  BeforeInsert,
  BeforeUpdate,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { DiscountType, QuoteStatus } from '@offerteflow/domain';
import { searchText } from '../../common/search';
import { bigintNumber } from '../../database/transformers';
import { CompanyEntity } from '../companies/company.entity';
import { CustomerEntity } from '../customers/customer.entity';
import { TemplateEntity } from '../templates/template.entity';
import { UserEntity } from '../users/user.entity';
import { QuoteItemEntity } from './quote-item.entity';
import { EditVersionColumn } from '../../database/versioned';

/**
 * A quote. The customer's details are copied into the quote (snapshot) when it is created or edited,
 * so a later change or deletion of the customer never alters a quote already sent. Totals are
 * computed by @offerteflow/domain and stored in cents. Search (case-insensitive substring of number, customer name and
 * e-mail) runs on search_text with a pg_trgm GIN index created by the migration only (synchronize: false).
 */
@Entity({ name: 'quotes' })
@Index('quotes_company_number_unique', ['companyId', 'quoteNumber'], { unique: true })
@Index('quotes_company_created_idx', { synchronize: false })
@Index('quotes_company_status_idx', ['companyId', 'status'])
@Index('quotes_customer_id_idx', ['customerId'])
@Index('quotes_company_created_by_idx', ['companyId', 'createdBy'])
@Index('quotes_search_trgm_idx', { synchronize: false })
export class QuoteEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @ManyToOne(() => CompanyEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: CompanyEntity;

  @Column({ name: 'quote_number', type: 'varchar', length: 40 })
  quoteNumber: string;

  @Column({ type: 'varchar', length: 20, default: 'draft' })
  status: QuoteStatus;

  /** Null once the customer is deleted; the snapshot below keeps the quote complete. */
  @Column({ name: 'customer_id', type: 'uuid', nullable: true })
  customerId: string | null;

  @ManyToOne(() => CustomerEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'customer_id' })
  customer?: CustomerEntity | null;

  @Column({ name: 'customer_name', type: 'varchar', length: 200 })
  customerName: string;

  @Column({ name: 'customer_email', type: 'varchar', length: 254, nullable: true })
  customerEmail: string | null;

  @Column({ name: 'customer_phone', type: 'varchar', length: 50, nullable: true })
  customerPhone: string | null;

  @Column({ name: 'customer_address', type: 'varchar', length: 500, nullable: true })
  customerAddress: string | null;

  @Column({ name: 'customer_postal_code', type: 'varchar', length: 20, nullable: true })
  customerPostalCode: string | null;

  @Column({ name: 'customer_city', type: 'varchar', length: 100, nullable: true })
  customerCity: string | null;

  @Column({ name: 'customer_country', type: 'varchar', length: 100, nullable: true })
  customerCountry: string | null;

  @Column({ name: 'customer_kvk_number', type: 'varchar', length: 8, nullable: true })
  customerKvkNumber: string | null;

  @Column({ name: 'customer_vat_number', type: 'varchar', length: 20, nullable: true })
  customerVatNumber: string | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ name: 'valid_until', type: 'date', nullable: true })
  validUntil: string | null;

  /** Null when the template was deleted; the PDF then uses the company's default template. */
  @Column({ name: 'template_id', type: 'uuid', nullable: true })
  templateId: string | null;

  @ManyToOne(() => TemplateEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'template_id' })
  template?: TemplateEntity | null;

  /** Total excl. BTW: the counted line totals less the quote discount (SPEC totalAmount). */
  @Column({ name: 'subtotal_cents', type: 'bigint', transformer: bigintNumber })
  subtotalCents: number;

  @Column({ name: 'vat_total_cents', type: 'bigint', transformer: bigintNumber })
  vatTotalCents: number;

  @Column({ name: 'total_incl_cents', type: 'bigint', transformer: bigintNumber })
  totalInclCents: number;

  /** The quote discount before BTW, as for a line (discount_type, discount_value); null: none. */
  @Column({ name: 'discount_type', type: 'varchar', length: 10, nullable: true })
  discountType: DiscountType | null;

  @Column({ name: 'discount_value', type: 'bigint', nullable: true, transformer: bigintNumber })
  discountValue: number | null;

  @Column({ name: 'discount_cents', type: 'bigint', default: 0, transformer: bigintNumber })
  discountCents: number;

  /** 'Aanbetaling': percentage of the total incl. BTW due at acceptance (0: none). */
  @Column({ name: 'deposit_percent', type: 'smallint', default: 0 })
  depositPercent: number;

  @Column({ name: 'deposit_cents', type: 'bigint', default: 0, transformer: bigintNumber })
  depositCents: number;

  @Column({ name: 'item_count', type: 'integer' })
  itemCount: number;

  /** Lower-cased number, customer name and e-mail, for the list search (trigram index). */
  @Column({ name: 'search_text', type: 'text', select: false })
  searchText: string;

  @BeforeInsert()
  @BeforeUpdate()
  updateSearchText(): void {
    this.searchText = searchText(this.quoteNumber, this.customerName, this.customerEmail);
  }

  @OneToMany(() => QuoteItemEntity, (item) => item.quote)
  items?: QuoteItemEntity[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  /** First time the customer opened the public link; null when never (list filter 'Bekeken'). */
  @Column({ name: 'viewed_at', type: 'timestamptz', nullable: true })
  viewedAt: Date | null;

  @Column({ name: 'view_count', type: 'integer', default: 0 })
  viewCount: number;

  /** The user who created the quote (null when an API key did); kept when the user leaves. */
  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by' })
  creator?: UserEntity | null;

  /** The user who last e-mailed the quote to the customer; null before that or when an API key did. */
  @Column({ name: 'sent_by', type: 'uuid', nullable: true })
  sentBy: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'sent_by' })
  sender?: UserEntity | null;

  /** Optimistic-concurrency version (docs/api.md "Concurrency"), raised by the repository on every change. */
  @EditVersionColumn()
  version: number;
}
