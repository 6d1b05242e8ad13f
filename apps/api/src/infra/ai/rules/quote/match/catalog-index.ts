/**
 * An index of the company's catalogue for matching phrases of a customer's text to products: Dutch
 * stems (plurals, diminutives, spelling variants), one-typo tolerance through length/first-letter
 * buckets, and compound words (tuinhek ~ hek, schilderwerk buiten ~ buitenschilderwerk).
 * Built once per call in O(total name length); a lookup costs O(words of the phrase).
 */
import type { QuoteUnit } from '@offerteflow/contracts';
import { isStopStem, nameStems, oneEdit, phraseStems, PREPOSITION, QUALIFIER, STOP } from './catalog-words';
import { ngramIndexOf, type NgramIndex } from './ngram';
import { StemResolver } from './resolver';
import { sizeFit, sizesOfName, type Size } from './sizes';
import { stem } from './stem';
import { CATALOG_NEGATORS, CATALOG_RESET, LABOUR_PRODUCT_WORDS, PER_METRE_NAMES } from '../lexicon/catalog';
import { wordsRe } from '../lexicon/pattern';
import { fold } from '../text/fold';

export { isStopStem, oneEdit, phraseStems };

const LABOUR_NAME = wordsRe(LABOUR_PRODUCT_WORDS);
/** How much a word of a product name counts when it stands only in brackets. */
const BRACKETED_WEIGHT = 0.4;
/**
 * What a phrase's price equal to a product's own price adds to that product's rank: more than words,
 * numbers and sizes together can, so among the products the words match, the stated price decides
 * (tried at 0.2 and 0.35: the neighbour with more matching words still won).
 */
const PRICE_AGREES = 1;
/** A product priced per metre though its unit is 'stuk' ('Dakgoot zink (per meter)'). */
export const PER_METRE = wordsRe(PER_METRE_NAMES);
const NEGATORS = new Set(CATALOG_NEGATORS.map(stem));
const RESET = new Set(CATALOG_RESET.map(stem));

export interface CatalogProduct {
  name: string;
  description: string | null;
  unitPrice: number;
  unit: QuoteUnit;
  category: string | null;
}

interface Entry {
  product: CatalogProduct;
  stems: string[];
  /** Joined neighbours ('docking'+'station') standing for both words. */
  joined: Map<string, string[]>;
  weights: number[];
  total: number;
  /** Numbers and codes of the name ('4' of 'DJ-show basis (4 uur)', '500gb', '28/24'). */
  numbers: Set<string>;
  /** Head nouns: the first word, and the last part of a first word joined by hyphens ('airco' of 'Split-airco'). */
  heads: string[];
}

/** A Dutch compound names its kind last: 'Split-airco' is an airco, 'Multi-split' a split. */
function headsOf(name: string, stems: readonly string[]): string[] {
  const first = fold(name).trim().split(/\s+/)[0] ?? '';
  const parts = first.split('-').filter((p) => /[a-z]/.test(p));
  const last = parts.length > 1 ? stem(parts.at(-1)!) : null;
  return [stems[0] ?? '', ...(last && stems.includes(last) ? [last] : [])].filter((h) => h.length >= 4);
}

/** Numbers and number-letter codes of a text, folded ('500GB' -> '500gb', '28/24', '60x60'). */
export const numberCodes = (text: string): string[] =>
  (
    fold(text)
      // A decimal comma is a decimal point, and '5,0' is '5' ('5 kW' names 'Split-airco 5,0 kW').
      .replace(/(\d),(\d)/g, '$1.$2')
      .match(/\d+(?:[./x]\d+)*[a-z]{0,3}/g) ?? []
  ).map((code) => code.replace(/^(\d+)\.0+(?!\d)/, '$1'));

export interface ProductMatch {
  product: CatalogProduct;
  score: number;
  /** Phrase word positions that matched. */
  positions: number[];
  /** How exactly the best word matched: 1 the same stem, less for a typo, compound or substring. */
  strongest: number;
}

export class CatalogIndex {
  private readonly entries: Entry[] = [];
  private readonly postings = new Map<string, number[]>();
  private readonly buckets = new Map<string, string[]>();
  /** Word groups joined by 'en' inside product names ('koffie en thee'), kept whole when splitting. */
  readonly andGroups: string[];
  /** Products with unit 'uur' that are plain labour (arbeid, uurtarief, monteur …). */
  readonly labour: CatalogProduct | null;
  private readonly resolver: StemResolver;

  constructor(products: ReadonlyArray<CatalogProduct>) {
    const df = new Map<string, number>();
    const perProduct = products.map((p) => {
      const stems = nameStems(p.name);
      for (const s of stems) df.set(s, (df.get(s) ?? 0) + 1);
      return stems;
    });
    const n = Math.max(products.length, 1);
    products.forEach((product, id) => {
      const stems = perProduct[id]!;
      // Words only in brackets explain or specify ('Extra taal (meertaligheid)'): a customer rarely says them.
      const outside = new Set(nameStems(product.name.replace(/\([^)]*\)/g, ' ')));
      const weights = stems.map((s, i) => {
        // Words every product has ('Uurtarief …') say little about which one is meant.
        const idf = Math.log((n + 1) / (df.get(s) ?? 1));
        return (
          idf *
          (s.length >= 5 ? 1 : 0.6) *
          (QUALIFIER.has(s) ? 0.4 : 1) *
          (i === 0 ? 1.1 : 1) *
          (outside.has(s) ? 1 : BRACKETED_WEIGHT)
        );
      });
      const joined = new Map<string, string[]>();
      for (let i = 0; i + 1 < stems.length; i++)
        joined.set(stems[i]! + stems[i + 1]!, [stems[i]!, stems[i + 1]!]);
      const numbers = new Set(numberCodes(product.name));
      this.entries.push({
        product,
        stems,
        weights,
        joined,
        total: weights.reduce((a, b) => a + b, 0),
        numbers,
        heads: headsOf(product.name, stems),
      });
      const keys = joined.size > 0 ? [...stems, ...joined.keys()] : stems;
      for (const s of keys) {
        const list = this.postings.get(s);
        if (list) list.push(id);
        else {
          this.postings.set(s, [id]);
          if (s.length >= 4) {
            const key = s.slice(0, 1) + s.length;
            const bucket = this.buckets.get(key);
            if (bucket) bucket.push(s);
            else this.buckets.set(key, [s]);
          }
        }
      }
    });
    this.andGroups = [
      ...new Set(
        products
          .filter((p) => / en /i.test(p.name))
          .flatMap((p) => [...fold(p.name).matchAll(/[a-z]+ en [a-z]+/g)].map((m) => m[0])),
      ),
    ];
    const hourly = products.filter((p) => p.unit === 'uur');
    this.labour =
      hourly.length === 1 ? hourly[0]! : (hourly.find((p) => LABOUR_NAME.test(fold(p.name))) ?? null);
    this.resolver = new StemResolver(this.postings, this.buckets);
  }

  private readonly unitIndexes = new Map<string, CatalogIndex>();

  /**
   * The best product among those sold in the phrase's unit, on a lower threshold: hours or days for a
   * phrase that gives hours, m2 for '340 m² glas aan de buitenzijde', a per-metre product for '22
   * meter goot'. Null when every product has that unit (the plain match already decided).
   */
  matchUnit(stems: readonly string[], kind: QuoteUnit | 'meter', threshold = 0.3): ProductMatch | null {
    let sub = this.unitIndexes.get(kind);
    if (!sub) {
      const fits = (p: CatalogProduct) =>
        kind === 'meter'
          ? p.unit === 'stuk' && PER_METRE.test(fold(p.name))
          : p.unit === kind || (kind === 'uur' && p.unit === 'dag');
      sub = new CatalogIndex(this.entries.map((e) => e.product).filter(fits));
      this.unitIndexes.set(kind, sub);
    }
    return sub.size > 0 && sub.size < this.entries.length ? sub.match(stems, threshold) : null;
  }

  /** The best hourly or daily product for a phrase that gives hours, on a lower threshold. */
  matchTimed(stems: readonly string[]): ProductMatch | null {
    return this.matchUnit(stems, 'uur');
  }

  private ngrams: NgramIndex | null = null;

  /**
   * The fallback for a phrase no product's words matched: the product whose name's letter trigrams
   * the phrase covers best, when it covers at least `minShare` of them and clearly more than any
   * other. Its score is the share scaled by `weight`, so it stays under a match by words.
   */
  matchFuzzy(text: string, minShare = 0.5, weight = 0.6): ProductMatch | null {
    if (this.entries.length === 0) return null;
    this.ngrams ??= ngramIndexOf(this.entries.map((e) => e.product.name));
    const found = this.ngrams.best(text);
    if (!found || found.hit.score < minShare || found.hit.score - found.runnerUp < 0.1) return null;
    const score = found.hit.score * weight;
    return { product: this.entries[found.hit.id]!.product, score, positions: [], strongest: score };
  }

  get size(): number {
    return this.entries.length;
  }

  /** The best product for a phrase (its stems), or null under the threshold. */
  match(
    stems: readonly string[],
    threshold = 0.5,
    phraseNumbers: ReadonlySet<string> = new Set(),
    phraseSizes: readonly Size[] = [],
    phrasePrices: readonly number[] = [],
  ): ProductMatch | null {
    const hits = new Map<number, { got: Map<string, number>; positions: number[] }>();
    // Words after a preposition modify the head noun named before it ('plinten langs het laminaat');
    // words after 'zonder' / 'geen' are not asked for ('3 hoog zonder lift').
    let afterPreposition = false;
    let negated = false;
    let headSeen = false;
    const counted = new Set<number>();
    stems.forEach((s, pos) => {
      if (PREPOSITION.has(s) && headSeen) afterPreposition = true;
      else if (NEGATORS.has(s)) negated = true;
      else if (/^\d/.test(s) || RESET.has(s)) afterPreposition = negated = false;
      if (STOP.has(s) || /^\d/.test(s) || negated) return;
      const resolved = this.resolver.resolve(s);
      if (resolved.length > 0) {
        headSeen = true;
        counted.add(pos);
      }
      for (const [catStem, found] of resolved) {
        const conf = afterPreposition ? found * 0.6 : found;
        for (const id of this.postings.get(catStem) ?? []) {
          let h = hits.get(id);
          if (!h) hits.set(id, (h = { got: new Map(), positions: [] }));
          if ((h.got.get(catStem) ?? 0) < conf) h.got.set(catStem, conf);
          h.positions.push(pos);
        }
      }
    });
    for (let pos = 0; pos + 1 < stems.length; pos++) {
      for (const joined of [stems[pos]! + stems[pos + 1]!, stems[pos + 1]! + stems[pos]!]) {
        for (const id of this.postings.get(joined) ?? []) {
          let h = hits.get(id);
          if (!h) hits.set(id, (h = { got: new Map(), positions: [] }));
          h.got.set(joined, 0.9);
          h.positions.push(pos, pos + 1);
        }
      }
    }
    let best: ProductMatch | null = null;
    const strong = new Set<number>();
    stems.forEach((s, pos) => {
      if (!counted.has(pos)) return;
      for (const [catStem, conf] of this.resolver.resolve(s)) {
        if (conf >= 0.8 || (conf >= 0.6 && s.length >= 5))
          for (const id of this.postings.get(catStem) ?? []) strong.add(id);
      }
    });
    let bestLen = Infinity;
    let bestRank = 0;
    let bestGot = 0;
    let bestStrongest = 0;
    let runnerUp = 0;
    for (const [id, h] of hits) {
      if (!strong.has(id) && h.got.size < 2) continue;
      const e = this.entries[id]!;
      const credit = new Map<string, number>();
      for (const [key, conf] of h.got) {
        for (const part of e.joined.get(key) ?? [key])
          credit.set(part, Math.max(credit.get(part) ?? 0, conf));
      }
      let got = 0;
      e.stems.forEach((s, i) => (got += (credit.get(s) ?? 0) * e.weights[i]!));
      let score = e.total > 0 ? got / e.total : 0;
      // The first word of a product name is mostly its head noun ('Laptop Dell Latitude').
      if (e.heads.some((h) => (credit.get(h) ?? 0) >= 0.75)) score = Math.max(score, 0.5);
      const len = e.stems.length;
      // Ranking also counts how much of the phrase the product explains: 'rookmelders gekoppeld'
      // is 'Rookmelder gekoppeld (draadloos)', not 'Rookmelder plaatsen' with a cheap word missing.
      const covered = new Set(h.positions.filter((p) => counted.has(p))).size;
      // A number or code the phrase shares with the name tells neighbours apart ('4 uur' for
      // 'DJ-show basis (4 uur)', '500GB' for 'SSD 500GB incl. inbouw').
      const shared = [...phraseNumbers].filter((n) => e.numbers.has(n)).length;
      // A size the phrase names in or out of the name's range ('1200 mm breed' for '(boven 1000 mm)').
      const fit = phraseSizes.length > 0 ? sizeFit(sizesOfName(e.product.name), phraseSizes) : 0;
      // A price the phrase states that is the product's own price tells neighbours apart ('schuren en
      // lakken incl. stootbord is € 65' for the 65 product, not the 45 one).
      const priced = phrasePrices.some((p) => Math.abs(p - e.product.unitPrice) < 0.005);
      const rank =
        score * (0.7 + (0.3 * covered) / Math.max(1, counted.size)) +
        0.1 * Math.min(2, shared) +
        (fit > 0 ? 0.12 * fit : 0.06 * fit) +
        (priced ? PRICE_AGREES : 0);
      const better =
        !best ||
        rank > bestRank + 1e-9 ||
        (Math.abs(rank - bestRank) < 1e-9 &&
          (got > bestGot + 1e-9 || (Math.abs(got - bestGot) < 1e-9 && len < bestLen)));
      const strongest = Math.max(...credit.values());
      if (better) {
        if (best) runnerUp = Math.max(runnerUp, best.score);
        best = { product: e.product, score, positions: h.positions, strongest };
        bestRank = rank;
        bestLen = len;
        bestGot = got;
        bestStrongest = strongest;
      } else runnerUp = Math.max(runnerUp, score);
    }
    // Only parts of words, equally good for two products ('het schilderwerk'): too vague to choose.
    if (best && bestStrongest < 0.85 && best.score - runnerUp < 0.02) return null;
    return best && best.score >= threshold ? best : null;
  }
}
