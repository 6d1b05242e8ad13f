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
import { CompanyEntity } from '../companies/company.entity';

export type UserRole = 'admin' | 'member';

@Entity({ name: 'users' })
/** E-mail addresses are unique regardless of case. */
@Index('users_email_lower_unique', { synchronize: false })
@Index('users_company_id_idx', ['companyId'])
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @ManyToOne(() => CompanyEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: CompanyEntity;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ name: 'first_name', type: 'varchar', length: 100, default: '' })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: 100, default: '' })
  lastName: string;

  @Column({ type: 'varchar', length: 20, default: 'admin' })
  role: UserRole;

  @Column({ type: 'varchar', length: 30, default: '' })
  phone: string;

  /** Notification preferences (SPEC §3 User settings, defaults SPEC §9). */
  @Column({ name: 'notify_quote_updates', type: 'boolean', default: true })
  notifyQuoteUpdates: boolean;

  @Column({ name: 'notify_payment_reminders', type: 'boolean', default: true })
  notifyPaymentReminders: boolean;

  @Column({ name: 'notify_weekly_reports', type: 'boolean', default: false })
  notifyWeeklyReports: boolean;

  @Column({ name: 'notify_push', type: 'boolean', default: true })
  notifyPush: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
