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
import type { TermType } from '@offerteflow/contracts';
import { CompanyEntity } from '../companies/company.entity';
import { OnboardingDocumentEntity } from '../onboarding/entities/onboarding-document.entity';
import { EditVersionColumn } from '../../database/versioned';

/** A company term (SPEC §3 Extracted data: Term): payment, delivery, warranty or general. */
@Entity({ name: 'terms' })
@Index('terms_company_id_idx', ['companyId', 'createdAt'])
export class TermEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @ManyToOne(() => CompanyEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: CompanyEntity;

  @Column({ name: 'term_type', type: 'varchar', length: 30, default: 'general' })
  termType: TermType;

  @Column({ type: 'varchar', length: 200, nullable: true })
  title: string | null;

  @Column({ type: 'text' })
  content: string;

  @Column({ name: 'is_default', type: 'boolean', default: false })
  isDefault: boolean;

  /** The onboarding document this row was extracted from; null once verified or entered by hand. */
  @Column({ name: 'source_document_id', type: 'uuid', nullable: true })
  sourceDocumentId: string | null;

  @ManyToOne(() => OnboardingDocumentEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'source_document_id' })
  sourceDocument?: OnboardingDocumentEntity;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  /** Optimistic-concurrency version (docs/api.md "Concurrency"), raised by the repository on every change. */
  @EditVersionColumn()
  version: number;
}
