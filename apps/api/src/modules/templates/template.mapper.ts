import type { Template, TemplateStyle, Versioned } from '@offerteflow/contracts';
import { sha256Hex } from '../../common/sha256';
import type { TemplateEntity } from './template.entity';

/** Content hash of a stored logo: part of its URL, so a new logo gets a new, forever-cacheable URL. */
export const logoHash = (dataUrl: string) => sha256Hex(dataUrl).slice(0, 32);

/** Where the logo is served (public, by unguessable id + content hash); never the bytes inline. */
export const logoUrl = (t: Pick<TemplateEntity, 'id' | 'logo'>) =>
  t.logo ? `/api/templates/${t.id}/logo/${logoHash(t.logo)}` : null;

/** The style fields of a template (settings "Sjabloon", the quote document, a duplicate), in one list. */
const STYLE_FIELDS = [
  'primaryColor',
  'secondaryColor',
  'fontFamily',
  'logoPosition',
  'showCompanyDetails',
  'showPaymentTerms',
  'customFooter',
] as const satisfies readonly (keyof TemplateStyle)[];

/** Only the style fields of a template (or of a style body: extra fields are dropped). */
export const templateStyleOf = (t: TemplateStyle): TemplateStyle =>
  Object.fromEntries(STYLE_FIELDS.map((k) => [k, t[k]])) as TemplateStyle;

/** The style of a template with its version (GET/PUT /api/settings/templates: the default template). */
export const versionedStyleOf = (t: TemplateEntity): Versioned<TemplateStyle> => ({
  ...templateStyleOf(t),
  version: t.version,
});

export function toTemplateDto(t: TemplateEntity): Template {
  return {
    id: t.id,
    name: t.name,
    isDefault: t.isDefault,
    type: t.type,
    confidenceScore: t.confidenceScore,
    ...templateStyleOf(t),
    logo: logoUrl(t),
    sourceFileUrl: t.sourceFileUrl,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
    version: t.version,
  };
}
