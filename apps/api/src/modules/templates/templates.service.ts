/** Templates of the caller's company (list; the templates issue adds the rest of the CRUD). */
import { Injectable } from '@nestjs/common';
import type { Template } from '@offerteflow/contracts';
import type { TemplateEntity } from './template.entity';
import { TemplatesRepository } from './templates.repository';

export function toTemplateDto(t: TemplateEntity): Template {
  return {
    id: t.id,
    name: t.name,
    isDefault: t.isDefault,
    type: t.type,
    confidenceScore: t.confidenceScore,
    primaryColor: t.primaryColor,
    secondaryColor: t.secondaryColor,
    fontFamily: t.fontFamily,
    logoPosition: t.logoPosition,
    showCompanyDetails: t.showCompanyDetails,
    showPaymentTerms: t.showPaymentTerms,
    customFooter: t.customFooter,
    logo: t.logo,
    sourceFileUrl: t.sourceFileUrl,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

@Injectable()
export class TemplatesService {
  constructor(private readonly templates: TemplatesRepository) {}

  /** The default template first, then the others oldest first. */
  async list(companyId: string): Promise<Template[]> {
    return (await this.templates.list(companyId)).map(toTemplateDto);
  }
}
