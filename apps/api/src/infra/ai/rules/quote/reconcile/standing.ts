/**
 * Standing charges: the company's terms can charge a product on every job ('Bij elke afspraak rekenen
 * we één keer de toeslag aan huis per adres', 'Voorrijkosten worden altijd berekend'). A quote with
 * lines from the customer gets that product once, unless a line has it already. Such a line has no
 * phrase in the text (its source is the terms) and is marked for checking.
 */
import type { QuoteContext } from '../../../ai-provider';
import type { CatalogIndex, CatalogProduct } from '../match/catalog-index';
import { phraseStems } from '../match/catalog-words';
import { CHARGE_WORDS, EVERY_JOB_WORDS } from '../lexicon/money';
import { wordsRe } from '../lexicon/pattern';
import { fold } from '../text/fold';
import { significantStems } from '../classify/line';
import type { Line } from './assemble';

const EVERY_JOB = wordsRe(EVERY_JOB_WORDS);
const CHARGES = wordsRe(CHARGE_WORDS);
/** A standing charge is matched on the same footing as a phrase of the text. */
const MATCH_THRESHOLD = 0.5;
/** The confidence of a line the terms add: under the review threshold, so the user checks it. */
export const STANDING_CONFIDENCE = 0.5;

/** The products the terms charge on every job. */
export function standingProducts(terms: QuoteContext['terms'], index: CatalogIndex): CatalogProduct[] {
  const out: CatalogProduct[] = [];
  for (const term of terms) {
    for (const clause of term.content.split(/[;,]|\.(?:\s|$)/)) {
      const folded = fold(clause);
      if (!EVERY_JOB.test(folded) || !CHARGES.test(folded)) continue;
      const match = index.match(phraseStems(clause), MATCH_THRESHOLD);
      if (match && !out.includes(match.product)) out.push(match.product);
    }
  }
  return out;
}

export function applyStandingCharges(lines: Line[], products: readonly CatalogProduct[]): void {
  const asked = lines.filter((l) => !l.candidate.message.own);
  if (asked.length === 0) return;
  for (const product of products) {
    if (lines.some((l) => l.product === product)) continue;
    lines.push({
      ...asked[0]!,
      description: product.name,
      product,
      unit: product.unit,
      unitPrice: product.unitPrice,
      priceSource: 'catalog',
      quantity: 1,
      explicitQuantity: false,
      stems: significantStems(product.name),
      total: null,
      changed: false,
      contextQuantity: false,
      standing: true,
    });
  }
}
