/**
 * Catalogue rows ready to insert, shaped without the database so a worker thread can do it: products
 * are cut to the column lengths, priced in cents and packed as JSON chunks of at most 5,000 rows. The
 * thread that read a 200,000-row list hands the HTTP thread a few strings instead of 200,000 objects
 * to copy and walk. What a document reader found is first filtered and fitted (`storableExtraction`,
 * `fitTerm`); a verified catalogue is validated by its contract instead (422 per row).
 */
import {
  DEFAULT_PRODUCT_VAT_RATE,
  MONEY_MAX_EURO,
  TERM_LIMITS,
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

export const PRODUCT_CHUNK = 5_000;
const cut = (s: string | null, max: number) => (s == null ? null : s.slice(0, max));

/**
 * A product a document yielded that a catalogue can hold: a name and a price within the contracts'
 * money range. Only a reader's guesses are filtered like this; the verified catalogue is validated by
 * its contract (422 per row), so nothing a user sends is ever dropped without a word.
 */
export const storableExtraction = (p: CatalogueProduct): boolean =>
  p.name.trim() !== '' && Number.isFinite(p.unitPrice) && p.unitPrice >= 0 && p.unitPrice <= MONEY_MAX_EURO;

/**
 * A term a document yielded, cut to what a catalogue term may hold (TERM_LIMITS: characters and
 * lines), so what the reader found can be verified and printed as it is shown.
 */
export const fitTerm = (t: CatalogueTerm): CatalogueTerm => ({
  ...t,
  content: t.content
    .split(/\r\n|\r|\n/)
    .slice(0, TERM_LIMITS.contentLinesMax)
    .join('\n')
    .slice(0, TERM_LIMITS.contentMax),
});

/** Products as insert chunks; a document's products are filtered by `storableExtraction` first. */
export function productChunks(products: readonly CatalogueProduct[]): ProductChunks {
  const chunks: string[] = [];
  let chunk: ProductRow[] = [];
  let count = 0;
  for (const p of products) {
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
