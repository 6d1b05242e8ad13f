/**
 * Price tiers by count ('T-shirt zeefdruk 1 kleur (10-49 st.)', '(50-249 st.)', '(250+ st.)'): a line
 * whose count falls outside its product's tier moves to the sibling product (the same name but for the
 * tier) whose tier holds the count, at that product's price unless the text gave one.
 */
import type { CatalogProduct } from '../match/catalog-index';
import { significantStems } from '../classify/line';
import { COUNT_WORDS } from '../lexicon/quantity';
import { alternation } from '../lexicon/pattern';
import { fold } from '../text/fold';
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
  /** The name without its tier: the key that makes products siblings. */
  base: string;
}

const tierOf = (name: string): Tier | null => tierCache.get(name) ?? readTier(name);
const tierCache = new Map<string, Tier | null>();

/** Two products that differ only by their count tier ('(10-49 st.)' and '(250+ st.)'). */
export function tierSiblings(a: CatalogProduct | null, b: CatalogProduct | null): boolean {
  if (!a || !b || a === b) return false;
  const ta = tierOf(a.name);
  const tb = tierOf(b.name);
  return ta !== null && tb !== null && ta.base === tb.base;
}

function readTier(name: string): Tier | null {
  const tier = parseTier(name);
  tierCache.set(name, tier);
  return tier;
}

function parseTier(name: string): Tier | null {
  const folded = fold(name);
  const m = TIER.exec(folded);
  if (!m) return null;
  const base = (folded.slice(0, m.index) + folded.slice(m.index + m[0].length))
    .replace(/[()\s]+/g, ' ')
    .trim();
  if (m[1] && m[2]) return { lo: +m[1], hi: +m[2], base };
  if (m[3]) return { lo: +m[3], hi: Infinity, base };
  if (m[4]) return { lo: +m[4], hi: Infinity, base };
  return { lo: 1, hi: +m[5]! - (/tot/.test(m[0]) ? 1 : 0), base };
}

export function applyCountTiers(lines: readonly DraftLine[], products: readonly CatalogProduct[]): void {
  const tiers = new Map(products.map((p) => [p, tierOf(p.name)] as const).filter(([, t]) => t !== null));
  if (tiers.size < 2) return;
  for (const line of lines) {
    const own = line.product ? tiers.get(line.product) : undefined;
    if (!own || (line.quantity >= own.lo && line.quantity <= own.hi)) continue;
    const sibling = [...tiers].find(
      ([p, t]) =>
        p !== line.product && t!.base === own.base && line.quantity >= t!.lo && line.quantity <= t!.hi,
    )?.[0];
    if (!sibling) continue;
    line.product = sibling;
    line.description = sibling.name;
    line.stems = significantStems(sibling.name);
    if (line.priceSource === 'catalog') line.unitPrice = sibling.unitPrice;
  }
}
