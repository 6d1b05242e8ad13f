import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { CompanyEntity } from '../companies/company.entity';
import { QuoteEntity } from './quote.entity';

/**
 * A public link of a sent quote (/o/:token). Only the SHA-256 of the 128-bit random token is stored,
 * so a database leak gives no working links; revoking sets revoked_at (docs/customer-portal.md).
 */
@Entity({ name: 'quote_links' })
@Index('quote_links_token_hash_key', ['tokenHash'], { unique: true })
@Index('quote_links_quote_idx', ['companyId', 'quoteId'])
export class QuoteLinkEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @ManyToOne(() => CompanyEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: CompanyEntity;

  @Column({ name: 'quote_id', type: 'uuid' })
  quoteId: string;

  @ManyToOne(() => QuoteEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'quote_id' })
  quote?: QuoteEntity;

  /** Hex SHA-256 of the token. */
  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
