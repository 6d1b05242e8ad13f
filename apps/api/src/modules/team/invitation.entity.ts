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
import { UserEntity, type UserRole } from '../users/user.entity';

/**
 * An invitation of a colleague by e-mail. Only the SHA-256 of the link's token is stored; the link
 * works once (accepted_at), until expires_at, and not after an admin withdrew it (revoked_at). At most
 * one open invitation per company and address (partial unique index, made by the migration).
 */
@Entity({ name: 'team_invitations' })
@Index('team_invitations_company_created_idx', ['companyId', 'createdAt'])
@Index('team_invitations_token_hash_unique', ['tokenHash'], { unique: true })
@Index('team_invitations_open_email_unique', { synchronize: false })
export class InvitationEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @ManyToOne(() => CompanyEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: CompanyEntity;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 20 })
  role: UserRole;

  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  /** The admin who invited (or last sent it again); null once that user is gone. */
  @Column({ name: 'invited_by', type: 'uuid', nullable: true })
  invitedBy: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'invited_by' })
  inviter?: UserEntity | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', default: () => 'now()' })
  sentAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'accepted_at', type: 'timestamptz', nullable: true })
  acceptedAt: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
