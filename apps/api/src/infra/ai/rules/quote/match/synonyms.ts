/**
 * The synonym groups of the lexicon (`NOUN_SYNONYMS`) by stem: which other stems a text stem may stand
 * for. Built once per process; the catalogue decides which of them are product words.
 */
import { NOUN_SYNONYMS } from '../lexicon/synonyms';
import { stem } from './stem';

const BY_STEM = new Map<string, string[]>();
for (const group of NOUN_SYNONYMS) {
  const stems = [...new Set(group.map(stem))];
  for (const s of stems) {
    const others = stems.filter((t) => t !== s);
    BY_STEM.set(s, [...new Set([...(BY_STEM.get(s) ?? []), ...others])]);
  }
}

/** The stems of the words named as synonyms of the stem `s` (none for most words). */
export const synonymsOf = (s: string): readonly string[] => BY_STEM.get(s) ?? [];
