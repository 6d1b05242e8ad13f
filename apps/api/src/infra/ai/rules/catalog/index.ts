/**
 * Rules extraction of catalogue products and terms from a read document. Tables and free-form lines
 * give products (with the current section heading or sheet name as category); the remaining text gives
 * the terms: all of it in a terms document, only clearly payment/delivery/warranty notes in a price list.
 */
import type { DocumentType, QuoteUnit } from '@offerteflow/contracts';
import type { CatalogExtraction, ExtractedProduct, ReadDocument, TableBlock } from '../../ai-provider';
import { cleanHeading, isContactDetails, isDocumentTitle, isHeadingText, isUnfinished } from './filters';
import { productFromLine } from './lines';
import { cards, hangingNumberLines, isClauseTable, isPriceRow, looseTable } from './loose-tables';
import { cellPrice, pickPrice } from './money';
import { needsReview, notePrices, productsFromTable, type TableState } from './tables';
import { isConditionNote, noteClauses, splitClauses, termsFromClauses } from './terms';
import { unitAfterPrice } from './units';
import { documentVat, MAX_NOTE_LENGTH, settlePrice } from './vat';

/** Words that make a short cell a statement about every price, not a column's header. */
const ABOUT_ALL_PRICES = /\b(prijzen|bedragen|tarieven)\b/i;

/** Running text and one-cell table rows: where a list says whether its prices include BTW. */
function* noteLines(doc: ReadDocument): Generator<string> {
  for (const b of doc.blocks) {
    if (b.kind === 'text') {
      if (b.text.length < MAX_NOTE_LENGTH) yield b.text;
      continue;
    }
    for (const r of b.rows) {
      let only: string | null = null;
      let filled = 0;
      for (const c of r)
        if (c.trim()) {
          filled++;
          only = c;
        }
      if (filled === 1 && only!.length < MAX_NOTE_LENGTH) yield only!;
      // A note in a cell of a layout table (`Alle prijzen zijn inclusief 0% btw`, or a short one about all
      // prices: `prijzen incl. 9% btw`); never a header cell (`Prijs incl. btw` names one column).
      else if (filled > 1) {
        let aboutAll = false;
        for (const c of r) {
          const about = ABOUT_ALL_PRICES.test(c);
          aboutAll ||= about;
          if ((c.split(/\s+/).length >= 5 || about) && c.length < MAX_NOTE_LENGTH) yield c;
        }
        // A statement a photo's reading split over cells (`alle prijzen incl. 9%` | `btw`): the row's text
        // as one line, when no cell is an amount (a product row says nothing about all prices).
        if (aboutAll && !r.some((c) => cellPrice(c))) {
          const joined = r.filter((c) => c.trim()).join(' ');
          if (joined.length < MAX_NOTE_LENGTH) yield joined;
        }
      }
    }
  }
}

/** A table of two or more columns of sentences without amounts: text laid out in columns. */
function isTextColumns(table: TableBlock): boolean {
  const width = table.rows.reduce((w, r) => Math.max(w, r.length), 0);
  if (width < 2 || table.rows.length < 2) return false;
  const cells = table.rows.flat().filter((c) => c.trim());
  if (cells.some((c) => /€|\d[.,]\d{2}\b/.test(c))) return false;
  return cells.filter((c) => c.split(/\s+/).length >= 4).length >= cells.length * 0.5;
}

/** The table right before `index` (only blank text between), or null. */
function lastTable(blocks: ReadDocument['blocks'], index: number): TableBlock | null {
  for (let i = index - 1; i >= 0; i--) {
    const b = blocks[i]!;
    if (b.kind === 'table') return b;
    if (b.text.trim()) return null;
  }
  return null;
}

/** The next block with content after `index` is a table. */
function tableFollows(blocks: ReadDocument['blocks'], index: number): boolean {
  for (let i = index + 1; i < blocks.length; i++) {
    const b = blocks[i]!;
    if (b.kind === 'table') return true;
    if (b.text.trim()) return false;
  }
  return false;
}

function dedupe(products: ExtractedProduct[]): ExtractedProduct[] {
  const seen = new Set<string>();
  return products.filter((p) => {
    const key = `${p.name.toLowerCase()}|${p.unitPrice}|${p.unit}|${p.category ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The amount of a line that is only a price (`Prijs: € 195,-`, `€ 375`, `Vanaf € 49`), else null. */
function priceOnly(line: string): { value: number; unit: QuoteUnit } | null {
  const price = pickPrice(line, true);
  if (!price) return null;
  const after = line.slice(price.end);
  const rest = (line.slice(0, price.start) + after).replace(
    /prijs|tarief|kosten|vanaf|v\.a\.|excl\.?|incl\.?|btw|per\s+\S+|p\/\S+|p\.p\.?|\bpp\b|[:\s()-]/gi,
    '',
  );
  return rest.length <= 2 ? { value: price.value, unit: unitAfterPrice(after) ?? 'stuk' } : null;
}

export function extractCatalogByRules(doc: ReadDocument, documentType: DocumentType): CatalogExtraction {
  const wantProducts = documentType !== 'terms';
  const products: ExtractedProduct[] = [];
  const textLines: string[] = [];
  const state: TableState = {
    category: null,
    vat: documentVat(noteLines(doc)),
    notes: [],
    fileBase: doc.fileName
      .replace(/\.[^.]+$/, '')
      .trim()
      .toLowerCase(),
  };
  let heading: { name: string; text: string[]; category: string | null } | null = null;
  let previousText = '';
  const blocks = doc.blocks;
  for (const [index, block] of blocks.entries()) {
    // A heading with the address, phone or KvK right under it is the letterhead's company name.
    const under = () =>
      block.kind === 'table'
        ? block.rows
            .slice(0, 2)
            .map((r) => r.join(' '))
            .join(' ')
        : block.text;
    if (heading && heading.text.length === 0 && isContactDetails(under())) {
      state.category = heading.category;
      heading = null;
    }
    if (block.kind === 'table') {
      previousText = '';
      // Cards split over two tables: the names in the previous table, the prices in this one.
      const previous = lastTable(blocks, index);
      const split =
        previous && isPriceRow(block.rows[0])
          ? cards([...previous.rows.slice(-4), block.rows[0]!], state)
          : [];
      const clauses = isClauseTable(block);
      const found = !wantProducts || clauses ? [] : split.length ? split : productsFromTable(block, state);
      for (const p of found) products.push(p); // no spread: a sheet may hold 200,000 rows
      for (const note of state.notes.splice(0)) textLines.push(note);
      textLines.push('');
      if (!found.length) {
        const loose = clauses ? { products: [], lines: [] } : looseTable(block, state);
        if (wantProducts) for (const p of loose.products) products.push(p);
        const hanging = loose.products.length ? null : hangingNumberLines(block.rows);
        if (wantProducts && loose.products.length) for (const l of loose.lines) textLines.push(l);
        else if (hanging) {
          // Numbered clauses with their numbers in a column of their own: row by row.
          for (const l of hanging) textLines.push(l);
          textLines.push('');
        } else if (isTextColumns(block)) {
          // Two columns of running text (small print the layout read as a table): column by column.
          const width = block.rows.reduce((w, r) => Math.max(w, r.length), 0);
          for (let c = 0; c < width; c++)
            for (const row of block.rows) if (row[c]?.trim()) textLines.push(row[c]!);
          textLines.push('');
        } else {
          for (const row of block.rows) textLines.push(row.filter((c) => c.trim()).join(' '));
          textLines.push('');
        }
      }
      continue;
    }
    // A title and a subtitle in another font come as one block with a line break: one line here.
    const line = block.text.replace(/\s+/g, ' ').trim();
    // A heading followed by a blank line is a title (company name, document heading), not a section,
    // unless a table follows it (a PDF's blank lines between a section heading and its rows).
    if (!line && heading && heading.text.length === 0 && !tableFollows(blocks, index)) {
      state.category = heading.category;
      heading = null;
    }
    // The rest of a sentence the layout broke off (`restant en € 50,- borg …` after `… aan; het`).
    const continued = /^\p{Ll}/u.test(line) && isUnfinished(previousText);
    previousText = line;
    if (wantProducts && line) {
      const product = continued ? null : productFromLine(line, state.category, state.vat);
      if (product) {
        if (needsReview(block.confidence)) product.needsReview = true;
        notePrices(state, null, state.vat?.basis === 'incl', product.vatRate);
        products.push(product);
        heading = null;
        continue;
      }
      // `Pakket Brons` / description / `Prijs: € 195,-`: the heading is the product's name.
      const price = heading ? priceOnly(line) : null;
      if (heading && price !== null) {
        const settled = settlePrice(price.value, undefined, state.vat);
        notePrices(state, null, settled.converted, settled.vatRate);
        products.push({
          name: heading.name,
          description: heading.text.join(' ') || null,
          unitPrice: settled.value,
          unit: price.unit,
          category: heading.category,
          ...(settled.vatRate !== undefined ? { vatRate: settled.vatRate } : {}),
        });
        state.category = heading.category;
        heading = null;
        continue;
      }
      // Under a product's heading, a line that starts with a number (`90 minuten, 4 bieren`) describes it.
      const describes = heading !== null && heading.text.length === 0 && /^\d/.test(line);
      if (isHeadingText(line) && !isDocumentTitle(line) && !describes) {
        heading = { name: cleanHeading(line), text: [], category: state.category };
        state.category = cleanHeading(line);
      } else if (heading && heading.text.length < 3) heading.text.push(line);
      else heading = null;
    }
    textLines.push(line);
  }
  const clauses = splitClauses(textLines);
  const termsDocument =
    documentType === 'terms' || (documentType !== 'pricelist' && products.length < 3 && clauses.length >= 2);
  const termClauses = termsDocument ? clauses : noteClauses(textLines).filter(isConditionNote);
  const found = dedupe(products);
  const prices = found.length
    ? {
        column: state.prices?.column ?? null,
        converted: state.prices?.converted ?? false,
        vatRate: state.prices?.vatRate ?? null,
        reviewCount: found.filter((p) => p.needsReview).length,
      }
    : undefined;
  return { products: found, terms: termsFromClauses(termClauses), ...(prices ? { prices } : {}) };
}
