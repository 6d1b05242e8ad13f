import type { Template } from '@offerteflow/contracts';
import { createHash } from 'node:crypto';
import type { TemplateEntity } from './template.entity';

/** Content hash of a stored logo: part of its URL, so a new logo gets a new, forever-cacheable URL. */
export const logoHash = (dataUrl: string) => createHash('sha256').update(dataUrl).digest('hex').slice(0, 32);

/** Where the logo is served (public, by unguessable id + content hash); never the bytes inline. */
export const logoUrl = (t: Pick<TemplateEntity, 'id' | 'logo'>) =>
  t.logo ? `/api/templates/${t.id}/logo/${logoHash(t.logo)}` : null;

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
    logo: logoUrl(t),
    sourceFileUrl: t.sourceFileUrl,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}
