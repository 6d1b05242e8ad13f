/**
 * Writes the catalogue: the products and terms a document yielded (replacing what the same document
 * yielded before, so a retried job never duplicates), and the verified catalogue that replaces it all.
 * These bulk writes run inside a caller's transaction; the single-row reads and writes of the Producten
 * page are in products.repository.ts. Both live in the products module, the owner of both tables.
 */
import { MONEY_MAX_EURO, TERM_LIMITS, type QuoteUnit, type TermType } from '@offerteflow/contracts';
import { euroToCents } from '@offerteflow/domain';
import { txManager, type Tx } from '../../database/tx';
import { ProductEntity } from './product.entity';
import { TermEntity } from './term.entity';

export interface CatalogueProduct {
  name: string;
  description: string | null;
  unitPrice: number;
  unit: QuoteUnit;
  category: string | null;
}

export interface CatalogueTerm {
  termType: TermType;
  content: string;
  isDefault: boolean;
}

/** now() is one instant per transaction: explicit, increasing times keep the terms in their order. */
const inOrder = (start: number, index: number) => new Date(start + index);
const cut = (s: string | null, max: number) => (s == null ? null : s.slice(0, max));

/**
 * A product a document yielded that a catalogue can hold: a name and a price within the contracts'
 * money range. Only a reader's guesses are filtered like this; the verified catalogue is validated by
 * its contract (422 per row), so nothing a user sends is ever dropped without a word.
 */
const storableExtraction = (p: CatalogueProduct) =>
  p.name.trim() !== '' && Number.isFinite(p.unitPrice) && p.unitPrice >= 0 && p.unitPrice <= MONEY_MAX_EURO;

/**
 * A term a document yielded, cut to what a catalogue term may hold (TERM_LIMITS: characters and
 * lines), so what the reader found can be verified and printed as it is shown.
 */
const fitTerm = (t: CatalogueTerm): CatalogueTerm => ({
  ...t,
  content: t.content
    .split(/\r\n|\r|\n/)
    .slice(0, TERM_LIMITS.contentLinesMax)
    .join('\n')
    .slice(0, TERM_LIMITS.contentMax),
});

function productRows(companyId: string, products: CatalogueProduct[], sourceDocumentId: string | null) {
  return products.map((p) => ({
    companyId,
    name: cut(p.name.trim(), 200)!,
    description: cut(p.description, 1000),
    unitPriceCents: euroToCents(Math.round(p.unitPrice * 100) / 100),
    unit: p.unit,
    category: cut(p.category, 100),
    sourceDocumentId,
  }));
}

/** One INSERT per 5,000 products from column arrays (unnest): 10,000 rows in tens of milliseconds. */
async function insertProducts(tx: Tx, rows: ReturnType<typeof productRows>): Promise<void> {
  for (let i = 0; i < rows.length; i += 5000) {
    const chunk = rows.slice(i, i + 5000);
    await txManager(tx).query(
      `INSERT INTO products (company_id, name, description, unit_price_cents, unit, category, source_document_id)
       SELECT $1::uuid, n, d, p, u, c, $2::uuid
       FROM unnest($3::varchar[], $4::varchar[], $5::bigint[], $6::varchar[], $7::varchar[]) AS t(n, d, p, u, c)`,
      [
        chunk[0]!.companyId,
        chunk[0]!.sourceDocumentId,
        chunk.map((r) => r.name),
        chunk.map((r) => r.description),
        chunk.map((r) => r.unitPriceCents),
        chunk.map((r) => r.unit),
        chunk.map((r) => r.category),
      ],
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
  catalogue: { products: CatalogueProduct[]; terms: CatalogueTerm[]; allowDefault: boolean },
): Promise<void> {
  await insertProducts(tx, productRows(companyId, catalogue.products, sourceDocumentId));
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

/** Replaces what one document contributed. At most one default term per company is kept. */
export async function writeDocumentCatalogue(
  tx: Tx,
  companyId: string,
  documentId: string,
  products: CatalogueProduct[],
  terms: CatalogueTerm[],
): Promise<void> {
  await deleteRows(tx, { companyId, sourceDocumentId: documentId });
  const hasDefault = await txManager(tx).getRepository(TermEntity).existsBy({ companyId, isDefault: true });
  await insertCatalogue(tx, companyId, documentId, {
    products: products.filter(storableExtraction),
    terms: terms.map(fitTerm),
    allowDefault: !hasDefault,
  });
}

/** The verified catalogue replaces every product and term of the company. */
export async function replaceCatalogue(
  tx: Tx,
  companyId: string,
  products: CatalogueProduct[],
  terms: CatalogueTerm[],
): Promise<void> {
  await deleteRows(tx, { companyId });
  await insertCatalogue(tx, companyId, null, { products, terms, allowDefault: true });
}

export async function deleteCatalogue(tx: Tx, companyId: string): Promise<void> {
  await deleteRows(tx, { companyId });
}
