/**
 * Writes the catalogue: the products and terms a document yielded (replacing what the same document
 * yielded before, so a retried job never duplicates), and the verified catalogue that replaces it all.
 */
import type { QuoteUnit, TermType } from '@offerteflow/contracts';
import { euroToCents } from '@offerteflow/domain';
import type { Tx } from '../../database/tx';
import { ProductEntity } from '../products/product.entity';
import { TermEntity } from '../products/term.entity';

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

/** Highest price a catalogue row may carry (the quote line limit). */
const MAX_PRICE = 10_000_000;
const cut = (s: string | null, max: number) => (s == null ? null : s.slice(0, max));

function productRows(companyId: string, products: CatalogueProduct[], sourceDocumentId: string | null) {
  return products
    .filter(
      (p) => p.name.trim() && Number.isFinite(p.unitPrice) && p.unitPrice >= 0 && p.unitPrice <= MAX_PRICE,
    )
    .map((p) => ({
      companyId,
      name: cut(p.name.trim(), 200)!,
      description: cut(p.description, 1000),
      unitPriceCents: euroToCents(Math.round(p.unitPrice * 100) / 100),
      unit: p.unit,
      category: cut(p.category, 100),
      sourceDocumentId,
    }));
}

async function insertChunked<T extends object>(
  tx: Tx,
  entity: new () => T,
  rows: Partial<T>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) {
    await tx.getRepository(entity).insert(rows.slice(i, i + 1000) as never);
  }
}

/** Replaces what one document contributed. At most one default term per company is kept. */
export async function writeDocumentCatalogue(
  tx: Tx,
  companyId: string,
  documentId: string,
  products: CatalogueProduct[],
  terms: CatalogueTerm[],
): Promise<void> {
  await tx.getRepository(ProductEntity).delete({ companyId, sourceDocumentId: documentId });
  await tx.getRepository(TermEntity).delete({ companyId, sourceDocumentId: documentId });
  await insertChunked(tx, ProductEntity, productRows(companyId, products, documentId));
  const hasDefault = await tx.getRepository(TermEntity).existsBy({ companyId, isDefault: true });
  await insertChunked(
    tx,
    TermEntity,
    terms.map((t) => ({
      companyId,
      termType: t.termType,
      content: t.content,
      isDefault: t.isDefault && !hasDefault,
      sourceDocumentId: documentId,
    })),
  );
}

/** The verified catalogue replaces every product and term of the company. */
export async function replaceCatalogue(
  tx: Tx,
  companyId: string,
  products: CatalogueProduct[],
  terms: CatalogueTerm[],
): Promise<void> {
  await tx.getRepository(ProductEntity).delete({ companyId });
  await tx.getRepository(TermEntity).delete({ companyId });
  await insertChunked(tx, ProductEntity, productRows(companyId, products, null));
  await insertChunked(
    tx,
    TermEntity,
    terms.map((t) => ({
      companyId,
      termType: t.termType,
      content: t.content,
      isDefault: t.isDefault,
      sourceDocumentId: null,
    })),
  );
}

export async function deleteCatalogue(tx: Tx, companyId: string): Promise<void> {
  await tx.getRepository(ProductEntity).delete({ companyId });
  await tx.getRepository(TermEntity).delete({ companyId });
}
