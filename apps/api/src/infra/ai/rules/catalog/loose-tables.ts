/**
 * Tables that are layout rather than price tables — a brochure's cards and columns of running lines:
 * - cards: a row of names (`Pakket Start | Pakket Comfort | Pakket Max`) and, a few rows below, a row
 *   whose cells each start with the price (`v.a. € 3.495,-` and a description): one product per column;
 * - columns of lines: every cell read as a free-form line (`Extra paneel (410 Wp) € 295,-`) under the
 *   column's heading, and each column's cells as one paragraph of text for the terms.
 * Used only when the table gave no products as a price table.
 */
import type { ExtractedProduct, TableBlock } from '../../ai-provider';
import { cleanHeading, isDocumentTitle, isHeadingText, isNonProductName } from './filters';
import { productFromLine } from './lines';
import { cellPrice, findPrices, pickPrice } from './money';
import { notePrices, type TableState } from './tables';
import { settlePrice } from './vat';

const filled = (row: string[]) => row.filter((c) => c.trim() !== '').length;
const hasAmount = (cell: string) => findPrices(cell).some((p) => p.marked);

/** The price a card's cell starts with (`v.a. € 3.495,-`), with the text after it. */
function leadingPrice(cell: string): { value: number; rest: string } | null {
  const price = pickPrice(cell, true);
  if (!price) return null;
  const before = cell.slice(0, price.start).replace(/v\.a\.|vanaf|vanaf:|prijs:?|[\s:]/gi, '');
  if (before) return null;
  return { value: price.value, rest: cell.slice(price.end).replace(/\s+/g, ' ').trim() };
}

export function cards(rows: string[][], state: TableState): ExtractedProduct[] {
  for (let h = 0; h < rows.length; h++) {
    const names = rows[h]!;
    if (filled(names) < 2 || names.some((c) => c.trim() && (hasAmount(c) || !isHeadingText(c)))) continue;
    for (let p = h + 1; p <= Math.min(rows.length - 1, h + 4); p++) {
      const prices = rows[p]!.map((c) => (c.trim() ? leadingPrice(c) : null));
      const columns = names.flatMap((c, i) => (c.trim() ? [i] : []));
      if (!columns.every((i) => prices[i])) continue;
      return columns.flatMap((i) => {
        const name = cleanHeading(names[i]!);
        if (isNonProductName(name)) return [];
        const settled = settlePrice(prices[i]!.value, undefined, state.vat);
        notePrices(state, null, settled.converted, settled.vatRate);
        const product: ExtractedProduct = {
          name,
          description: prices[i]!.rest || null,
          unitPrice: settled.value,
          unit: 'stuk',
          category: state.category,
        };
        if (settled.vatRate !== undefined) product.vatRate = settled.vatRate;
        return [product];
      });
    }
  }
  return [];
}

/** Every filled cell of the row starts with a price (the price row of cards). */
export const isPriceRow = (row: string[] | undefined) =>
  !!row && filled(row) >= 2 && row.every((c) => !c.trim() || leadingPrice(c) !== null);

/**
 * Products of a layout table, and its text column by column (each column's cells one paragraph,
 * so a column of clauses or notes reads as it is printed).
 */
export function looseTable(
  table: TableBlock,
  state: TableState,
): { products: ExtractedProduct[]; lines: string[] } {
  const rows = table.rows;
  const products = cards(rows, state);
  const width = rows.reduce((w, r) => Math.max(w, r.length), 0);
  const lines: string[] = [];
  for (let c = 0; c < width; c++) {
    const cells = rows.map((r) => (r[c] ?? '').replace(/\s+/g, ' ').trim()).filter(Boolean);
    const heading =
      cells[0] && isHeadingText(cells[0]) && !isDocumentTitle(cells[0]) ? cleanHeading(cells[0]) : null;
    let found = 0;
    if (!products.length)
      for (const cell of cells.slice(heading ? 1 : 0)) {
        const product = productFromLine(cell, heading ?? state.category, state.vat);
        if (!product) continue;
        notePrices(state, null, state.vat?.basis === 'incl', product.vatRate);
        products.push(product);
        found++;
      }
    if (!found) lines.push(cells.join(' '), '');
  }
  return { products, lines };
}

/** A clause number standing alone in its cell: `3.1`, `3.`, `12`, `a)`. */
const HANGING_NUMBER = /^(\d{1,2}(\.\d{1,2})*[.)]?|[a-z][.)])$/;

/**
 * Clauses whose numbers hang in a column of their own (`3.1 | Opdrachtgever verstrekt …`, a wrapped
 * line under an empty number cell): row by row, each number before its text, so the clauses keep their
 * numbers instead of a column of numbers read before a column of text. Null for any other table.
 */
export function hangingNumberLines(rows: string[][]): string[] | null {
  const numbers = rows.map((r) => (r[0] ?? '').trim());
  if (numbers.filter(Boolean).length < 2 || !numbers[0]) return null;
  if (!numbers.every((n) => !n || HANGING_NUMBER.test(n))) return null;
  const lines: string[] = [];
  for (const [i, row] of rows.entries()) {
    const text = row
      .slice(1)
      .filter((c) => c.trim())
      .join(' ');
    if (numbers[i]) lines.push(`${numbers[i]} ${text}`);
    else if (text) lines[lines.length - 1] += ` ${text}`;
  }
  return lines;
}

/**
 * Clauses with their numbers in a column of their own (`4.1` | `Wij leveren binnen 3 werkdagen …`): the
 * numbers are no prices, whatever a spreadsheet would make of `4.1`. Running text beside clause numbers
 * and no amount anywhere else.
 */
export function isClauseTable(block: TableBlock): boolean {
  if (!HANGING_NUMBER.test((block.rows[0]?.[0] ?? '').trim()) || !hangingNumberLines(block.rows))
    return false;
  const texts = block.rows.flatMap((r) => r.slice(1).filter((c) => c.trim()));
  if (!texts.length || texts.some((c) => cellPrice(c) || /€/.test(c))) return false;
  const words = texts.reduce((n, c) => n + c.trim().split(/\s+/).length, 0);
  return words / texts.length >= 5;
}
