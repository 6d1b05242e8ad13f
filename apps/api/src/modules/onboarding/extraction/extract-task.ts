/**
 * The work of one `extract-document` job that runs in a worker thread: read the file, interpret it with
 * the rules engine (unless another provider interprets it on the caller's side) and shape the catalogue
 * rows for the insert. What goes back to the HTTP thread is small or flat: counts, terms, and the
 * products and the document's extraction as JSON strings (see catalogue-rows.ts).
 */
import type { DocumentPrices, DocumentType, DocumentTypeSource } from '@offerteflow/contracts';
import type { CatalogExtraction, ReadDocument } from '../../../infra/ai/ai-provider';
import { interpretDocument } from '../../../infra/ai/interpret';
import { extractCatalogByRules } from '../../../infra/ai/rules/catalog';
import { readDocument } from '../../../infra/documents/read-document';
import type { DocumentFormat, ReadOptions } from '../../../infra/documents/reader';
import {
  fitTerm,
  productChunks,
  storableExtraction,
  type CatalogueTerm,
  type ProductChunks,
} from '../../products/catalogue-rows';

export interface ExtractTask {
  format: DocumentFormat;
  data: Uint8Array;
  fileName: string;
  /** The user's type; null: the type is found from the content. */
  documentType: DocumentType | null;
  /** True: interpret here with the rules engine. False: return the read document for another provider. */
  interpret: boolean;
  read: ReadOptions;
}

/** A catalogue extraction shaped for the database write. */
export interface PreparedExtraction {
  products: ProductChunks;
  terms: CatalogueTerm[];
  /** The extraction as JSON for the document row (at most 5,000 products, with `omittedProducts`). */
  extractedJson: string;
  /** How the prices were read, shown in the verification step. */
  prices: DocumentPrices | null;
}

export interface ExtractOutcome {
  ocr: boolean;
  readMs: number;
  interpretMs: number;
  /** Present when the task did not interpret. */
  document?: ReadDocument;
  /** Present when the task interpreted, with the type it was interpreted as. */
  extraction?: PreparedExtraction;
  documentType?: DocumentType;
  typeSource?: DocumentTypeSource;
}

/** Thrown when interpreting a document that was read fails: a property of its content, not retried. */
export class InterpretError extends Error {
  override name = 'InterpretError';
}

/** Products kept in the document's stored extraction; the catalogue tables hold them all. */
export const STORED_EXTRACTION_PRODUCTS = 5_000;

export function prepareExtraction(extraction: CatalogExtraction): PreparedExtraction {
  const { products, terms } = extraction;
  // A 200,000-row list would add 20 MB of JSON to the document row that nobody reads back.
  const stored =
    products.length > STORED_EXTRACTION_PRODUCTS
      ? {
          products: products.slice(0, STORED_EXTRACTION_PRODUCTS),
          terms,
          omittedProducts: products.length - STORED_EXTRACTION_PRODUCTS,
        }
      : extraction;
  // A reader's guesses: only storable products go in, terms cut to what a catalogue term may hold.
  return {
    products: productChunks(products.filter(storableExtraction)),
    terms: terms.map(fitTerm),
    extractedJson: JSON.stringify(stored),
    prices: extraction.prices ?? null,
  };
}

/** The rules engine as a provider for interpretDocument (in the thread, no network). */
const RULES = {
  extractCatalog: (doc: ReadDocument, type: DocumentType) =>
    Promise.resolve(extractCatalogByRules(doc, type)),
};

export async function runExtractTask(task: ExtractTask): Promise<ExtractOutcome> {
  const started = performance.now();
  const data = Buffer.from(task.data.buffer, task.data.byteOffset, task.data.byteLength);
  const document = await readDocument(task.format, data, task.fileName, task.read);
  const readMs = performance.now() - started;
  const ocr = document.ocr === true;
  if (!task.interpret) return { ocr, readMs, interpretMs: 0, document };
  let extraction: PreparedExtraction;
  let typed: Pick<ExtractOutcome, 'documentType' | 'typeSource'>;
  try {
    const result = await interpretDocument(RULES, document, task.documentType);
    extraction = prepareExtraction(result.extraction);
    typed = { documentType: result.documentType, typeSource: result.typeSource };
  } catch (err) {
    throw new InterpretError(`interpretation failed: ${(err as Error).message}`);
  }
  return { ocr, readMs, interpretMs: performance.now() - started - readMs, extraction, ...typed };
}
