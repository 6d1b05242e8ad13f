/**
 * Prices incl. or excl. BTW. The catalogue stores excl. BTW: a list that gives only incl. BTW prices
 * is divided by the rate it states (21 % unless it says otherwise). Where a document says which it is:
 * a note (`Alle prijzen zijn inclusief 9% btw`, `bedragen excl. 21% BTW`, `Prijzen exclusief btw`), a
 * column header (headers.ts), a BTW-rate column, or the arithmetic between two price columns (one is
 * the other times 1.21 or 1.09).
 */
import { PRODUCT_VAT_RATES, type ProductVatRate } from '@offerteflow/contracts';
import { cellPrice } from './money';

export type PriceBasis = 'incl' | 'excl';

export interface VatStatement {
  basis: PriceBasis;
  /** The rate stated with it (21, 9, 0), or null when the note names none. */
  rate: number | null;
}

export const STANDARD_RATE = 21;
const RATES = [21, 9, 0];

const STATEMENT =
  /\b(inclusief|exclusief|incl\.?|excl\.?|ex\.?)(?![a-z])[^;\n]{0,40}?(?:(\d{1,2})\s*%\s*)?(?:btw|b\.t\.w\.?|vat)\b/i;
const RATE_BEFORE = /(\d{1,2})\s*%\s*(?:btw|b\.t\.w\.?|vat)\b/i;

/** Longer than this, a line is running text, not a note about the document's prices. */
export const MAX_NOTE_LENGTH = 220;

/**
 * What a note line says of the document's prices, or null. Only lines that talk about prices, amounts
 * or rates, or short lines (a title like `Verhuurprijzen seizoen 2025, excl. btw`) count.
 */
export function vatStatement(line: string): VatStatement | null {
  const text = line.replace(/\s+/g, ' ').trim();
  if (!text || text.length > MAX_NOTE_LENGTH) return null;
  const m = STATEMENT.exec(text);
  if (!m) return null;
  if (!/prijs|prijzen|bedrag|tarie|kosten|all(e|es)\b/i.test(text) && text.split(' ').length > 8) return null;
  const basis: PriceBasis = /^incl|^inclusief/i.test(m[1]!) ? 'incl' : 'excl';
  const rateText = m[2] ?? RATE_BEFORE.exec(text)?.[1];
  const rate = rateText !== undefined && RATES.includes(Number(rateText)) ? Number(rateText) : null;
  return { basis, rate };
}

/** The first statement among the document's note lines. */
export function documentVat(lines: Iterable<string>): VatStatement | null {
  for (const line of lines) {
    const found = vatStatement(line);
    if (found) return found;
  }
  return null;
}

/** An incl. BTW amount as excl. BTW, rounded to cents. */
export const toExcl = (incl: number, rate: number) => Math.round((incl / (1 + rate / 100)) * 100) / 100;

/** A BTW-rate cell (`21`, `21%`, `0.21`, `9 %`) as 21, 9 or 0; null otherwise. */
export function rateOfCell(cell: string | undefined): number | null {
  if (!cell) return null;
  const m = /^\s*(\d{1,2}(?:[.,]\d+)?|0[.,]\d+)\s*%?\s*$/.exec(cell);
  if (!m) return null;
  let n = Number(m[1]!.replace(',', '.'));
  if (n > 0 && n < 1) n = Math.round(n * 100);
  return RATES.includes(n) ? n : null;
}

/**
 * Two amount columns where one is the other times 1.21 (or 1.09) on nearly every row: the smaller is
 * excl., the larger incl. BTW. Returns the excl. column and the rate, or null.
 */
export function inclExclPair(rows: string[][], columns: number[]): { excl: number; rate: number } | null {
  for (const a of columns)
    for (const b of columns) {
      if (a === b) continue;
      for (const rate of [21, 9]) {
        let pairs = 0;
        let hits = 0;
        for (const row of rows) {
          const x = cellPrice(row[a] ?? '')?.value;
          const y = cellPrice(row[b] ?? '')?.value;
          if (!x || !y) continue;
          pairs++;
          if (Math.abs(x * (1 + rate / 100) - y) <= 0.02 + y * 0.002) hits++;
        }
        if (pairs >= 2 && hits / pairs >= 0.8) return { excl: a, rate };
      }
    }
  return null;
}

export interface SettledPrice {
  value: number;
  converted: boolean;
  /** The rate the document states, when it is one a product can carry (21, 9, 0). */
  vatRate?: ProductVatRate;
}

const productRate = (rate: number | null): ProductVatRate | undefined =>
  PRODUCT_VAT_RATES.find((r) => r === rate);

/**
 * The excl. BTW price of one line: `labelled` is what the cell or column says (incl./excl.), else the
 * document's note decides, else the price is taken as excl. BTW. `lineRate` is a rate column's value.
 */
export function settlePrice(
  value: number,
  labelled: PriceBasis | undefined,
  doc: VatStatement | null,
  lineRate: number | null = null,
): SettledPrice {
  const basis = labelled ?? doc?.basis ?? 'excl';
  const rate = lineRate ?? doc?.rate ?? null;
  const vatRate = productRate(rate);
  if (basis === 'incl') return { value: toExcl(value, rate ?? STANDARD_RATE), converted: true, vatRate };
  return { value, converted: false, vatRate };
}
