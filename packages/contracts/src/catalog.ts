/**
 * Catalogue contracts: the company's products and terms as the verification form (PUT
 * /api/onboarding/verify-data) and the products page (/api/catalog/...) write them. One set of rules
 * for both, so a row the wizard accepts is a row the products page accepts.
 */
import { z } from 'zod';
import { envelope, pagedEnvelope } from './api.js';
import { pageParam, pageSizeParam } from './customers.js';
import { MSG } from './messages.js';
import { TERM_TYPES, productSchema, termSchema } from './onboarding.js';
import { DEFAULT_QUOTE_UNIT, QUOTE_LIMITS, QUOTE_MSG, QUOTE_UNITS, decimalPlaces } from './quotes.js';

export const CATALOG_LIMITS = {
  nameMax: 200,
  descriptionMax: 1_000,
  categoryMax: 100,
  termContentMax: 20_000,
  productsMax: 20_000,
  termsMax: 500,
  searchMax: 200,
} as const;

/** Dutch messages of SPEC §5 Verification form (required fields) and the limits of the columns. */
export const CATALOG_MSG = {
  nameRequired: 'Naam is verplicht',
  nameTooLong: 'Naam mag maximaal 200 tekens bevatten',
  descriptionTooLong: 'Omschrijving mag maximaal 1.000 tekens bevatten',
  unitPriceRequired: 'Prijs is verplicht',
  unitPriceNotNumber: QUOTE_MSG.unitPriceNotNumber,
  unitPriceMin: QUOTE_MSG.unitPriceMin,
  unitPriceMax: QUOTE_MSG.unitPriceMax,
  unitPriceDecimals: QUOTE_MSG.unitPriceDecimals,
  unitInvalid: QUOTE_MSG.unitInvalid,
  categoryTooLong: 'Categorie mag maximaal 100 tekens bevatten',
  termTypeInvalid: 'Ongeldig type voorwaarde',
  contentRequired: 'Inhoud is verplicht',
  contentTooLong: 'Voorwaarde mag maximaal 20.000 tekens bevatten',
  productsMax: 'Maximaal 20.000 producten',
  termsMax: 'Maximaal 500 voorwaarden',
  searchTooLong: 'Zoekterm mag maximaal 200 tekens bevatten',
} as const;

/** Trimmed optional text: empty becomes null. */
const optionalText = (max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || null : (value ?? null)),
    z.string({ error: MSG.invalidValue }).max(max, { error: message }).nullable(),
  );

export const productInputSchema = z.object({
  name: z
    .string({ error: CATALOG_MSG.nameRequired })
    .trim()
    .min(1, { error: CATALOG_MSG.nameRequired })
    .max(CATALOG_LIMITS.nameMax, { error: CATALOG_MSG.nameTooLong }),
  description: optionalText(CATALOG_LIMITS.descriptionMax, CATALOG_MSG.descriptionTooLong).default(null),
  unitPrice: z
    .number({
      error: (issue) =>
        issue.input === undefined ? CATALOG_MSG.unitPriceRequired : CATALOG_MSG.unitPriceNotNumber,
    })
    .min(QUOTE_LIMITS.unitPriceMin, { error: CATALOG_MSG.unitPriceMin })
    .max(QUOTE_LIMITS.unitPriceMax, { error: CATALOG_MSG.unitPriceMax })
    .refine((v) => decimalPlaces(v) <= QUOTE_LIMITS.unitPriceDecimals, {
      error: CATALOG_MSG.unitPriceDecimals,
    }),
  unit: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(QUOTE_UNITS, { error: CATALOG_MSG.unitInvalid }).default(DEFAULT_QUOTE_UNIT),
  ),
  category: optionalText(CATALOG_LIMITS.categoryMax, CATALOG_MSG.categoryTooLong).default(null),
});
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductData = z.output<typeof productInputSchema>;

export const termInputSchema = z.object({
  termType: z.enum(TERM_TYPES, { error: CATALOG_MSG.termTypeInvalid }).default('general'),
  content: z
    .string({ error: CATALOG_MSG.contentRequired })
    .trim()
    .min(1, { error: CATALOG_MSG.contentRequired })
    .max(CATALOG_LIMITS.termContentMax, { error: CATALOG_MSG.contentTooLong }),
  isDefault: z.boolean({ error: MSG.invalidValue }).default(false),
});
export type TermInput = z.input<typeof termInputSchema>;
export type TermData = z.output<typeof termInputSchema>;

/** PUT /api/onboarding/verify-data: the whole checked catalogue replaces the company's catalogue. */
export const verifyDataInputSchema = z.object({
  products: z.array(productInputSchema).max(CATALOG_LIMITS.productsMax, { error: CATALOG_MSG.productsMax }),
  terms: z.array(termInputSchema).max(CATALOG_LIMITS.termsMax, { error: CATALOG_MSG.termsMax }),
});
export type VerifyDataInput = z.input<typeof verifyDataInputSchema>;
export type VerifyData = z.output<typeof verifyDataInputSchema>;

/** GET /api/catalog/products?search=&page=&pageSize= (search over name, description and category). */
export const catalogListQuerySchema = z.object({
  search: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .string({ error: MSG.invalidValue })
      .trim()
      .max(CATALOG_LIMITS.searchMax, { error: CATALOG_MSG.searchTooLong })
      .transform((value) => (value ? value : undefined))
      .optional(),
  ),
  page: pageParam,
  pageSize: pageSizeParam,
});
export type CatalogListQuery = z.output<typeof catalogListQuerySchema>;

export const productResponseSchema = envelope(productSchema);
export const productListResponseSchema = pagedEnvelope(productSchema);
export const termResponseSchema = envelope(termSchema);
export const termListResponseSchema = envelope(z.array(termSchema));

/** Dutch message when example data would overwrite an existing catalogue. */
export const CATALOG_NOT_EMPTY_MESSAGE =
  'Uw catalogus bevat al producten of voorwaarden; voorbeelddata wordt alleen in een lege catalogus geladen';
