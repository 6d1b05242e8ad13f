import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { ProductVatRate, QuoteUnit } from '@offerteflow/contracts';
import { bigintNumber } from '../../database/transformers';
import { CompanyEntity } from '../companies/company.entity';
import { OnboardingDocumentEntity } from '../onboarding/entities/onboarding-document.entity';
import { EditVersionColumn } from '../../database/versioned';

/** A product or service of the company's catalogue (SPEC §3 Extracted data: Product). */
@Entity({ name: 'products' })
@Index('products_company_name_idx', ['companyId', 'name'])
@Check('products_vat_rate_check', '"vat_rate" IN (21, 9, 0)')
export class ProductEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @ManyToOne(() => CompanyEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: CompanyEntity;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  description: string | null;

  @Column({ name: 'unit_price_cents', type: 'bigint', transformer: bigintNumber })
  unitPriceCents: number;

  @Column({ type: 'varchar', length: 10, default: 'stuk' })
  unit: QuoteUnit;

  /** BTW percentage: 21, 9 or 0 (PRODUCT_VAT_RATES); the database refuses any other value. */
  @Column({ name: 'vat_rate', type: 'smallint', default: 21 })
  vatRate: ProductVatRate;

  /** Extracted from a line read with low OCR confidence: 'Controleren' until the catalogue is verified. */
  @Column({ name: 'needs_review', type: 'boolean', default: false })
  needsReview: boolean;

  @Column({ type: 'varchar', length: 100, nullable: true })
  category: string | null;

  /** The onboarding document this row was extracted from; null once verified or entered by hand. */
  @Column({ name: 'source_document_id', type: 'uuid', nullable: true })
  sourceDocumentId: string | null;

  @ManyToOne(() => OnboardingDocumentEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'source_document_id' })
  sourceDocument?: OnboardingDocumentEntity;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  /** Optimistic-concurrency version (docs/api.md "Concurrency"), raised by the repository on every change. */
  @EditVersionColumn()
  version: number;
}
