import type { Template } from '@offerteflow/contracts';
import type { TemplateEntity } from './template.entity';

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
