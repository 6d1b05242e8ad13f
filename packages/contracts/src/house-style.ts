/**
 * House style from a sample quote PDF (SPEC §2 step 4, §3 Template generation result, §5 Template
 * upload and Confidence bands, §7 POST /onboarding/upload-template, §8 template generation error).
 */
import { z } from 'zod';
import { envelope } from './api.js';
import { requiredName } from './fields.js';
import {
  CONFIDENCE_HIGH,
  CONFIDENCE_MEDIUM,
  FONT_FAMILIES,
  LOGO_POSITIONS,
  MAX_FILE_SIZE_BYTES,
} from './constants.js';
import { TEMPLATE_MSG, templateSchema } from './templates.js';

/** Multipart fields of `POST /api/onboarding/upload-template`. */
export const TEMPLATE_UPLOAD_FILE_FIELD = 'templateFile';
export const TEMPLATE_UPLOAD_NAME_FIELD = 'templateName';
/** SPEC §5 Template upload: one PDF of at most 10 MB. */
export const TEMPLATE_UPLOAD_MAX_BYTES = MAX_FILE_SIZE_BYTES;

export const HOUSE_STYLE_MSG = {
  generationFailed: 'Er is een fout opgetreden bij het genereren van de template',
  fileRequired: 'Kies een PDF-bestand',
  notPdf: 'Alleen PDF-bestanden zijn toegestaan',
  tooLarge: 'Het bestand mag maximaal 10 MB groot zijn',
  oneFile: 'Upload één PDF-bestand',
  nameRequired: 'Geef de template een naam',
  encrypted: 'Deze PDF is beveiligd met een wachtwoord. Upload een PDF zonder beveiliging.',
  invalid: 'Dit bestand is geen leesbare PDF.',
  tooManyPages: "Een voorbeeldofferte mag maximaal 50 pagina's hebben.",
  nothingFound: 'In deze PDF is geen huisstijl gevonden: er staan geen kleuren, tekst of afbeeldingen in.',
  tooSlow: 'Het analyseren van de PDF duurde te lang. Probeer een kleinere PDF.',
  tooHeavy: 'Deze PDF is te zwaar om te analyseren (bijvoorbeeld door zeer grote afbeeldingen).',
  analysisNotFound: 'Deze analyse bestaat niet (meer). Upload de PDF opnieuw.',
  alreadyApproved: 'Deze template is al goedgekeurd.',
  documentNotTemplate: 'Dit document is geen voorbeeldofferte (PDF).',
} as const;

/** SPEC §5 Confidence bands. */
export const CONFIDENCE_BANDS = [
  { min: CONFIDENCE_HIGH, label: 'Hoge betrouwbaarheid', tone: 'green' },
  { min: CONFIDENCE_MEDIUM, label: 'Gemiddelde betrouwbaarheid', tone: 'yellow' },
  { min: 0, label: 'Lage betrouwbaarheid', tone: 'red' },
] as const;
export type ConfidenceBand = (typeof CONFIDENCE_BANDS)[number];
export function confidenceBand(confidence: number): ConfidenceBand {
  return CONFIDENCE_BANDS.find((b) => confidence >= b.min) ?? CONFIDENCE_BANDS[2];
}

const hex = z.string().regex(/^#[0-9a-f]{6}$/);

export const houseStyleAnalysisSchema = z.object({
  colors: z.object({ primary: hex, secondary: hex }),
  fonts: z.object({
    /** The family found in the PDF ('Roboto'), or the template font when none could be read. */
    primary: z.string(),
    detected: z.string().nullable(),
    /** The template font quotes are rendered with. */
    mapped: z.enum(FONT_FAMILIES),
    substituted: z.boolean(),
  }),
  logo: z
    .object({ dataUrl: z.string(), position: z.enum(LOGO_POSITIONS), width: z.number(), height: z.number() })
    .nullable(),
  confidence: z.number().min(0).max(1),
  scanned: z.boolean(),
  pageCount: z.number().int().min(1),
  /** Dutch notes: substituted font, missing logo, scanned page. */
  notes: z.array(z.string()),
});
export type HouseStyleAnalysis = z.infer<typeof houseStyleAnalysisSchema>;

/** The proposed template (not saved until approved). */
export const proposedTemplateSchema = z.object({
  name: z.string(),
  primaryColor: hex,
  secondaryColor: hex,
  fontFamily: z.enum(FONT_FAMILIES),
  logoPosition: z.enum(LOGO_POSITIONS),
  logo: z.string().nullable(),
  confidenceScore: z.number().min(0).max(1),
});

/** SPEC §3 Template generation result, plus the id to approve it with. */
export const templateGenerationSchema = z.object({
  analysisId: z.string().uuid(),
  template: proposedTemplateSchema,
  analysis: houseStyleAnalysisSchema,
  /** The quote document (HTML) in the found style with sample content. */
  preview: z.string(),
});
export type TemplateGeneration = z.infer<typeof templateGenerationSchema>;
export const templateGenerationResponseSchema = envelope(templateGenerationSchema);

/** Body of `POST /api/onboarding/template-analyses/:id/approve`. */
export const approveTemplateSchema = z.object({ makeDefault: z.boolean().default(false) });
export type ApproveTemplateInput = z.input<typeof approveTemplateSchema>;
export const approveTemplateResponseSchema = envelope(templateSchema);

/** Body of `POST /api/onboarding/analyze-template-document` (a template_quote uploaded in step 1). */
export const analyzeTemplateDocumentSchema = z.object({
  documentId: z.string().uuid(),
  templateName: requiredName(HOUSE_STYLE_MSG.nameRequired).max(100, { error: TEMPLATE_MSG.nameTooLong }),
});
