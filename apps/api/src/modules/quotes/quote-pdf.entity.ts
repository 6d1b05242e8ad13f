import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { CompanyEntity } from '../companies/company.entity';
import { QuoteEntity } from './quote.entity';

/**
 * The last rendered PDF of a quote, by the fingerprint of everything that shaped it (quotePdfHash).
 * One row per quote: a change renders anew and replaces it. A copy, never the record: a backup leaves
 * these rows out, and a company's rows are bounded in bytes (quote-pdfs.repository.ts).
 */
@Entity({ name: 'quote_pdfs' })
@Index('quote_pdfs_company_used_idx', ['companyId', 'usedAt'])
export class QuotePdfEntity {
  @PrimaryColumn({ name: 'quote_id', type: 'uuid' })
  quoteId: string;

  @ManyToOne(() => QuoteEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'quote_id' })
  quote?: QuoteEntity;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @ManyToOne(() => CompanyEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: CompanyEntity;

  /** quotePdfHash: SHA-256 (hex) of the document input, the renderer version, margins and output version. */
  @Column({ type: 'varchar', length: 64 })
  hash: string;

  @Column({ type: 'bytea' })
  content: Buffer;

  @Column({ name: 'size_bytes', type: 'integer' })
  sizeBytes: number;

  /** Last render or download: the least recently used PDFs go first when the company's bound is hit. */
  @Column({ name: 'used_at', type: 'timestamptz', default: () => 'now()' })
  usedAt: Date;
}
