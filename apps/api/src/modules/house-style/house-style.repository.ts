/** Template analyses and the ai_generated templates made from them, always within one company. */
import { Injectable } from '@nestjs/common';
import type { HouseStyleAnalysis } from '@offerteflow/contracts';
import { DataSource, type Repository } from 'typeorm';
import { isUuid } from '../../common';
import { OnboardingDocumentEntity } from '../onboarding/entities/onboarding-document.entity';
import { TemplateEntity } from '../templates/template.entity';
import { TemplateAnalysisEntity } from './template-analysis.entity';

@Injectable()
export class HouseStyleRepository {
  private readonly analyses: Repository<TemplateAnalysisEntity>;
  private readonly documents: Repository<OnboardingDocumentEntity>;

  constructor(dataSource: DataSource) {
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
    return this.analyses.manager.transaction(async (em) => {
      const locked = await em
        .getRepository(TemplateAnalysisEntity)
        .createQueryBuilder('a')
        .setLock('pessimistic_write')
        .where('a.id = :id', { id: analysis.id })
        .getOne();
      if (!locked || locked.templateId) return null;
      const repo = em.getRepository(TemplateEntity);
      const saved = await repo.save(
        repo.create({ ...template, companyId: analysis.companyId, isDefault: false }),
      );
      saved.sourceFileUrl = `/api/templates/${saved.id}/source-file`;
      await repo.save(saved);
      await em.getRepository(TemplateAnalysisEntity).update({ id: analysis.id }, { templateId: saved.id });
      return saved;
    });
  }
}
