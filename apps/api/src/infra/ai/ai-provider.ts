/**
 * One AI provider interface, two adapters: `rules` (default: offline, deterministic, Dutch-aware) and
 * `openai` (any OpenAI-compatible chat-completions server, selected when OPENAI_API_KEY is set).
 *
 * Reading files (CSV, XLS/XLSX, PDF, DOC/DOCX, TXT, photos) into blocks is separate from interpreting
 * them: readers produce a `ReadDocument`, a provider turns it into catalogue products and terms.
 */
import type {
  AiQuoteResult,
  DocumentPrices,
  DocumentType,
  ProductVatRate,
  QuoteUnit,
  TermType,
} from '@offerteflow/contracts';

/** A paragraph or line of running text, in reading order. */
export interface TextBlock {
  kind: 'text';
  text: string;
  /** 1-based page (PDF) when known. */
  page?: number;
  /** Mean OCR word confidence 0..100; only on text read by OCR. */
  confidence?: number;
}

/** A table as rows of cell strings; `name` is a sheet name or a caption when the format has one. */
export interface TableBlock {
  kind: 'table';
  rows: string[][];
  name?: string;
  page?: number;
  /** Per row, mean OCR word confidence 0..100; only on tables read by OCR. */
  rowConfidence?: number[];
}

export type DocumentBlock = TextBlock | TableBlock;

/** What a reader makes of one uploaded file. */
export interface ReadDocument {
  fileName: string;
  blocks: DocumentBlock[];
  /** True when any page was read by OCR (a photo, or a scanned page of a PDF). */
  ocr?: boolean;
}

/** A product or service found in a document; prices in euros (at most 2 decimals). */
export interface ExtractedProduct {
  name: string;
  description: string | null;
  unitPrice: number;
  unit: QuoteUnit;
  category: string | null;
  /** The BTW rate the document states for this line or the whole list (21, 9 or 0), when it does. */
  vatRate?: ProductVatRate;
  /** Read with low OCR confidence: shown as 'Controleren' in the verification step. */
  needsReview?: boolean;
}

/** A clause of the terms, classified. */
export interface ExtractedTerm {
  termType: TermType;
  content: string;
  isDefault: boolean;
}

export interface CatalogExtraction {
  products: ExtractedProduct[];
  terms: ExtractedTerm[];
  /** Which price column was used and whether incl. BTW prices were converted (rules provider). */
  prices?: DocumentPrices;
}

/** The company's own catalogue and default terms, the context of text-to-quote. */
export interface QuoteContext {
  products: ReadonlyArray<{
    name: string;
    description: string | null;
    unitPrice: number;
    unit: QuoteUnit;
    category: string | null;
  }>;
  terms: ReadonlyArray<{ termType: TermType; content: string; isDefault: boolean }>;
  /** The user's own company details, never to be taken for the customer's (quoted replies). */
  ownCompany?: { name: string; email: string | null; phone: string | null };
}

export abstract class AiProvider {
  abstract readonly name: 'rules' | 'openai';
  /** Finds the products and terms in one read document; `documentType` is the user's or guessed type. */
  abstract extractCatalog(doc: ReadDocument, documentType: DocumentType): Promise<CatalogExtraction>;
  /** Turns pasted free text into customer data, quote lines and notes. */
  abstract quoteFromText(text: string, context: QuoteContext): Promise<AiQuoteResult>;
}
