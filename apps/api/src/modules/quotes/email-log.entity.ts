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
import { UserEntity } from '../users/user.entity';
import { QuoteEntity } from './quote.entity';

export type EmailLogResult = 'sent' | 'failed';

/** Every attempt to e-mail a quote: to whom, when, the SMTP message id, and the result or error. */
@Entity({ name: 'email_log' })
@Index('email_log_company_at_idx', ['companyId', 'at'])
@Index('email_log_quote_idx', ['quoteId'])
export class EmailLogEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @ManyToOne(() => CompanyEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: CompanyEntity;

  /** Null once the quote is deleted (the log entry stays). */
  @Column({ name: 'quote_id', type: 'uuid', nullable: true })
  quoteId: string | null;

  @ManyToOne(() => QuoteEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'quote_id' })
  quote?: QuoteEntity | null;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity | null;

  @Column({ name: 'to_address', type: 'varchar', length: 254 })
  toAddress: string;

  @CreateDateColumn({ type: 'timestamptz' })
  at: Date;

  @Column({ name: 'message_id', type: 'varchar', length: 300, nullable: true })
  messageId: string | null;

  @Column({ type: 'varchar', length: 10 })
  result: EmailLogResult;

  @Column({ type: 'text', nullable: true })
  error: string | null;
}
