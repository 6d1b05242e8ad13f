/**
 * Prices in a phrase: 'à € 85', '€ 1.250,- per stuk', 'voor 95 euro per uur', '€85/uur', '42,50 p/m2',
 * 'in totaal € 500', and budgets ('budget max € 2.000') which are notes, not prices.
 */
import type { QuoteUnit } from '@offerteflow/contracts';
import { parseDutchNumber } from '@offerteflow/domain';
import { unitOf } from './units';

export interface FoundPrice {
  amount: number;
  /** The unit after 'per' / '/', when written. */
  per: QuoteUnit | null;
  kind: 'unit' | 'total' | 'budget';
  start: number;
  end: number;
}

const AMOUNT = String.raw`(\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d+(?:[.,]\d{1,2})?)(?:\s*,-{1,2}|\s*,\s*-)?`;
const PER = String.raw`(?:\s*(?:per|p\.?\s?\/?|\/|de|het|voor\s+de|voor\s+het)\s*(stuks?|st\.?|uur|u|h|m2|m²|vierkante\s+meter|meter|m1|dag|dagdeel|maand|jaar|kg|kilo|liter|l|persoon|man|keer|x)\b\.?|\s*p\.\s?p\.?|\s*pp\b)?`;
const PRICE_PATTERNS: RegExp[] = [
  new RegExp(String.raw`(?:€|\beur\b|\beuro\b)\s*${AMOUNT}(?:\s*(?:euro|eur)\b)?${PER}`, 'gi'),
  new RegExp(String.raw`\b${AMOUNT}\s*(?:€|euro\b|eur\b)${PER}`, 'gi'),
  new RegExp(String.raw`\b(\d+(?:\.\d{3})*),-{1,2}${PER}`, 'gi'),
  new RegExp(
    String.raw`(?<!\d\s?)(?:^|\s)(?:à|@|ad)\s*${AMOUNT}(?!\s*(?:uur|uren|dagen|dag|m2|m²|stuks|x|keer|man|meter)\b)${PER}`,
    'gi',
  ),
  new RegExp(
    String.raw`(?:(?:^|\s)a|\bvoor|\btegen|\btarief(?:\s+van)?|\bprijs(?:\s+van)?|\bafgesproken(?:\s+op)?)\s+${AMOUNT}${PER.replace(/\)\?$/, ')')}`,
    'gi',
  ),
];
const TOTAL =
  /\b(?:in\s+totaal|totaal(?:prijs|bedrag)?|samen|alles\s+bij\s+elkaar|all[\s-]?in|voor\s+alles|het\s+geheel|alles\s+samen|lumpsum|vaste\s+prijs\s+van)\b[^€\d]{0,20}$/i;
const BUDGET =
  /\b(?:budget|maximaal|max\.?|hooguit|niet\s+meer\s+dan|richtprijs|ongeveer|rond\s+de|circa|ca\.?)\b[^€\d]{0,20}$/i;

/** Reads '1.250,-', '85', '42,50', '1250.00' as euros (Dutch convention for '1.250'). */
export function readAmount(raw: string): number | null {
  const cleaned = raw.replace(/\s/g, '').replace(/,-+$/, '').replace(/,$/, '');
  const parsed = parseDutchNumber(cleaned, { maxDecimals: 2 });
  if (parsed.ok) return parsed.value;
  if (parsed.error === 'ambiguous') return Number(cleaned.replace(/[.,]/g, ''));
  return null;
}

/** All prices in `phrase`, left to right, without overlaps. */
export function findPrices(phrase: string): FoundPrice[] {
  if (!/\d/.test(phrase)) return [];
  const found: FoundPrice[] = [];
  const taken = new Uint8Array(phrase.length + 1);
  for (const re of PRICE_PATTERNS) {
    for (const m of phrase.matchAll(re)) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      if (taken[start] || taken[end - 1]) continue;
      const amount = readAmount(m[1]!);
      if (amount === null) continue;
      const before = phrase.slice(Math.max(0, start - 40), start);
      const kind = BUDGET.test(before) ? 'budget' : TOTAL.test(before) ? 'total' : 'unit';
      found.push({ amount, per: m[2] ? unitOf(m[2]) : null, kind, start, end });
      taken.fill(1, start, end);
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
