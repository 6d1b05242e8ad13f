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
import type { UserRole } from '@offerteflow/contracts';
import { CompanyEntity } from '../companies/company.entity';

export type { UserRole };

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

  /** Set by an admin: the user cannot log in and every session ended; quotes keep their author. */
  @Column({ name: 'deactivated_at', type: 'timestamptz', nullable: true })
  deactivatedAt: Date | null;

  /**
   * Set when the user deleted their own account while the company stays: the row remains as the
   * anonymous author of their quotes and history ('Voormalig collega'), its personal data is wiped.
   */
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
