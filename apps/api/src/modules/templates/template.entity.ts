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
import type { FontFamily, LogoPosition, TemplateType } from '@offerteflow/contracts';
import { CompanyEntity } from '../companies/company.entity';
import { EditVersionColumn } from '../../database/versioned';

/**
 * A company's quote template (house style). Exactly one default per company: the partial unique
 * index makes a second default impossible; "at least one" is kept by the service (the default
 * cannot be deleted, set-default swaps in one transaction, register creates the standard template).
 */
@Entity({ name: 'templates' })
@Index('templates_company_id_idx', ['companyId', 'createdAt'])
@Index('templates_one_default_per_company', ['companyId'], { unique: true, where: 'is_default' })
export class TemplateEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @ManyToOne(() => CompanyEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: CompanyEntity;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ name: 'is_default', type: 'boolean', default: false })
  isDefault: boolean;

  @Column({ type: 'varchar', length: 20, default: 'custom' })
  type: TemplateType;

  @Column({ name: 'confidence_score', type: 'real', nullable: true })
  confidenceScore: number | null;

  @Column({ name: 'primary_color', type: 'varchar', length: 7, default: '#1e40af' })
  primaryColor: string;

  @Column({ name: 'secondary_color', type: 'varchar', length: 7, default: '#64748b' })
  secondaryColor: string;

  @Column({ name: 'font_family', type: 'varchar', length: 40, default: 'Inter' })
  fontFamily: FontFamily;

  @Column({ name: 'logo_position', type: 'varchar', length: 10, default: 'left' })
  logoPosition: LogoPosition;

  @Column({ name: 'show_company_details', type: 'boolean', default: true })
  showCompanyDetails: boolean;

  @Column({ name: 'show_payment_terms', type: 'boolean', default: true })
  showPaymentTerms: boolean;

  @Column({ name: 'custom_footer', type: 'varchar', length: 500, default: '' })
  customFooter: string;

  /** Sanitised logo as a data: URL (max 2 MB source), or null to use the company logo. */
  @Column({ type: 'text', nullable: true })
  logo: string | null;

  @Column({ name: 'source_file_url', type: 'varchar', length: 500, nullable: true })
  sourceFileUrl: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  /** Optimistic-concurrency version (docs/api.md "Concurrency"), raised by the repository on every change. */
  @EditVersionColumn()
  version: number;
}
