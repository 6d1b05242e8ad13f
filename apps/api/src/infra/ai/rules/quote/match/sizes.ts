/**
 * Sizes in product names and in a customer's phrase, to tell neighbouring products apart: 'Radiator
 * plaatsen (tot 1000 mm)' fits '1200 mm breed' worse than '(boven 1000 mm)'; 'Slagroomtaart 12
 * personen' fits 'voor 12 personen'; 'Partytent 4x8 m' fits 'van 4 bij 8 meter'. A name's size may be a
 * range ('tot', 'boven', '2 tot 3 meter', 'en groter'), and so may a phrase's ('groter dan 1 m2').
 */
import { parseNumberWord } from '../grammar/number-words';
import {
  HUNDRED,
  NUMBER_SPECIAL,
  NUMBER_TEENS,
  NUMBER_TENS,
  NUMBER_UNITS,
  THOUSAND,
} from '../lexicon/numbers';
import { alternation } from '../lexicon/pattern';
import {
  ORDINAL_ENDINGS,
  SIZE_FROM,
  SIZE_FROM_AFTER,
  SIZE_NUMBER_WORDS,
  SIZE_UNITS,
  SIZE_UPTO,
} from '../lexicon/sizes';
import { fold, memoize } from '../text/fold';
import { nameStems } from './catalog-words';

export interface Size {
  dim: string;
  lo: number;
  hi: number;
  /** Where a phrase names it, in the folded text: [start, end). */
  at?: readonly [number, number];
}

/** Digits, or a word ending like a number word ('drie', 'vijfentwintig', 'heel'); `valueOf` decides. */
const NUMBER_ENDINGS = [
  ...Object.keys({
    ...NUMBER_UNITS,
    ...NUMBER_TEENS,
    ...NUMBER_TENS,
    ...NUMBER_SPECIAL,
    ...SIZE_NUMBER_WORDS,
  }),
  HUNDRED,
  THOUSAND,
];
const NUMBER = String.raw`\d+(?:[.,]\d+)?|[a-z]*${alternation(NUMBER_ENDINGS)}`;
const UNIT = alternation(Object.keys(SIZE_UNITS));
const PAIR = String.raw`(?:x|×|bij|by)`;
/** '[tot] 1000 mm', '2 tot 3 meter', '4x8 m', '60x60 en groter', '7e verdieping'. */
const SIZE = new RegExp(
  String.raw`(?<![\p{L}\d])(?:(${alternation([...SIZE_UPTO, ...SIZE_FROM])})\s*)?(${NUMBER})(?:\s*(?:${PAIR}|tot|-)\s*(${NUMBER}))?(?:(${alternation(ORDINAL_ENDINGS)})\b|\s?-?(${UNIT})(?![\p{L}\d]))(?:\s*(${alternation(SIZE_FROM_AFTER)}))?`,
  'gu',
);
const UPTO = new Set(SIZE_UPTO);
const PAIRED = new RegExp(String.raw`\d\s*${PAIR}\s*`);

function valueOf(token: string): number | null {
  if (/^\d/.test(token)) return Number(token.replace(',', '.'));
  return SIZE_NUMBER_WORDS[token] ?? parseNumberWord(token);
}

function read(text: string, asName: boolean): Size[] {
  const out: Size[] = [];
  const folded = fold(text);
  const re = new RegExp(SIZE.source, SIZE.flags);
  for (let m = re.exec(folded); m; m = re.exec(folded)) {
    const [whole, bound, first, second, ordinal, unitWord, after] = m;
    const a = valueOf(first!);
    const b = second === undefined ? null : valueOf(second);
    if (a === null || (second !== undefined && b === null)) {
      // A word that is no number ('verhuislift tot 4e'): read on from the next word.
      re.lastIndex = m.index + (bound?.length ?? 0) + first!.length;
      continue;
    }
    const [dim, factor] = ordinal ? (['floor', 1] as const) : SIZE_UNITS[unitWord!]!;
    // A bare word is a number only with a unit that is no single letter ('een heel uur', 'drie sterren').
    if (!/^\d/.test(first!) && (ordinal || unitWord!.length < 2)) continue;
    const x = a * factor;
    if (b !== null && PAIRED.test(whole)) {
      // '4x8 m', '1,0 x 2,0 meter': two lengths and, of lengths, the area.
      out.push({ dim, lo: x, hi: x }, { dim, lo: b * factor, hi: b * factor });
      if (dim === 'length') out.push({ dim: 'area', lo: x * b * factor, hi: x * b * factor });
      continue;
    }
    const at = asName ? undefined : ([m.index, m.index + whole.length] as const);
    if (b !== null) out.push({ dim, lo: Math.min(x, b * factor), hi: Math.max(x, b * factor), at });
    else if (bound && UPTO.has(bound)) out.push({ dim, lo: 0, hi: x, at });
    else if (bound || after) out.push({ dim, lo: x * 1.0001, hi: Infinity, at });
    // A name's size allows a little either way; a phrase's is the value it says.
    else out.push(asName ? { dim, lo: x * 0.95, hi: x * 1.05 } : { dim, lo: x, hi: x, at });
  }
  return out;
}

/** The sizes a product's name gives, with their ranges (names write them in digits). */
export const sizesOfName = memoize((name: string): Size[] => (/\d/.test(name) ? read(name, true) : []));
/** The sizes a customer's phrase names, with where it names them. */
export const sizesOfPhrase = (text: string): Size[] => read(text, false);

/**
 * How well a phrase's sizes fit a name's: +1 for each size of the name a phrase size of its dimension
 * falls in, -1 for each the phrase names another value of; 0 without sizes in common dimensions.
 */
export function sizeFit(name: readonly Size[], phrase: readonly Size[]): number {
  let fit = 0;
  for (const s of name) {
    const same = phrase.filter((p) => p.dim === s.dim);
    if (same.length === 0) continue;
    fit += same.some((p) => p.lo >= s.lo && p.hi <= s.hi) ? 1 : -1;
  }
  return Math.max(-2, Math.min(2, fit));
}

/** Two names with the same words once their numbers, and a short unit after each, are left out. */
export function sameBesidesNumbers(a: string, b: string): boolean {
  const words = (name: string) =>
    new Set(nameStems(name.replace(/\d+(?:[.,]\d+)?\s*[\p{L}²³]{0,3}(?![\p{L}])/gu, ' ')));
  const [x, y] = [words(a), words(b)];
  return x.size > 0 && x.size === y.size && [...x].every((w) => y.has(w));
}

/**
 * Two products that differ only in their sizes ('Rittenkaart 10x …' and 'Rittenkaart 20x …',
 * 'Laminaat Eiken 8 mm' and '12 mm'): the customer who names the one instead of the other switches.
 */
export function sizeSiblings(a: { name: string }, b: { name: string }): boolean {
  if (a.name === b.name || sizesOfName(a.name).length === 0 || sizesOfName(b.name).length === 0) return false;
  return sameBesidesNumbers(a.name, b.name);
}
