/** Small text helpers: length-preserving folding, words, capitalisation and memoisation. */

const foldChar = (c: string): string => {
  const f = c
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  return f.length === c.length ? f : c;
};

/**
 * Lower case without diacritics (één -> een), character for character: the result has the same
 * length as the input, so offsets found in folded text are offsets in the text itself.
 */
export function fold(text: string): string {
  // Plain ASCII lower case is the common case and needs no per-character work.
  if (!/[^ -~\n\t]/.test(text)) return text.toLowerCase();
  let out = '';
  for (const c of text) out += foldChar(c);
  return out;
}

/** Words (letters/digits, with inner apostrophes like foto's) of folded text. */
export function words(folded: string): string[] {
  return folded.match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? [];
}

export const collapseSpaces = (s: string): string => s.replace(/\s+/g, ' ').trim();

export function capitalize(s: string): string {
  return s.length === 0 ? s : s[0]!.toUpperCase() + s.slice(1);
}

/**
 * Memoises a pure one-word function (stems, number words): catalogues and texts repeat their words,
 * and the same catalogue comes back on every request. The cache is cleared when it grows too large.
 */
export function memoize<T>(fn: (word: string) => T, limit = 50_000): (word: string) => T {
  const cache = new Map<string, T>();
  return (word) => {
    const hit = cache.get(word);
    if (hit !== undefined || cache.has(word)) return hit as T;
    if (cache.size >= limit) cache.clear();
    const value = fn(word);
    cache.set(word, value);
    return value;
  };
}
