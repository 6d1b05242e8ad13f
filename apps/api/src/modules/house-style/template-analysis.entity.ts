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
import type { HouseStyleAnalysis } from '@offerteflow/contracts';
import { CompanyEntity } from '../companies/company.entity';

export type TemplateAnalysisStatus = 'pending' | 'completed' | 'failed';

/**
 * One analysis of an uploaded sample quote PDF: the source file, the job's status and result.
 * Approval turns it into an ai_generated template (template_id); the row then keeps the source
 * file that the template card offers for download ('Geüpload bestand').
 */
@Entity({ name: 'template_analyses' })
@Index('template_analyses_company_idx', ['companyId', 'createdAt'])
@Index('template_analyses_template_idx', ['templateId'])
export class TemplateAnalysisEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @ManyToOne(() => CompanyEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: CompanyEntity;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: TemplateAnalysisStatus;

  @Column({ name: 'file_name', type: 'varchar', length: 255 })
  fileName: string;

  @Column({ name: 'file_data', type: 'bytea', select: false })
  fileData: Buffer;

  @Column({ name: 'file_size', type: 'integer' })
  fileSize: number;

  @Column({ type: 'jsonb', nullable: true })
  result: HouseStyleAnalysis | null;

  /** Dutch reason when status is failed. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  error: string | null;

  /** The template made from it once approved (the template's source file lives here). */
  @Column({ name: 'template_id', type: 'uuid', nullable: true })
  templateId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
