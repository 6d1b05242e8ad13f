/**
 * Template contracts: SPEC §3 (Template, Template stats, Template style settings), §4 (Template
 * default), §7 Templates. A template carries the house style a quote PDF is rendered with.
 */
import { z } from 'zod';
import { isoTimestamp, requiredName, versionField } from './fields.js';
import { envelope } from './api.js';
import { FONT_FAMILIES, LOGO_POSITIONS, SETTINGS_DEFAULTS } from './constants.js';

export const TEMPLATE_TYPES = ['ai_generated', 'custom', 'standard'] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];
export type FontFamily = (typeof FONT_FAMILIES)[number];
export type LogoPosition = (typeof LOGO_POSITIONS)[number];

/** Name of the template every new company starts with. */
export const STANDARD_TEMPLATE_NAME = 'Standaard';
/** Suffix of a duplicated template's name (SPEC §7 Templates). */
export const TEMPLATE_COPY_SUFFIX = ' (kopie)';

export const TEMPLATE_MSG = {
  nameRequired: 'Naam is verplicht',
  nameTooLong: 'Naam mag maximaal 100 karakters zijn',
  colorInvalid: 'Ongeldige kleur, gebruik de notatie #1e40af',
  fontInvalid: 'Kies een lettertype uit de lijst',
  logoPositionInvalid: 'Kies links, midden of rechts',
  footerTooLong: 'Voettekst mag maximaal 500 karakters zijn',
  defaultNotDeletable: 'De standaard template kan niet worden verwijderd',
  loadFailed: 'Fout bij laden van templates',
  setDefaultFailed: 'Fout bij instellen standaard template',
  duplicateFailed: 'Fout bij dupliceren template',
  deleteFailed: 'Fout bij verwijderen template',
  deleteConfirm: 'Weet u zeker dat u deze template wilt verwijderen?',
} as const;

const hexColor = z
  .string({ error: TEMPLATE_MSG.colorInvalid })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: TEMPLATE_MSG.colorInvalid })
  .transform((c) => c.toLowerCase());

/** Template style settings (SPEC §3), also the style part of a template. */
export const templateStyleSchema = z.object({
  primaryColor: hexColor.default(SETTINGS_DEFAULTS.templateStyle.primaryColor),
  secondaryColor: hexColor.default(SETTINGS_DEFAULTS.templateStyle.secondaryColor),
  fontFamily: z.enum(FONT_FAMILIES, { error: TEMPLATE_MSG.fontInvalid }).default('Inter'),
  logoPosition: z.enum(LOGO_POSITIONS, { error: TEMPLATE_MSG.logoPositionInvalid }).default('left'),
  showCompanyDetails: z.boolean().default(true),
  showPaymentTerms: z.boolean().default(true),
  customFooter: z
    .string()
    .trim()
    .max(500, { error: TEMPLATE_MSG.footerTooLong })
    .nullish()
    .transform((v) => v ?? ''),
});
export type TemplateStyleInput = z.input<typeof templateStyleSchema>;
export type TemplateStyle = z.output<typeof templateStyleSchema>;

/** A template as the API returns it. */
export const templateSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  isDefault: z.boolean(),
  type: z.enum(TEMPLATE_TYPES),
  /** 0..1 for ai_generated templates, null otherwise. */
  confidenceScore: z.number().min(0).max(1).nullable(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  fontFamily: z.enum(FONT_FAMILIES),
  logoPosition: z.enum(LOGO_POSITIONS),
  showCompanyDetails: z.boolean(),
  showPaymentTerms: z.boolean(),
  customFooter: z.string(),
  /**
   * URL of the logo (`/api/templates/<id>/logo/<hash>`, served cacheable without a token; the hash
   * changes with the content), or null to use the company logo.
   */
  logo: z.string().nullable(),
  sourceFileUrl: z.string().nullable(),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
  version: versionField,
});
export type Template = z.infer<typeof templateSchema>;

export const templateStatsSchema = z.object({
  totalTemplates: z.number().int().min(0),
  aiGeneratedCount: z.number().int().min(0),
  customCount: z.number().int().min(0),
});
export type TemplateStats = z.infer<typeof templateStatsSchema>;

export const templateListResponseSchema = envelope(z.array(templateSchema));
export const templateResponseSchema = envelope(templateSchema);
export const templateStatsResponseSchema = envelope(templateStatsSchema);

/** Multipart field name of `POST /api/templates/:id/logo` (the file follows the logo rule of logo.ts). */
export const TEMPLATE_LOGO_FIELD = 'logo';

/** A template's name: one line, 1–100 characters. */
export const templateNameField = requiredName(TEMPLATE_MSG.nameRequired).max(100, {
  error: TEMPLATE_MSG.nameTooLong,
});

/** Body of `POST /api/templates` and `PUT /api/templates/:id` (the whole editable template). */
export const templateInputSchema = templateStyleSchema.extend({ name: templateNameField });
export type TemplateInput = z.input<typeof templateInputSchema>;
export type TemplateData = z.output<typeof templateInputSchema>;

/** Body of `POST /api/templates/:id/duplicate`; without newName the copy is named name + ' (kopie)'. */
export const templateDuplicateSchema = z.object({ newName: templateNameField.optional() });
export type TemplateDuplicateInput = z.input<typeof templateDuplicateSchema>;

/** The name of a copy: the original plus ' (kopie)', cut so the whole fits the 100-character limit. */
export function templateCopyName(name: string): string {
  return `${name.slice(0, 100 - TEMPLATE_COPY_SUFFIX.length)}${TEMPLATE_COPY_SUFFIX}`;
}

/** SPEC §9 caching: template queries retry once. */
export const TEMPLATES_QUERY_RETRY = 1;
/** GET/PUT /api/settings/templates: the company's default template style, with that template's version. */
export const templateStyleResponseSchema = envelope(templateStyleSchema.extend({ version: versionField }));
