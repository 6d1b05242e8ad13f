import { Injectable } from '@nestjs/common';
import {
  TEMPLATE_MSG,
  templateCopyName,
  type Template,
  type TemplateData,
  type TemplateStats,
} from '@offerteflow/contracts';
import {
  checkVersion,
  conflict,
  notFound,
  orNotFound,
  type IfMatch,
  type VersionedState,
} from '../../common';
import type { TemplateEntity } from './template.entity';
import { logoToDataUrl } from './template-logo';
import { templateStyleOf, toTemplateDto } from './template.mapper';
import { TemplatesRepository } from './templates.repository';

@Injectable()
export class TemplatesService {
  constructor(private readonly templates: TemplatesRepository) {}

  async list(companyId: string): Promise<Template[]> {
    return (await this.templates.list(companyId)).map(toTemplateDto);
  }

  /** The stored logo of a template by id alone (its public URL also carries the content hash). */
  findLogo(id: string): Promise<{ id: string; logo: string | null } | null> {
    return this.templates.findLogo(id);
  }

  stats(companyId: string): Promise<TemplateStats> {
    return this.templates.stats(companyId);
  }

  async get(companyId: string, id: string): Promise<Template> {
    return toTemplateDto(orNotFound(await this.templates.findInCompany(companyId, id)));
  }

  async create(companyId: string, data: TemplateData): Promise<Template> {
    return toTemplateDto(await this.templates.create(companyId, data));
  }

  /** Replaces the template; a stale If-Match answers 412 with the template as it is now. */
  update(companyId: string, id: string, data: TemplateData, ifMatch: IfMatch = null): Promise<Template> {
    return this.edit(companyId, id, data, ifMatch);
  }

  /**
   * The one edit path of a template (its form, its logo, the settings page's style of the default
   * template): locked, checked against If-Match, saved as the next version.
   */
  edit(
    companyId: string,
    id: string | 'default',
    data: Partial<TemplateData> & { logo?: string | null },
    ifMatch?: IfMatch,
  ): Promise<Template>;
  /** `view`: what the caller answers with (and a 412 shows), e.g. only the style of the default. */
  edit<V extends VersionedState>(
    companyId: string,
    id: string | 'default',
    data: Partial<TemplateData> & { logo?: string | null },
    ifMatch: IfMatch,
    view: (t: TemplateEntity) => V,
  ): Promise<V>;
  edit(
    companyId: string,
    id: string | 'default',
    data: Partial<TemplateData> & { logo?: string | null },
    ifMatch: IfMatch = null,
    view: (t: TemplateEntity) => VersionedState = toTemplateDto,
  ): Promise<VersionedState> {
    return this.templates.transaction(async (tx) => {
      const template = orNotFound(await this.templates.lockForEdit(tx, companyId, id));
      await checkVersion(template.version, ifMatch, () => view(template));
      return view(await this.templates.saveEdit(tx, template, data));
    });
  }

  async setDefault(companyId: string, id: string): Promise<Template> {
    return toTemplateDto(orNotFound(await this.templates.setDefault(companyId, id)));
  }

  /** A copy with all style and the logo; never the default, always 'custom', no source file. */
  async duplicate(companyId: string, id: string, newName?: string): Promise<Template> {
    const t = orNotFound(await this.templates.findInCompany(companyId, id));
    const copy = await this.templates.create(companyId, {
      name: newName ?? templateCopyName(t.name),
      ...templateStyleOf(t),
      logo: t.logo,
      type: 'custom',
    });
    return toTemplateDto(copy);
  }

  async delete(companyId: string, id: string): Promise<void> {
    const result = await this.templates.delete(companyId, id);
    if (result === 'not_found') throw notFound();
    if (result === 'is_default') throw conflict(TEMPLATE_MSG.defaultNotDeletable);
  }

  async setLogo(companyId: string, id: string, file: { buffer: Buffer; size: number } | undefined) {
    if (!(await this.templates.findInCompany(companyId, id))) throw notFound();
    return this.edit(companyId, id, { logo: await logoToDataUrl(file) });
  }

  removeLogo(companyId: string, id: string): Promise<Template> {
    return this.edit(companyId, id, { logo: null });
  }
}
