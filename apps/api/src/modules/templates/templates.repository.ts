/** Templates, always read and written within one company (tenant scope). */
import { isUuid } from '../../common';
import { Injectable } from '@nestjs/common';
import {
  STANDARD_TEMPLATE_NAME,
  type TemplateData,
  type TemplateStats,
  type TemplateStyle,
} from '@offerteflow/contracts';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import { txManager, type Tx } from '../../database/tx';
import { TemplateEntity } from './template.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type DeleteResult = 'deleted' | 'not_found' | 'is_default';

@Injectable()
export class TemplatesRepository {
  private readonly repo: Repository<TemplateEntity>;

  constructor(private readonly dataSource: DataSource) {
    this.repo = dataSource.getRepository(TemplateEntity);
  }

  /** The default first, then oldest first (the standard template leads a new company's list). */
  list(companyId: string): Promise<TemplateEntity[]> {
    return this.repo.find({
      where: { companyId },
      order: { isDefault: 'DESC', createdAt: 'ASC', id: 'ASC' },
    });
  }

  /** Every company starts with one standard template, its default (register, inside its transaction). */
  async createStandard(tx: Tx, companyId: string): Promise<void> {
    await txManager(tx).insert(TemplateEntity, {
      companyId,
      name: STANDARD_TEMPLATE_NAME,
      type: 'standard',
      isDefault: true,
    });
  }

  /** A template made from an uploaded sample (house style); it links back to its source file. */
  async createFromSourceFile(
    tx: Tx,
    companyId: string,
    template: Partial<TemplateEntity>,
  ): Promise<TemplateEntity> {
    const repo = txManager(tx).getRepository(TemplateEntity);
    const saved = await repo.save(repo.create({ ...template, companyId, isDefault: false }));
    saved.sourceFileUrl = `/api/templates/${saved.id}/source-file`;
    return repo.save(saved);
  }

  /** Only id and logo, for serving the logo by its public URL. */
  findLogo(id: string): Promise<Pick<TemplateEntity, 'id' | 'logo'> | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return this.repo.findOne({ where: { id }, select: { id: true, logo: true } });
  }

  async findInCompany(companyId: string, id: string): Promise<TemplateEntity | null> {
    if (!UUID.test(id)) return null;
    return this.repo.findOne({ where: { id, companyId } });
  }

  /** The company's default template: the style new quotes and their PDFs use (null only mid-register). */
  findDefault(companyId: string): Promise<TemplateEntity | null> {
    return this.repo.findOne({ where: { companyId, isDefault: true } });
  }

  /** Changes style columns of the default template (settings page "Sjabloon"); null without a default. */
  async updateDefault(companyId: string, values: TemplateStyle): Promise<TemplateEntity | null> {
    await this.repo.update({ companyId, isDefault: true }, values);
    return this.findDefault(companyId);
  }

  async stats(companyId: string): Promise<TemplateStats> {
    const row = await this.repo
      .createQueryBuilder('t')
      .select('count(*)::int', 'totalTemplates')
      .addSelect(`count(*) filter (where t.type = 'ai_generated')::int`, 'aiGeneratedCount')
      .addSelect(`count(*) filter (where t.type = 'custom')::int`, 'customCount')
      .where('t.company_id = :companyId', { companyId })
      .getRawOne<TemplateStats>();
    return row ?? { totalTemplates: 0, aiGeneratedCount: 0, customCount: 0 };
  }

  /** A new template is never the default; set-default makes it one. */
  create(companyId: string, data: TemplateData & Partial<Pick<TemplateEntity, 'logo' | 'type'>>) {
    return this.repo.save(this.repo.create({ type: 'custom', ...data, companyId, isDefault: false }));
  }

  async update(
    companyId: string,
    id: string,
    data: Partial<TemplateData> & Partial<Pick<TemplateEntity, 'logo'>>,
  ): Promise<TemplateEntity | null> {
    const existing = await this.findInCompany(companyId, id);
    if (!existing) return null;
    return this.repo.save(Object.assign(existing, data));
  }

  /**
   * Makes `id` the company's only default in one transaction. All of the company's templates are
   * locked FOR UPDATE first, so parallel calls run one after the other: the old default is cleared
   * before the new one is set, and the partial unique index `templates_one_default_per_company`
   * never sees two defaults. Null when the id is not one of the company's templates.
   */
  setDefault(companyId: string, id: string): Promise<TemplateEntity | null> {
    if (!UUID.test(id)) return Promise.resolve(null);
    return this.dataSource.transaction(async (em) => {
      const rows = await this.lockCompany(em, companyId);
      const target = rows.find((r) => r.id === id);
      if (!target) return null;
      if (!target.isDefault) {
        await em.update(TemplateEntity, { companyId, isDefault: true }, { isDefault: false });
        await em.update(TemplateEntity, { companyId, id }, { isDefault: true });
      }
      return em.findOneByOrFail(TemplateEntity, { companyId, id });
    });
  }

  /** Deletes a non-default template; the check and the delete hold the same locks as setDefault. */
  delete(companyId: string, id: string): Promise<DeleteResult> {
    if (!UUID.test(id)) return Promise.resolve('not_found');
    return this.dataSource.transaction(async (em) => {
      const target = (await this.lockCompany(em, companyId)).find((r) => r.id === id);
      if (!target) return 'not_found';
      if (target.isDefault) return 'is_default';
      await em.delete(TemplateEntity, { companyId, id });
      return 'deleted';
    });
  }

  private lockCompany(
    em: EntityManager,
    companyId: string,
  ): Promise<Pick<TemplateEntity, 'id' | 'isDefault'>[]> {
    return em
      .createQueryBuilder(TemplateEntity, 't')
      .select(['t.id', 't.isDefault'])
      .where('t.company_id = :companyId', { companyId })
      .orderBy('t.id')
      .setLock('pessimistic_write')
      .getMany();
  }
}
