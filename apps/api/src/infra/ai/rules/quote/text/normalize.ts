/**
 * Normalisation with a map back to the text as sent: line endings, non-breaking and zero-width
 * spaces, typographic quotes and dashes. Every later stage works on the normalised text and reports
 * spans in it; `toOriginal` turns such a span into UTF-16 offsets of the original text.
 */

export interface NormalizedText {
  text: string;
  /** Original offset of each normalised character, plus one entry for the end. */
  readonly offsets: Int32Array;
  original: string;
}

const REPLACE: Readonly<Record<string, string>> = {
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u2007': ' ',
  '\u2009': ' ',
  '\u2018': "'",
  '\u2019': "'",
  '\u201b': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u00d7': 'x',
};
const DROP = new Set(['\u200b', '\u200e', '\u200f', '\ufeff', '\u2060']);

export function normalize(original: string): NormalizedText {
  const offsets = new Int32Array(original.length + 1);
  let text = '';
  let n = 0;
  for (let i = 0; i < original.length; i++) {
    const c = original[i]!;
    if (DROP.has(c)) continue;
    if (c === '\r') {
      // '\r\n' becomes one '\n' (at the '\r'); a lone '\r' is a line break too.
      if (original[i + 1] === '\n') i++;
      offsets[n++] = i - (original[i] === '\n' ? 1 : 0);
      text += '\n';
      continue;
    }
    offsets[n++] = i;
    text += REPLACE[c] ?? c;
  }
  offsets[n] = original.length;
  return { text, offsets: offsets.subarray(0, n + 1), original };
}

export interface Span {
  start: number;
  end: number;
}

/** A span of the normalised text as offsets of the original text (end exclusive). */
export function toOriginal(norm: NormalizedText, span: Span): Span {
  const start = norm.offsets[Math.min(span.start, norm.offsets.length - 1)]!;
  const lastChar = Math.max(span.start, span.end - 1);
  const end =
    span.end <= span.start
      ? start
      : (norm.offsets[Math.min(lastChar, norm.offsets.length - 1)] ?? start) +
        (lastChar < norm.offsets.length - 1 ? 1 : 0);
  return { start, end: Math.max(start, end) };
}

/** The original phrase of a normalised span, trimmed, with its original offsets. */
export function sourceOf(norm: NormalizedText, span: Span): { text: string; start: number; end: number } {
  let { start, end } = toOriginal(norm, span);
  while (start < end && /\s/.test(norm.original[start]!)) start++;
  while (end > start && /\s/.test(norm.original[end - 1]!)) end--;
  return { text: norm.original.slice(start, end), start, end };
}
