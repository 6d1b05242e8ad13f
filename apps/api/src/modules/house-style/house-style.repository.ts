/** The owner of `template_analyses`; the ai_generated template itself is written by TemplatesRepository. */
import { Injectable } from '@nestjs/common';
import type { HouseStyleAnalysis } from '@offerteflow/contracts';
import { DataSource, type Repository } from 'typeorm';
import { isUuid } from '../../common';
import { OnboardingDocumentEntity } from '../onboarding/entities/onboarding-document.entity';
import { inTransaction, txManager } from '../../database/tx';
import type { TemplateEntity } from '../templates/template.entity';
import { TemplatesRepository } from '../templates/templates.repository';
import { TemplateAnalysisEntity } from './template-analysis.entity';

@Injectable()
export class HouseStyleRepository {
  private readonly analyses: Repository<TemplateAnalysisEntity>;
  private readonly documents: Repository<OnboardingDocumentEntity>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly templates: TemplatesRepository,
  ) {
    this.analyses = dataSource.getRepository(TemplateAnalysisEntity);
    this.documents = dataSource.getRepository(OnboardingDocumentEntity);
  }

  /** A document uploaded in onboarding step 1, within the company. */
  findDocument(companyId: string, id: string): Promise<OnboardingDocumentEntity | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return this.documents.findOne({ where: { id, companyId } });
  }

  async create(
    companyId: string,
    data: { name: string; fileName: string; fileData: Buffer },
  ): Promise<string> {
    const row = await this.analyses.save(
      this.analyses.create({ ...data, companyId, fileSize: data.fileData.length, status: 'pending' }),
    );
    return row.id;
  }

  find(companyId: string, id: string): Promise<TemplateAnalysisEntity | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return this.analyses.findOne({ where: { id, companyId } });
  }

  /** The row with its file, for the job (which has no company context beyond the row). */
  findWithFile(id: string): Promise<TemplateAnalysisEntity | null> {
    return this.analyses.createQueryBuilder('a').addSelect('a.fileData').where('a.id = :id', { id }).getOne();
  }

  async complete(id: string, result: HouseStyleAnalysis): Promise<void> {
    await this.analyses.update({ id }, { status: 'completed', result, error: null });
  }

  async fail(id: string, error: string): Promise<void> {
    await this.analyses.update({ id }, { status: 'failed', error, result: null });
  }

  /** The source file of an approved template. */
  sourceOfTemplate(companyId: string, templateId: string): Promise<TemplateAnalysisEntity | null> {
    if (!isUuid(templateId)) return Promise.resolve(null);
    return this.analyses
      .createQueryBuilder('a')
      .addSelect('a.fileData')
      .where('a.company_id = :companyId AND a.template_id = :templateId', { companyId, templateId })
      .getOne();
  }

  /** Saves the template and links the analysis to it in one transaction; null when already approved. */
  async approve(
    analysis: TemplateAnalysisEntity,
    template: Partial<TemplateEntity>,
  ): Promise<TemplateEntity | null> {
    return inTransaction(this.dataSource, async (tx) => {
      const em = txManager(tx);
      const locked = await em
        .getRepository(TemplateAnalysisEntity)
        .createQueryBuilder('a')
        .setLock('pessimistic_write')
        .where('a.id = :id', { id: analysis.id })
        .getOne();
      if (!locked || locked.templateId) return null;
      const saved = await this.templates.createFromSourceFile(tx, analysis.companyId, template);
      await em.getRepository(TemplateAnalysisEntity).update({ id: analysis.id }, { templateId: saved.id });
      return saved;
    });
  }
}
