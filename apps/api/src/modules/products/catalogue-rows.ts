/**
 * Catalogue rows ready to insert, shaped without the database so a worker thread can do it: products
 * are checked (a name, a finite price within the quote line limit), cut to the column lengths, priced
 * in cents and packed as JSON chunks of at most 5,000 rows. The thread that read a 200,000-row list
 * hands the HTTP thread a few strings instead of 200,000 objects to copy and walk.
 */
import {
  DEFAULT_PRODUCT_VAT_RATE,
  type ProductVatRate,
  type QuoteUnit,
  type TermType,
} from '@offerteflow/contracts';
import { euroToCents } from '@offerteflow/domain';

export interface CatalogueProduct {
  name: string;
  description: string | null;
  unitPrice: number;
  unit: QuoteUnit;
  /** 21, 9 or 0; 21 when the source does not say. */
  vatRate?: ProductVatRate;
  category: string | null;
  /** Read with low OCR confidence: marked 'Controleren' until the catalogue is verified. */
  needsReview?: boolean;
}

export interface CatalogueTerm {
  termType: TermType;
  content: string;
  isDefault: boolean;
}

/** One product row: name, description, price in cents, unit, category, needs review, BTW rate. */
export type ProductRow = [string, string | null, number, QuoteUnit, string | null, boolean, ProductVatRate];

/** Products as JSON arrays of rows, at most PRODUCT_CHUNK rows per chunk, and how many rows in all. */
export interface ProductChunks {
  count: number;
  chunks: string[];
}

/** Highest price a catalogue row may carry (the quote line limit). */
const MAX_PRICE = 10_000_000;
export const PRODUCT_CHUNK = 5_000;
const cut = (s: string | null, max: number) => (s == null ? null : s.slice(0, max));

export function productChunks(products: readonly CatalogueProduct[]): ProductChunks {
  const chunks: string[] = [];
  let chunk: ProductRow[] = [];
  let count = 0;
  for (const p of products) {
    if (!p.name.trim() || !Number.isFinite(p.unitPrice) || p.unitPrice < 0 || p.unitPrice > MAX_PRICE)
      continue;
    chunk.push([
      cut(p.name.trim(), 200)!,
      cut(p.description, 1000),
      euroToCents(Math.round(p.unitPrice * 100) / 100),
      p.unit,
      cut(p.category, 100),
      p.needsReview === true,
      p.vatRate ?? DEFAULT_PRODUCT_VAT_RATE,
    ]);
    count++;
    if (chunk.length === PRODUCT_CHUNK) {
      chunks.push(JSON.stringify(chunk));
      chunk = [];
    }
  }
  if (chunk.length) chunks.push(JSON.stringify(chunk));
  return { count, chunks };
}
