/**
 * Character n-gram similarity between a phrase and the catalogue's product names: the fallback for a
 * phrase whose words resolve to no product ('tapijttegels laten reinigen' for 'Tapijtreiniging',
 * compounds split or joined differently, typos beyond one edit). Each product name's letter trigrams
 * (within its meaningful words, folded) are weighed by how few products share them; a product scores
 * the weighted share of its trigrams the phrase's words contain. Built on first need, O(name length).
 */
import { fold, words } from '../text/fold';
import { STOP } from './catalog-words';
import { stem } from './stem';

const N = 3;
/** A trigram in more than this share of the names (and more than COMMON_MIN of them) is left out. */
const COMMON_SHARE = 0.05;
const COMMON_MIN = 20;

/** The letter trigrams of the meaningful words of a text ('^' and '$' mark a word's ends). */
export function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of words(fold(text))) {
    if (/\d/.test(w) || w.length < N || STOP.has(stem(w))) continue;
    const padded = `^${w.replace(/'/g, '')}$`;
    for (let i = 0; i + N <= padded.length; i++) out.add(padded.slice(i, i + N));
  }
  return out;
}

export interface NgramHit {
  id: number;
  score: number;
}

const cache = new Map<string, NgramIndex>();
const CACHE_LIMIT = 8;

/** The index of these names, shared by the calls with the same catalogue (the last few catalogues kept). */
export function ngramIndexOf(names: readonly string[]): NgramIndex {
  const key = names.join('\n');
  let index = cache.get(key);
  if (!index) {
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(key, (index = new NgramIndex(names)));
  }
  return index;
}

export class NgramIndex {
  private readonly postings = new Map<string, number[]>();
  private readonly weight = new Map<string, number>();
  private readonly totals: number[];

  constructor(names: readonly string[]) {
    const grams = names.map(trigrams);
    grams.forEach((set, id) => {
      for (const g of set) {
        const list = this.postings.get(g);
        if (list) list.push(id);
        else this.postings.set(g, [id]);
      }
    });
    const n = Math.max(1, names.length);
    // Trigrams most names share ('en$', '^ve') tell no product apart and cost the most to look up.
    const common = Math.max(COMMON_MIN, n * COMMON_SHARE);
    for (const [g, ids] of this.postings) {
      if (ids.length > common) this.postings.delete(g);
      else this.weight.set(g, Math.log((n + 1) / ids.length));
    }
    this.totals = grams.map((set) => [...set].reduce((sum, g) => sum + (this.weight.get(g) ?? 0), 0));
  }

  /**
   * The product whose name the phrase covers best (the weighted share of its trigrams found in the
   * phrase), with the runner-up's score so that a caller can refuse a tie.
   */
  best(phrase: string): { hit: NgramHit; runnerUp: number } | null {
    const got = new Map<number, number>();
    for (const g of trigrams(phrase)) {
      const w = this.weight.get(g);
      if (w === undefined) continue;
      for (const id of this.postings.get(g)!) got.set(id, (got.get(id) ?? 0) + w);
    }
    let hit: NgramHit | null = null;
    let runnerUp = 0;
    for (const [id, sum] of got) {
      const score = this.totals[id]! > 0 ? sum / this.totals[id]! : 0;
      if (!hit || score > hit.score) {
        if (hit) runnerUp = Math.max(runnerUp, hit.score);
        hit = { id, score };
      } else runnerUp = Math.max(runnerUp, score);
    }
    return hit ? { hit, runnerUp } : null;
  }
}
