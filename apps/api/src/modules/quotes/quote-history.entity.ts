import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { QuoteHistoryAction } from '@offerteflow/contracts';
import { CompanyEntity } from '../companies/company.entity';
import { UserEntity } from '../users/user.entity';
import { QuoteEntity } from './quote.entity';

export type QuoteHistoryDetails = Record<string, string | number | boolean | null>;

/** Append-only log of what happened to a quote and who did it (rows are only ever inserted). */
@Entity({ name: 'quote_history' })
@Index('quote_history_quote_at_idx', ['quoteId', 'at'])
export class QuoteHistoryEntity {
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

  @Column({ type: 'varchar', length: 30 })
  action: QuoteHistoryAction;

  /** Null for the system (or once the user is deleted). */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity | null;

  @CreateDateColumn({ type: 'timestamptz' })
  at: Date;

  @Column({ type: 'jsonb', nullable: true })
  details: QuoteHistoryDetails | null;
}
