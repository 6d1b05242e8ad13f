/**
 * Which catalogue words a text word stands for, with a confidence: the same stem (1), one typo (0.95 /
 * 0.85), a compound part either way (0.75 / 0.7), a word inside a longer product word (0.6), a product
 * compound ending in the word (0.8), two product words in one text word. Built on the catalogue
 * index's postings and length buckets; results are cached per index.
 */
import { oneEdit } from './catalog-words';
import { synonymsOf } from './synonyms';

/** How much a synonym's reading counts against the word's own. */
const SYNONYM_WEIGHT = 0.9;

export class StemResolver {
  constructor(
    private readonly postings: ReadonlyMap<string, unknown>,
    private readonly buckets: ReadonlyMap<string, string[]>,
  ) {}

  private wordsCache: { hay: string; starts: number[]; keys: string[] } | null = null;

  /** All catalogue words in one string (newline-separated) for fast substring search. */
  private allWords(): { hay: string; starts: number[]; keys: string[] } {
    if (this.wordsCache) return this.wordsCache;
    const keys = [...this.postings.keys()];
    const starts: number[] = [];
    let at = 0;
    for (const k of keys) {
      starts.push(at);
      at += k.length + 1;
    }
    return (this.wordsCache = { hay: keys.join('\n'), starts, keys });
  }

  private affixCache: { byEnd: Map<string, string[]>; byStart: Map<string, string[]> } | null = null;

  /** Product words by their last three and first five letters, built on first need. */
  private affixes(): { byEnd: Map<string, string[]>; byStart: Map<string, string[]> } {
    if (this.affixCache) return this.affixCache;
    const byEnd = new Map<string, string[]>();
    const byStart = new Map<string, string[]>();
    const add = (m: Map<string, string[]>, k: string, v: string) => {
      const list = m.get(k);
      if (list) list.push(v);
      else m.set(k, [v]);
    };
    for (const v of this.postings.keys()) {
      if (v.length < 6) continue;
      add(byEnd, v.slice(-3), v);
      add(byStart, v.slice(0, 5), v);
    }
    return (this.affixCache = { byEnd, byStart });
  }

  /** Catalogue stems a text stem stands for, with a confidence: exact 1, one typo 0.85, compound part 0.75. */
  private readonly resolved = new Map<string, Array<[string, number]>>();

  resolve(s: string): Array<[string, number]> {
    let r = this.resolved.get(s);
    if (!r) this.resolved.set(s, (r = this.withSynonyms(s)));
    return r;
  }

  /**
   * The word's own readings, plus those of its synonyms ('wandcontactdoos' for 'stopcontact') at a
   * little less confidence, when the word itself is no catalogue word.
   */
  private withSynonyms(s: string): Array<[string, number]> {
    const own = this.lookup(s);
    if (this.postings.has(s)) return own;
    // 'spots', 'tablets': a plural in -s after a consonant, which the stemmer keeps (for 'fiets', 'gips').
    if (own.length === 0 && s.length >= 5 && /[^aeious]s$/.test(s)) {
      const singular = this.withSynonyms(s.slice(0, -1));
      if (singular.length > 0) return singular.map(([v, c]) => [v, c * 0.95]);
    }
    const best = new Map(own);
    for (const t of synonymsOf(s)) {
      for (const [v, conf] of this.lookup(t)) {
        const c = conf * SYNONYM_WEIGHT;
        if (c > (best.get(v) ?? 0)) best.set(v, c);
      }
    }
    return [...best];
  }

  private lookup(s: string): Array<[string, number]> {
    if (this.postings.has(s)) return [[s, 1]];
    const out: Array<[string, number]> = [];
    if (s.length >= 5) {
      for (const len of [s.length - 1, s.length, s.length + 1]) {
        for (const v of this.buckets.get(s.slice(0, 1) + len) ?? []) {
          if (!oneEdit(s, v)) continue;
          const sameStart =
            s.slice(0, -1) === v.slice(0, s.length - 1) || v.slice(0, -1) === s.slice(0, v.length - 1);
          out.push([v, sameStart ? 0.95 : 0.85]);
        }
      }
    }
    if (out.length > 0) return out;
    // Compound parts: every reading is kept, the scoring picks the product they explain best.
    if (s.length >= 7) {
      // A compound in the text whose last part is a product word: binnendeur ~ deur.
      for (let i = 3; i <= s.length - 4; i++) {
        const tail = s.slice(i);
        if (this.postings.has(tail)) {
          out.push([tail, 0.75]);
          break;
        }
      }
      // ... or whose first part is one: tuinverlichtingsspot ~ tuinverlicht.
      for (let i = s.length - 3; i >= 5; i--) {
        const head = s.slice(0, i);
        if (this.postings.has(head)) {
          out.push([head, 0.7]);
          break;
        }
      }
    }
    if (s.length >= 6) {
      // A text word inside a longer product word: schilder ~ binnenschilderwerk.
      const { hay, starts, keys } = this.allWords();
      for (let at = hay.indexOf(s); at >= 0; at = hay.indexOf(s, at + 1)) {
        // The word holding position `at`: the last start at or before it.
        let lo = 0;
        let hi = starts.length - 1;
        while (lo < hi) {
          const mid = (lo + hi + 1) >> 1;
          if (starts[mid]! <= at) lo = mid;
          else hi = mid - 1;
        }
        const v = keys[lo]!;
        if (v.length >= s.length + 4) out.push([v, 0.6]);
      }
    }
    if (s.length >= 3) {
      // A product word that is a compound ending in the text word: borrelhap ~ hap, tapijtreinig ~ reinig.
      const { byEnd, byStart } = this.affixes();
      for (const v of byEnd.get(s.slice(-3)) ?? [])
        if (v.length >= s.length + 3 && v.endsWith(s)) out.push([v, 0.8]);
      if (s.length >= 6) {
        for (const v of byStart.get(s.slice(0, 5)) ?? [])
          if (v.length >= s.length + 3 && v.startsWith(s)) out.push([v, 0.6]);
      }
    }
    if (out.length === 0 && s.length >= 7) {
      // Two product words in one text word: 'gasheater' ~ 'gas' + 'terrasheater' (its end 'heater').
      const { byEnd } = this.affixes();
      for (let i = 3; i <= s.length - 4 && out.length === 0; i++) {
        const head = s.slice(0, i);
        const tail = s.slice(i);
        if (!this.postings.has(head)) continue;
        const ends = (byEnd.get(tail.slice(-3)) ?? []).filter(
          (v) => v.length > tail.length && v.endsWith(tail),
        );
        if (ends.length === 0 && !this.postings.has(tail)) continue;
        out.push([head, 0.7]);
        for (const v of this.postings.has(tail) ? [tail] : ends) out.push([v, 0.6]);
      }
    }
    const best = new Map<string, number>();
    for (const [v, conf] of out) best.set(v, Math.max(best.get(v) ?? 0, conf));
    return [...best];
  }
}
