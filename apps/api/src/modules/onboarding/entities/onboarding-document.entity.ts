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
import type {
  DocumentPrices,
  DocumentType,
  DocumentTypeSource,
  ProcessingStatus,
} from '@offerteflow/contracts';
import type { CatalogExtraction } from '../../../infra/ai/ai-provider';
import { CompanyEntity } from '../../companies/company.entity';

/** An uploaded onboarding document (SPEC §3 Onboarding document); its bytes live in FileStorage. */
@Entity({ name: 'onboarding_documents' })
@Index('onboarding_documents_company_id_idx', ['companyId', 'createdAt'])
export class OnboardingDocumentEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @ManyToOne(() => CompanyEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: CompanyEntity;

  /** Sanitised display name; never used to build a path. */
  @Column({ name: 'file_name', type: 'varchar', length: 255 })
  fileName: string;

  @Column({ name: 'file_size', type: 'integer' })
  fileSize: number;

  @Column({ name: 'mime_type', type: 'varchar', length: 150 })
  mimeType: string;

  /** The format found from the content: pdf, docx, doc, xlsx, xls, csv, txt, jpeg or png. */
  @Column({ type: 'varchar', length: 10 })
  format: string;

  @Column({ name: 'document_type', type: 'varchar', length: 30 })
  documentType: DocumentType;

  /** 'user' when the user chose the type (never overwritten), else set by the content classifier. */
  @Column({ name: 'document_type_source', type: 'varchar', length: 10, default: 'fileName' })
  documentTypeSource: DocumentTypeSource;

  @Column({ name: 'processing_status', type: 'varchar', length: 20, default: 'pending' })
  processingStatus: ProcessingStatus;

  @Column({ name: 'failure_reason', type: 'varchar', length: 500, nullable: true })
  failureReason: string | null;

  @Column({ name: 'product_count', type: 'integer', default: 0 })
  productCount: number;

  @Column({ name: 'term_count', type: 'integer', default: 0 })
  termCount: number;

  /**
   * What the extraction found (products and terms), kept per document; past 5,000 products only the
   * first 5,000 and `omittedProducts` (the catalogue tables hold them all). Never selected by default:
   * every status poll would otherwise parse it.
   */
  /** How the prices were read (column, converted from incl. BTW, rate, lines to check); null without products. */
  @Column({ name: 'prices', type: 'jsonb', nullable: true })
  prices: DocumentPrices | null;

  @Column({ name: 'extracted', type: 'jsonb', nullable: true, select: false })
  extracted: (CatalogExtraction & { omittedProducts?: number }) | null;

  /** True when any page was read by OCR (a photo or a scanned PDF page): the wizard says so. */
  @Column({ name: 'read_by_ocr', type: 'boolean', default: false })
  readByOcr: boolean;

  /** Key of the bytes in FileStorage. */
  @Column({ name: 'storage_key', type: 'uuid' })
  storageKey: string;

  @Column({ name: 'processed_at', type: 'timestamptz', nullable: true })
  processedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
