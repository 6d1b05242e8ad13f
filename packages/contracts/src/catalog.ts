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
import { verifyProductSchema, verifyTermSchema } from './onboarding-requests.js';

export const productInputSchema = verifyProductSchema;
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductData = z.output<typeof productInputSchema>;

export const termInputSchema = verifyTermSchema;
export type TermInput = z.input<typeof termInputSchema>;
export type TermData = z.output<typeof termInputSchema>;

export const CATALOG_SEARCH_MAX = 200;
export const CATALOG_MSG = {
  searchTooLong: 'Zoekterm mag maximaal 200 tekens bevatten',
  /** Example data would overwrite an existing catalogue. */
  notEmpty:
    'Uw catalogus bevat al producten of voorwaarden; voorbeelddata wordt alleen in een lege catalogus geladen',
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
