/**
 * The one helper that turns lexicon entries (data) into regular expressions, so vocabulary lives in
 * the lexicon files and never inside a regex literal elsewhere.
 *
 * Entry syntax: folded (lower case, no accents) words or phrases; a space matches any run of white
 * space; a trailing `*` matches any further letters ('schoonma*' matches 'schoonmaken'); ` ~ ` matches
 * up to three words ('laten we ~ zitten' matches 'laten we die schuur zitten').
 */

const escape = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** The alternation source for `entries`, longest first so the longest phrase wins. */
export function alternation(entries: readonly string[]): string {
  const parts = [...new Set(entries)]
    .filter((e) => e.length > 0)
    .sort((a, b) => b.length - a.length || (a < b ? -1 : 1))
    .map((e) => {
      const prefix = e.endsWith('*');
      const body = escape(prefix ? e.slice(0, -1) : e)
        .replace(/\*/g, '')
        .replace(/ ~ /g, '(?:\\s+[\\p{L}\\d]+){0,3}\\s+')
        .replace(/ +/g, '\\s+');
      return prefix ? `${body}\\p{L}*` : body;
    });
  return parts.length > 0 ? `(?:${parts.join('|')})` : '(?!)';
}

const WORD_START = '(?<![\\p{L}\\p{N}])';
const WORD_END = '(?![\\p{L}\\p{N}])';

export interface PatternOptions {
  /** Anchor at the start of the text (after white space). */
  start?: boolean;
  /** Anchor at the end of the text (before white space and punctuation). */
  end?: boolean;
  /** Regex source put before / after the words (structure only, e.g. a number). */
  before?: string;
  after?: string;
  global?: boolean;
}

/** A case-insensitive, Unicode regex matching any of `entries` as whole words. */
export function wordsRe(entries: readonly string[], options: PatternOptions = {}): RegExp {
  const source =
    (options.start ? '^\\s*' : '') +
    (options.before ?? '') +
    WORD_START +
    alternation(entries) +
    WORD_END +
    (options.after ?? '') +
    (options.end ? '[\\s.,:;!?]*$' : '');
  return new RegExp(source, options.global ? 'giu' : 'iu');
}

/** Source of a whole-word alternation, to compose in a structural pattern. */
export const wordsSource = (entries: readonly string[]): string =>
  `${WORD_START}${alternation(entries)}${WORD_END}`;

/** A set of single words for token look-ups. */
export const wordSet = (entries: readonly string[]): ReadonlySet<string> => new Set(entries);

/** True when the folded token is in `set` or starts with a prefix entry ('schoonma*'). */
export function hasWord(entries: readonly string[]): (token: string) => boolean {
  const exact = new Set(entries.filter((e) => !e.endsWith('*')));
  const prefixes = entries.filter((e) => e.endsWith('*')).map((e) => e.slice(0, -1));
  return (t) => exact.has(t) || prefixes.some((p) => t.startsWith(p));
}
