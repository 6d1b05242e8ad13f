import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { QuoteEntity } from '../quotes/quote.entity';

/**
 * One reminder e-mail of a quote per day number. The row is inserted (unique quote + day) BEFORE the
 * e-mail goes out, so when several workers run the job at once only the one whose insert wins sends.
 */
@Entity({ name: 'quote_reminders' })
@Index('quote_reminders_quote_day_key', ['quoteId', 'dayNumber'], { unique: true })
export class QuoteReminderEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @Column({ name: 'quote_id', type: 'uuid' })
  quoteId: string;

  @ManyToOne(() => QuoteEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'quote_id' })
  quote?: QuoteEntity;

  @Column({ name: 'day_number', type: 'smallint' })
  dayNumber: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
