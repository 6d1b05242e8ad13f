/**
 * Price tiers by count ('T-shirt zeefdruk 1 kleur (10-49 st.)', '(50-249 st.)', '(250+ st.)'): a line
 * whose count falls outside its product's tier moves to the sibling product (the same name but for the
 * tier) whose tier holds the count, at that product's price unless the text gave one.
 */
import type { CatalogProduct } from '../match/catalog-index';
import { significantStems } from '../classify/line';
import { COUNT_WORDS } from '../lexicon/quantity';
import { alternation } from '../lexicon/pattern';
import { fold, memoize } from '../text/fold';
import { sameBesidesNumbers } from '../match/sizes';
import type { DraftLine } from '../classify/line';

const COUNT = alternation(COUNT_WORDS);
/** '10-49 st.', '10 t/m 49 stuks', '250+ st.', 'vanaf 50 stuks', 'tot 10 stuks'. */
const TIER = new RegExp(
  `(?:(\\d+)\\s*(?:-|t/m|tot)\\s*(\\d+)|(\\d+)\\s*\\+|vanaf\\s+(\\d+)|tot\\s+(\\d+))\\s*${COUNT}(?![\\p{L}])`,
  'u',
);

interface Tier {
  lo: number;
  hi: number;
}

/** A name's count tier, inclusive at both ends ('tot 10 stuks' is 1-10), or null. */
const tierOf = memoize((name: string): Tier | null => {
  const m = TIER.exec(fold(name));
  if (!m) return null;
  if (m[1] && m[2]) return { lo: +m[1], hi: +m[2] };
  if (m[3] || m[4]) return { lo: +(m[3] ?? m[4])!, hi: Infinity };
  return { lo: 1, hi: +m[5]! };
});

/** Two products that differ only by their count tier ('(10-49 st.)' and '(250+ st.)'). */
export function tierSiblings(a: CatalogProduct | null, b: CatalogProduct | null): boolean {
  if (!a || !b || a === b || !tierOf(a.name) || !tierOf(b.name)) return false;
  return sameBesidesNumbers(a.name, b.name);
}

export function applyCountTiers(lines: readonly DraftLine[], products: readonly CatalogProduct[]): void {
  const holds = (p: CatalogProduct, n: number) => {
    const t = tierOf(p.name);
    return t !== null && n >= t.lo && n <= t.hi;
  };
  for (const line of lines) {
    const own = line.product;
    if (!own || !tierOf(own.name) || holds(own, line.quantity)) continue;
    const sibling = products.find((p) => tierSiblings(own, p) && holds(p, line.quantity));
    if (!sibling) continue;
    line.product = sibling;
    line.description = sibling.name;
    line.stems = significantStems(sibling.name);
    if (line.priceSource === 'catalog') line.unitPrice = sibling.unitPrice;
  }
}
