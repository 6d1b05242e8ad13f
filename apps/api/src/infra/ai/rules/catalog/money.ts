/**
 * Prices as Dutch price lists write them: `€ 1.250,00`, `€ 95,-`, `vanaf € 49`, `EUR 12.50`,
 * `12,50 p/st`, `€1250`, spreadsheet numbers `42.5`. One parser (parseDutchNumber) decides each number;
 * where it calls a grouped value ambiguous (`1.250`), a price list means thousands.
 */
import { parseDutchNumber } from '@offerteflow/domain';

export interface FoundPrice {
  value: number;
  /** The amount carried a currency mark (€, EUR, euro). */
  marked: boolean;
  /** The amount is labelled including BTW. */
  incl: boolean;
  /** The amount is labelled excluding BTW. */
  excl: boolean;
  /** Offsets of the amount (with its currency mark) in the text. */
  start: number;
  end: number;
}

const AMOUNT =
  /(€|\beur(?:o)?\b\.?)?\s*(\d{1,3}(?:[.\s\u00a0]\d{3})+(?:,(?:\d{1,2}|-{1,2}|–))?|\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:[.,](?:\d{1,3}|-{1,2}|–))?)(?![\d.,]*\d)(?!\s*(?:%|procent))(\s*(?:€|\beur(?:o)?\b))?/gi;

const MONTHS =
  'januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december|jan|feb|mrt|apr|jun|jul|aug|sep|sept|okt|nov|dec';
const MONTH_AFTER = new RegExp(`^\\s*(${MONTHS})\\.?(\\s|$)`, 'i');
const MONTH_BEFORE = new RegExp(`\\b(${MONTHS})\\.?\\s*$`, 'i');

/** One number as money (euros, 2 decimals), or null. */
export function parseMoneyNumber(raw: string): number | null {
  const text = raw.replace(/[\s\u00a0]/g, '').replace(/[.,](?:-{1,2}|–)$/, '');
  const result = parseDutchNumber(text, { maxDecimals: 6 });
  if (result.ok) return Math.round(result.value * 100) / 100;
  if (result.error === 'ambiguous') {
    const digits = Number(text.replace(/[.,]/g, ''));
    return Number.isFinite(digits) ? digits : null;
  }
  return null;
}

/** Every amount in a text with its context (currency mark, incl./excl. BTW label). */
export function findPrices(text: string): FoundPrice[] {
  const found: FoundPrice[] = [];
  for (const m of text.matchAll(AMOUNT)) {
    const value = parseMoneyNumber(m[2]!);
    if (value === null) continue;
    const start = m.index!;
    const end = start + m[0].length;
    const numberStart = start + m[0].indexOf(m[2]!);
    const after = text.slice(end, end + 16).toLowerCase();
    // A bare number of eight digits or more is a code (EAN/GTIN, KvK, phone), never a price.
    if (!m[1] && !m[3] && /^\d{8,}$/.test(m[2]!)) continue;
    // Numbers glued to letters (3x, A4, 2-persoons) or part of a dimension/date are no prices.
    if (/[a-z/x×-]/i.test(text.charAt(numberStart - 1)) && !m[1]) continue;
    if (/^[a-z]/i.test(text.slice(end, end + 1)) && !/^(p\/|per|st|m|u|x\b)/i.test(after) && !m[1] && !m[3])
      continue;
    // A day before a month (`18 maart 2025`) or a year after one is a date, not a price.
    if (
      !m[1] &&
      !m[3] &&
      (MONTH_AFTER.test(text.slice(end)) || MONTH_BEFORE.test(text.slice(0, numberStart)))
    )
      continue;
    found.push({
      value,
      marked: Boolean(m[1] || m[3]),
      incl: /^\s*\)?\s*(incl|inclusief|inc\.|i\.v\.m)/.test(after),
      excl: /^\s*\)?\s*(excl|exclusief|ex\.?\s*btw|ex\b)/.test(after),
      start,
      end,
    });
  }
  return found;
}

/** The price of a cell or line: excl. BTW over incl. BTW, a marked amount over a bare number. */
export function pickPrice(text: string, requireMark = false): FoundPrice | null {
  const prices = findPrices(text).filter((p) => !requireMark || p.marked);
  if (!prices.length) return null;
  const excl = prices.find((p) => p.excl);
  if (excl) return excl;
  const notIncl = prices.filter((p) => !p.incl);
  const pool = notIncl.length ? notIncl : prices;
  return pool.find((p) => p.marked) ?? pool[0]!;
}

/** A spreadsheet/table cell that is (almost) only an amount: `€ 42,50`, `42.5`, `€ 95,- p/st`. */
export function cellPrice(cell: string): FoundPrice | null {
  const text = cell.trim();
  if (!text || text.length > 60) return null;
  const price = pickPrice(text);
  if (!price) return null;
  // `per werkplek per maand` right after the amount is its unit, not text beside it.
  const after = text.slice(price.end).replace(/^(\s*per\s+[\p{L}²0-9]+)+/iu, '');
  const rest = (text.slice(0, price.start) + after).replace(
    /vanaf|v\.a\.|ca\.|circa|excl\.?|incl\.?|btw|\(|\)|[:\s]/gi,
    '',
  );
  return rest.length <= 14 ? price : null;
}
