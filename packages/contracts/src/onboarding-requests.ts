/**
 * Onboarding requests and limits: SPEC §5 (Document upload, Verification form), §7 Onboarding.
 * PUT /api/onboarding/verify-data replaces the company's catalogue products and terms.
 */
import { z } from 'zod';
import { lineCount, priceField, requiredName, requiredText } from './fields.js';
import { PRICE_MSG } from './messages.js';
import { DEFAULT_QUOTE_UNIT, QUOTE_UNITS } from './quotes.js';
import { DEFAULT_PRODUCT_VAT_RATE, DOCUMENT_TYPES, PRODUCT_VAT_RATES, TERM_TYPES } from './onboarding.js';

/** Largest accepted upload: exactly 10 MB is accepted, one byte more is refused. */
export const ONBOARDING_MAX_FILE_BYTES = 10 * 1024 * 1024;

/**
 * File name extensions the upload accepts: SPEC §5 (pdf, doc, docx, xls, xlsx, csv and text files) plus
 * photos of a price list (JPEG, PNG), read by OCR.
 */
export const ONBOARDING_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'csv',
  'txt',
  'jpg',
  'jpeg',
  'png',
] as const;
/** MIME types of the photos the upload accepts (the `accept` list of the upload area). */
export const ONBOARDING_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

export const ONBOARDING_MSG = {
  fileRequired: 'Selecteer een bestand om te uploaden',
  fileEmpty: 'Het bestand is leeg',
  fileTooLarge: 'Het bestand is te groot: maximaal 10 MB per bestand',
  fileTypeUnsupported:
    'Dit bestandstype wordt niet ondersteund. Upload een PDF-, Word-, Excel-, CSV- of tekstbestand, of een foto (JPG of PNG)',
  fileContentMismatch:
    'De inhoud van het bestand past niet bij een PDF-, Word-, Excel-, CSV- of tekstbestand of een foto (JPG of PNG)',
  ocrUnavailable:
    "Foto's en scans kunnen op deze server niet worden gelezen: tekstherkenning is niet geïnstalleerd. Upload de prijslijst als PDF-, Word-, Excel-, CSV- of tekstbestand",
  documentTypeInvalid: 'Ongeldig documenttype',
  documentNotFound: 'Document niet gevonden',
  productNameRequired: 'Naam is verplicht',
  productNameTooLong: 'Naam mag maximaal 200 tekens bevatten',
  descriptionTooLong: 'Omschrijving mag maximaal 1.000 tekens bevatten',
  unitPriceRequired: PRICE_MSG.required,
  unitPriceNotNumber: PRICE_MSG.notNumber,
  unitPriceMin: PRICE_MSG.min,
  unitPriceMax: PRICE_MSG.max,
  unitPriceDecimals: PRICE_MSG.decimals,
  unitInvalid: 'Kies een geldige eenheid',
  categoryTooLong: 'Categorie mag maximaal 100 tekens bevatten',
  vatRateInvalid: 'Kies een BTW-tarief: 21%, 9% of 0%',
  termTypeInvalid: 'Kies een geldig type voorwaarde',
  termContentRequired: 'Inhoud is verplicht',
  termContentTooLong: 'Inhoud mag maximaal 20.000 tekens bevatten',
  termContentTooManyLines: 'Inhoud mag maximaal 400 regels bevatten',
  defaultTermsMax: 'Maximaal 5 voorwaarden kunnen standaard op elke offerte staan',
  productsMax: 'Maximaal 5.000 producten per keer',
  termsMax: 'Maximaal 500 voorwaarden per keer',
} as const;

export const productVatRateSchema = z.literal(PRODUCT_VAT_RATES, { error: ONBOARDING_MSG.vatRateInvalid });

const optionalText = (max: number, message: string) =>
  z
    .string()
    .max(max, message)
    .nullish()
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim()));

export const verifyProductSchema = z.object({
  name: requiredName(ONBOARDING_MSG.productNameRequired).max(200, ONBOARDING_MSG.productNameTooLong),
  description: optionalText(1000, ONBOARDING_MSG.descriptionTooLong),
  unitPrice: priceField(),
  unit: z.enum(QUOTE_UNITS, { error: ONBOARDING_MSG.unitInvalid }).default(DEFAULT_QUOTE_UNIT),
  /** BTW of the product (21 %, 9 % or 0 %); a quote line taken from the catalogue gets it. */
  vatRate: productVatRateSchema.default(DEFAULT_PRODUCT_VAT_RATE),
  category: optionalText(100, ONBOARDING_MSG.categoryTooLong),
});
export type VerifyProduct = z.infer<typeof verifyProductSchema>;

/**
 * What the terms of a catalogue may hold. Every default term is printed on every quote, so these
 * bound the terms part of a quote PDF (see QUOTE_LIMITS): at most `defaultMax` default terms of at
 * most `contentMax` characters and `contentLinesMax` lines each.
 */
export const TERM_LIMITS = { contentMax: 20_000, contentLinesMax: 400, defaultMax: 5 } as const;

export const verifyTermSchema = z.object({
  termType: z.enum(TERM_TYPES, { error: ONBOARDING_MSG.termTypeInvalid }).default('general'),
  content: requiredText(ONBOARDING_MSG.termContentRequired)
    .max(TERM_LIMITS.contentMax, { error: ONBOARDING_MSG.termContentTooLong })
    .refine((v) => lineCount(v) <= TERM_LIMITS.contentLinesMax, {
      error: ONBOARDING_MSG.termContentTooManyLines,
    }),
  isDefault: z.boolean().default(false),
});
export type VerifyTerm = z.infer<typeof verifyTermSchema>;

export const verifyDataRequestSchema = z.object({
  products: z.array(verifyProductSchema).max(5000, ONBOARDING_MSG.productsMax).default([]),
  terms: z
    .array(verifyTermSchema)
    .max(500, ONBOARDING_MSG.termsMax)
    .refine((terms) => terms.filter((t) => t.isDefault).length <= TERM_LIMITS.defaultMax, {
      error: ONBOARDING_MSG.defaultTermsMax,
    })
    .default([]),
});
export type VerifyDataRequest = z.infer<typeof verifyDataRequestSchema>;

/**
 * POST /api/onboarding/initialize: creates the session when missing; with `sampleData: true` an empty
 * catalogue is filled with a realistic Dutch sample (dashboard 'Laad voorbeeld data').
 */
export const initializeRequestSchema = z.object({ sampleData: z.boolean().default(false) });
export type InitializeRequest = z.infer<typeof initializeRequestSchema>;

/** PATCH /api/onboarding/documents/:id: the user's type for a document; it is processed again. */
export const updateDocumentRequestSchema = z.object({ documentType: z.enum(DOCUMENT_TYPES) }).strict();
export type UpdateDocumentRequest = z.infer<typeof updateDocumentRequestSchema>;
