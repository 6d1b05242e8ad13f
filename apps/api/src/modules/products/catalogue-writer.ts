/**
 * Writes the catalogue: the products and terms a document yielded (replacing what the same document
 * yielded before, so a retried job never duplicates), and the verified catalogue that replaces it all.
 * These bulk writes run inside a caller's transaction; the single-row reads and writes of the Producten
 * page are in products.repository.ts. Both live in the products module, the owner of both tables.
 */
import { txManager, type Tx } from '../../database/tx';
import {
  productChunks,
  type CatalogueProduct,
  type CatalogueTerm,
  type ProductChunks,
} from './catalogue-rows';
import { ProductEntity } from './product.entity';
import { TermEntity } from './term.entity';

export type { CatalogueProduct, CatalogueTerm, ProductChunks } from './catalogue-rows';

/** now() is one instant per transaction: explicit, increasing times keep the terms in their order. */
const inOrder = (start: number, index: number) => new Date(start + index);

/**
 * One INSERT per chunk of 5,000 products, the rows passed as one JSON parameter: the HTTP thread
 * sends the string the worker thread built and does no work per row.
 */
async function insertProducts(
  tx: Tx,
  companyId: string,
  sourceDocumentId: string | null,
  products: ProductChunks,
): Promise<void> {
  for (const chunk of products.chunks) {
    await txManager(tx).query(
      `INSERT INTO products (company_id, name, description, unit_price_cents, unit, category, needs_review, vat_rate, source_document_id)
       SELECT $1::uuid, r->>0, r->>1, (r->>2)::bigint, r->>3, r->>4, coalesce((r->>5)::boolean, false), (r->>6)::smallint, $2::uuid
       FROM jsonb_array_elements($3::jsonb) WITH ORDINALITY AS t(r, n) ORDER BY n`,
      [companyId, sourceDocumentId, chunk],
    );
  }
}

async function insertTerms(tx: Tx, rows: Partial<TermEntity>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) {
    await txManager(tx)
      .getRepository(TermEntity)
      .insert(rows.slice(i, i + 1000));
  }
}

/** Removes the products and terms matching `where` (one document's, or the whole company's). */
async function deleteRows(tx: Tx, where: { companyId: string; sourceDocumentId?: string }): Promise<void> {
  await txManager(tx).getRepository(ProductEntity).delete(where);
  await txManager(tx).getRepository(TermEntity).delete(where);
}

/** Inserts products and terms with their source; a term stays default only when `allowDefault`. */
async function insertCatalogue(
  tx: Tx,
  companyId: string,
  sourceDocumentId: string | null,
  catalogue: { products: ProductChunks; terms: CatalogueTerm[]; allowDefault: boolean },
): Promise<void> {
  await insertProducts(tx, companyId, sourceDocumentId, catalogue.products);
  const start = Date.now();
  await insertTerms(
    tx,
    catalogue.terms.map((t, i) => ({
      createdAt: inOrder(start, i),
      companyId,
      termType: t.termType,
      content: t.content,
      isDefault: t.isDefault && catalogue.allowDefault,
      sourceDocumentId,
    })),
  );
}

/**
 * Replaces what one document contributed (products already filtered and shaped into chunks, terms
 * fitted to TERM_LIMITS, by `prepareExtraction`, usually in the worker thread that read the document).
 * At most one default term per company is kept.
 */
export async function writeDocumentCatalogue(
  tx: Tx,
  companyId: string,
  documentId: string,
  products: ProductChunks,
  terms: CatalogueTerm[],
): Promise<void> {
  await deleteRows(tx, { companyId, sourceDocumentId: documentId });
  const hasDefault = await txManager(tx).getRepository(TermEntity).existsBy({ companyId, isDefault: true });
  await insertCatalogue(tx, companyId, documentId, { products, terms, allowDefault: !hasDefault });
}

/** The verified catalogue replaces every product and term of the company. */
export async function replaceCatalogue(
  tx: Tx,
  companyId: string,
  products: CatalogueProduct[],
  terms: CatalogueTerm[],
): Promise<void> {
  await deleteRows(tx, { companyId });
  await insertCatalogue(tx, companyId, null, {
    products: productChunks(products),
    terms,
    allowDefault: true,
  });
}

export async function deleteCatalogue(tx: Tx, companyId: string): Promise<void> {
  await deleteRows(tx, { companyId });
}
