/** Catalogue extraction through the model: a read document as text chunks, and the answer's checks. */
import { productSchema, termSchema } from '@offerteflow/contracts';
import { z } from 'zod';
import type { CatalogExtraction, ReadDocument } from '../ai-provider';
import { parseAnswer } from './openai-chat';

/** Characters of document text per request; a table continues in the next chunk under its header. */
export const CATALOG_CHUNK_CHARS = 12_000;

/**
 * The answer's shape: the contract's product and term without ids (optional fields are nullable) and
 * without the catalogue's own bookkeeping (review mark, source document), which the model never gives.
 */
export const catalogAnswerSchema = z.object({
  products: z.array(
    productSchema.omit({ id: true, version: true, needsReview: true, sourceDocumentId: true }),
  ),
  terms: z.array(termSchema.omit({ id: true, version: true })),
});

export const CATALOG_SYSTEM_PROMPT = [
  "You read part of a Dutch company's own price list or terms (algemene voorwaarden).",
  'Answer only with JSON that matches the given schema.',
  'products: every product or service with a price: name, description (null if none), unitPrice in euros',
  'excluding VAT (when both excl. and incl. BTW are given take excl.), unit mapped onto stuk, uur, dag,',
  'maand, jaar, m2, kg, liter (per uur -> uur, p/st -> stuk, m² -> m2, mnd -> maand), and category',
  '(the section heading or sheet name, null if none). Skip totals, VAT lines and empty rows.',
  'When the list gives only prices including BTW, divide them by 1 + the rate it states (1.21 when it',
  'states none, 1.09 for 9 %) and round to cents. With last and this year side by side take the newest.',
  "'v.a.' or 'vanaf' before an amount: that amount is the price. An empty name cell repeats the one above.",
  'terms: each clause of the terms with termType payment_terms, delivery_terms, warranty or general,',
  'its full text as content, and isDefault true only for the main payment clause.',
  'Return empty lists for what this part does not contain.',
].join('\n');

/** One line per text block or table row (cells joined with ' | '), each table's name as a heading. */
function documentLines(doc: ReadDocument): { line: string; header?: string }[] {
  const lines: { line: string; header?: string }[] = [];
  for (const block of doc.blocks) {
    if (block.kind === 'text') {
      if (block.text.trim()) lines.push({ line: block.text.trim() });
      continue;
    }
    if (block.name) lines.push({ line: `## ${block.name}` });
    const rows = block.rows
      .map((r) => r.map((c) => c.replace(/\s+/g, ' ').trim()).join(' | '))
      .filter((r) => r.replace(/[|\s]/g, ''));
    const header = rows[0];
    rows.forEach((row, i) => lines.push({ line: row, header: i > 0 ? header : undefined }));
  }
  return lines;
}

/** The document's text in chunks of at most `size` characters (a single longer line is cut). */
export function chunkDocument(doc: ReadDocument, size = CATALOG_CHUNK_CHARS): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const { line, header } of documentLines(doc)) {
    const pieces: string[] = [];
    for (let start = 0; start < line.length; start += size) pieces.push(line.slice(start, start + size));
    for (const piece of pieces) {
      if (current && current.length + 1 + piece.length > size) {
        chunks.push(current);
        // A table row that opens a new chunk brings its header along.
        current = header && header.length + 1 + piece.length <= size ? header : '';
      }
      current = current ? `${current}\n${piece}` : piece;
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

export function catalogUserPrompt(
  doc: ReadDocument,
  documentType: string,
  chunk: string,
  part: string,
): string {
  return `File: ${doc.fileName} (type: ${documentType}, part ${part})\n"""\n${chunk}\n"""`;
}

/** The model's content for one chunk, or null when it is not valid JSON of the answer schema. */
export function parseCatalogAnswer(content: string): CatalogExtraction | null {
  const answer = parseAnswer(content, catalogAnswerSchema);
  if (!answer) return null;
  return {
    products: answer.products
      .map((p) => ({
        name: p.name.trim(),
        description: p.description?.trim() || null,
        unitPrice: Number(p.unitPrice.toFixed(2)),
        unit: p.unit,
        category: p.category?.trim() || null,
      }))
      .filter((p) => p.name),
    terms: answer.terms.map((t) => ({ ...t, content: t.content.trim() })).filter((t) => t.content),
  };
}

/** Chunk answers merged: duplicates (same name and price, same clause text) once; one default per type. */
export function mergeExtractions(parts: CatalogExtraction[]): CatalogExtraction {
  const products = new Map<string, CatalogExtraction['products'][number]>();
  const terms = new Map<string, CatalogExtraction['terms'][number]>();
  for (const part of parts) {
    for (const p of part.products) {
      const key = `${p.name.toLowerCase()}|${p.unitPrice}`;
      if (!products.has(key)) products.set(key, p);
    }
    for (const t of part.terms) {
      const key = t.content.toLowerCase().replace(/\s+/g, ' ');
      if (!terms.has(key)) terms.set(key, t);
    }
  }
  const seenDefault = new Set<string>();
  const mergedTerms = [...terms.values()].map((t) => {
    if (!t.isDefault) return t;
    if (seenDefault.has(t.termType)) return { ...t, isDefault: false };
    seenDefault.add(t.termType);
    return t;
  });
  return { products: [...products.values()], terms: mergedTerms };
}
