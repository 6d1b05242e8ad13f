import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { QuoteEntity } from './quote.entity';

/**
 * The customer's decision on the public link: at most one per quote (the primary key is the quote),
 * with what was signed: name, time, IP address, user agent, SHA-256 of the accepted document HTML and
 * the drawn signature (PNG data URL, checked with sharp).
 */
@Entity({ name: 'quote_customer_decisions' })
export class QuoteCustomerDecisionEntity {
  @PrimaryColumn({ name: 'quote_id', type: 'uuid' })
  quoteId: string;

  @OneToOne(() => QuoteEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'quote_id' })
  quote?: QuoteEntity;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @Column({ type: 'varchar', length: 10 })
  decision: 'accepted' | 'rejected';

  @Column({ name: 'signer_name', type: 'varchar', length: 200, nullable: true })
  signerName: string | null;

  @Column({ type: 'text', nullable: true })
  reason: string | null;

  @Column({ type: 'text', nullable: true })
  signature: string | null;

  @Column({ name: 'ip_address', type: 'varchar', length: 64, nullable: true })
  ipAddress: string | null;

  @Column({ name: 'user_agent', type: 'varchar', length: 500, nullable: true })
  userAgent: string | null;

  @Column({ name: 'document_hash', type: 'char', length: 64, nullable: true })
  documentHash: string | null;

  @Column({ name: 'decided_at', type: 'timestamptz' })
  decidedAt: Date;
}
