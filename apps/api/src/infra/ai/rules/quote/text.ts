/** Small text helpers shared by the text-to-quote rules: folding, tokens, sentences. */

/** Lower case without diacritics (één -> een, ë -> e), so matching ignores accents. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** Unifies line endings, non-breaking spaces and typographic quotes/dashes. */
export function normalizeText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00a0\u202f\u2007\t]/g, ' ')
    .replace(/[\u2018\u2019\u201b]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[\u200b\u200e\u200f\ufeff]/g, '')
    .replace(/ {2,}/g, ' ');
}

/** Words (letters/digits, with inner apostrophes like foto's) of folded text. */
export function words(folded: string): string[] {
  return folded.match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? [];
}

/** Splits a line into sentences at . ! ? followed by a space and a capital or digit, and at ';'. */
export function sentences(line: string): string[] {
  return line
    .split(/(?<=[.!?])\s+(?=[A-Z0-9À-Ý"'(])|;\s*|\s+-\s+(?=[A-Z])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
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
