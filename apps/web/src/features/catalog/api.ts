import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  CATALOG_IMPORT_FIELD,
  catalogImportResponseSchema,
  extractedDataResponseSchema,
  productListResponseSchema,
  productResponseSchema,
  termListResponseSchema,
  termResponseSchema,
  type Product,
  type ProductData,
  type Term,
  type TermData,
} from '@offerteflow/contracts';
import type { ApiClient } from '../../lib/api-client';
import { parseResponse, resourceEndpoints } from '../../lib/parse-response';

export type ProductListParams = {
  search: string;
  page: number;
  pageSize: number;
};

/**
 * Catalogue query keys. They live under ['onboarding'] so that every catalogue change also refreshes
 * the extracted data of the wizard, the dashboard overview and the quote form's quick-add.
 */
export const catalogKeys = {
  all: ['onboarding'] as const,
  products: (query: ProductListParams) => ['onboarding', 'catalog', 'products', query] as const,
  terms: ['onboarding', 'catalog', 'terms'] as const,
};

/** The products page's endpoints: /api/catalog/... (products and terms of the own company). */
export function createCatalogApi(client: ApiClient) {
  const products = resourceEndpoints<ProductData, Product>(
    client,
    '/catalog/products',
    productResponseSchema.shape.data,
  );
  const terms = resourceEndpoints<TermData, Term>(client, '/catalog/terms', termResponseSchema.shape.data);
  return {
    async products(query: ProductListParams) {
      return parseResponse(
        productListResponseSchema,
        await client.get('/catalog/products', { query, unwrap: false }),
      );
    },
    createProduct: products.create,
    updateProduct: products.update,
    removeProduct: products.remove,
    async terms() {
      return parseResponse(termListResponseSchema.shape.data, await client.get('/catalog/terms'));
    },
    createTerm: terms.create,
    updateTerm: terms.update,
    removeTerm: terms.remove,
    /** The CSV file of the catalogue (semicolons, UTF-8 BOM, decimal comma). */
    async exportCsv(): Promise<Blob> {
      return client.get<Blob>('/catalog/export', { responseType: 'blob' });
    },
    /** 'Importeren (CSV)': the export's format back in; a name that exists updates that product. */
    async importCsv(file: Blob) {
      const form = new FormData();
      form.append(CATALOG_IMPORT_FIELD, file);
      return parseResponse(
        catalogImportResponseSchema.shape.data,
        await client.post('/catalog/import', form),
      );
    },
    /** 'Standaard data herstellen': the example catalogue in place of the current one. */
    async restoreSample() {
      return parseResponse(extractedDataResponseSchema.shape.data, await client.post('/catalog/sample'));
    },
  };
}

export type CatalogApi = ReturnType<typeof createCatalogApi>;

export const catalogQueries = {
  products: (client: ApiClient, query: ProductListParams) =>
    queryOptions({
      queryKey: catalogKeys.products(query),
      queryFn: () => createCatalogApi(client).products(query),
      placeholderData: keepPreviousData,
    }),
  terms: (client: ApiClient) =>
    queryOptions({ queryKey: catalogKeys.terms, queryFn: () => createCatalogApi(client).terms() }),
};
