/** Templates, always read and written within one company (tenant scope). */
import { isUuid } from '../../common';
import { Injectable } from '@nestjs/common';
import { STANDARD_TEMPLATE_NAME, type TemplateData, type TemplateStats } from '@offerteflow/contracts';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import { TransactionalRepository, txManager, type Tx } from '../../database/tx';
import { nextVersion, raiseVersion } from '../../database/versioned';
import { TemplateEntity } from './template.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type DeleteResult = 'deleted' | 'not_found' | 'is_default';

@Injectable()
export class TemplatesRepository extends TransactionalRepository {
  private readonly repo: Repository<TemplateEntity>;

  constructor(dataSource: DataSource) {
    super(dataSource);
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

  /**
   * The template held for an edit in `tx` (row lock until commit): `id`, or with `'default'` the
   * company's default template (the settings page's style). Null when there is none.
   */
  async lockForEdit(tx: Tx, companyId: string, id: string | 'default'): Promise<TemplateEntity | null> {
    if (id !== 'default' && !UUID.test(id)) return null;
    return txManager(tx).findOne(TemplateEntity, {
      where: id === 'default' ? { companyId, isDefault: true } : { companyId, id },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** Saves a change of a template locked by lockForEdit (style, name, logo) as its next version. */
  saveEdit(
    tx: Tx,
    template: TemplateEntity,
    data: Partial<TemplateData> & Partial<Pick<TemplateEntity, 'logo'>>,
  ): Promise<TemplateEntity> {
    return txManager(tx).save(nextVersion(Object.assign(template, data)));
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
        // Both templates change (isDefault is part of each): both move to their next version.
        await em.update(
          TemplateEntity,
          { companyId, isDefault: true },
          { isDefault: false, version: raiseVersion },
        );
        await em.update(TemplateEntity, { companyId, id }, { isDefault: true, version: raiseVersion });
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
