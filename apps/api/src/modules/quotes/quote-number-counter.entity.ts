import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { CompanyEntity } from '../companies/company.entity';

/**
 * Last quote sequence number handed out per company and year. Incremented with
 * INSERT ... ON CONFLICT DO UPDATE ... RETURNING in the transaction that inserts the quote: the row
 * lock serialises concurrent creates of one company, so numbers are consecutive and never reused.
 */
@Entity({ name: 'quote_number_counters' })
export class QuoteNumberCounterEntity {
  @PrimaryColumn({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @ManyToOne(() => CompanyEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: CompanyEntity;

  @PrimaryColumn({ type: 'smallint' })
  year: number;

  @Column({ name: 'last_value', type: 'integer' })
  lastValue: number;
}
