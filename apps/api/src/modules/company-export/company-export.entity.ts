import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { CompanyExportStatus } from '@offerteflow/contracts';
import { bigintNumber } from '../../database/transformers';
import { CompanyEntity } from '../companies/company.entity';

/** One 'Alle gegevens exporteren' request: its job's state and, when done, the stored ZIP. */
@Entity({ name: 'company_exports' })
@Index('company_exports_company_id_idx', ['companyId', 'createdAt'])
export class CompanyExportEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @ManyToOne(() => CompanyEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: CompanyEntity;

  @Column({ type: 'varchar', length: 20, default: 'queued' })
  status: CompanyExportStatus;

  @Column({ name: 'parts_done', type: 'integer', default: 0 })
  partsDone: number;

  @Column({ name: 'parts_total', type: 'integer', default: 0 })
  partsTotal: number;

  /** Key of the ZIP in FileStorage. */
  @Column({ name: 'file_id', type: 'uuid', nullable: true })
  fileId: string | null;

  @Column({ name: 'file_name', type: 'varchar', length: 200, nullable: true })
  fileName: string | null;

  @Column({ name: 'size_bytes', type: 'bigint', nullable: true, transformer: bigintNumber })
  sizeBytes: number | null;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt: Date | null;
}
