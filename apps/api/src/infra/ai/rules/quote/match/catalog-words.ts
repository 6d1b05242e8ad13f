/**
 * The words of catalogue matching: stems of phrases and product names, words that say nothing about
 * which product is meant, prepositions and qualifiers, and the one-typo test.
 */
import { CATALOG_PREPOSITIONS, CATALOG_QUALIFIERS, CATALOG_STOP_WORDS } from '../lexicon/catalog';
import { fold, memoize, words } from '../text/fold';
import { stem } from './stem';

export const STOP = new Set(CATALOG_STOP_WORDS.map(stem));
export const PREPOSITION = new Set(CATALOG_PREPOSITIONS.map(stem));
/** Qualifiers: weigh less than the head noun of a product name. */
export const QUALIFIER = new Set(CATALOG_QUALIFIERS);

/** True for stems that say nothing about which product is meant ('de', 'graag', 'kost'). */
export const isStopStem = (s: string): boolean => STOP.has(s);

export function phraseStems(text: string): string[] {
  return words(fold(text)).map(stem);
}

/** The distinct meaningful stems of a product name (cached: the catalogue returns on every request). */
export const nameStems = memoize((name: string): string[] => [
  ...new Set(phraseStems(name).filter((s) => !STOP.has(s) && !/^\d+$/.test(s))),
]);

/** True when a and b differ by one insertion, deletion, substitution or adjacent swap. */
export function oneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
