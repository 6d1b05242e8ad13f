/**
 * Catalogue contracts of the products page (/api/catalog/...). A product or term there follows the
 * same schema as a row of the verification form (PUT /api/onboarding/verify-data), so a row the
 * wizard accepts is a row the products page accepts.
 */
import { z } from 'zod';
import { envelope, pagedEnvelope } from './api.js';
import { pageParam, pageSizeParam } from './customers.js';
import { MSG } from './messages.js';
import { productSchema, termSchema } from './onboarding.js';
import { ONBOARDING_MSG, verifyProductSchema, verifyTermSchema } from './onboarding-requests.js';

export const productInputSchema = verifyProductSchema;
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductData = z.output<typeof productInputSchema>;

export const termInputSchema = verifyTermSchema;
export type TermInput = z.input<typeof termInputSchema>;
export type TermData = z.output<typeof termInputSchema>;

export const CATALOG_SEARCH_MAX = 200;
export const CATALOG_MSG = {
  searchTooLong: 'Zoekterm mag maximaal 200 tekens bevatten',
} as const;

/** GET /api/catalog/products?search=&page=&pageSize= (search over name, description and category). */
export const catalogListQuerySchema = z.object({
  search: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .string({ error: MSG.invalidValue })
      .trim()
      .max(CATALOG_SEARCH_MAX, { error: CATALOG_MSG.searchTooLong })
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

/**
 * POST /api/catalog/import: a CSV file (multipart field `file`) in the export's format: header row with
 * Naam, Omschrijving, Prijs excl. BTW, Eenheid, BTW, Categorie (Naam and Prijs excl. BTW required;
 * `;` or `,`). A name that exists (case-insensitive) updates that product, others are added; one bad
 * row refuses the whole file.
 */
export const CATALOG_IMPORT_FIELD = 'file';
export const CATALOG_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const CATALOG_IMPORT_MAX_ROWS = 5000;
export const CATALOG_IMPORT_MSG = {
  fileRequired: 'Kies een CSV-bestand',
  tooLarge: 'Het CSV-bestand mag maximaal 2 MB groot zijn',
  columnsMissing: 'Het bestand mist de kolommen Naam en Prijs excl. BTW (zoals in de export)',
  empty: 'Het bestand bevat geen producten',
  tooMany: ONBOARDING_MSG.productsMax,
  row: (line: number, message: string) => `Regel ${line}: ${message}`,
  done: (created: number, updated: number) =>
    `${created} ${created === 1 ? 'product' : 'producten'} toegevoegd, ${updated} bijgewerkt`,
} as const;
export const catalogImportResultSchema = z.object({
  created: z.number().int().min(0),
  updated: z.number().int().min(0),
});
export type CatalogImportResult = z.infer<typeof catalogImportResultSchema>;
export const catalogImportResponseSchema = envelope(catalogImportResultSchema);

/**
 * GET /api/quotes/product-usage: how often each catalogue product was quoted, counted over the
 * company's most recent quote lines (a line whose description is the product's name, or starts with
 * 'name - ', as the product picker writes it). Most used first; products never quoted are left out.
 */
export const PRODUCT_USAGE_RECENT_LINES = 2000;
export const productUsageSchema = z.array(
  z.object({ productId: z.string().uuid(), count: z.number().int().min(1) }),
);
export type ProductUsage = z.infer<typeof productUsageSchema>;
export const productUsageResponseSchema = envelope(productUsageSchema);
