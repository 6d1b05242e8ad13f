/** Tokens of folded text with their offsets: numbers, words, unit symbols and punctuation. */

export interface Token {
  text: string;
  start: number;
  end: number;
  kind: 'num' | 'word' | 'sym';
}

// Codes of letters then digits ('A6', 'R16', 'cat6', '5W30' after its digit) are one word, no amount;
// 'x3' after a noun ('lichtslingers x3') is a times sign and a number.
const TOKEN =
  /\d+(?:[.,]\d+)*|m²|m[123](?![a-z0-9])|x(?=\d+(?![a-z\d]))|[a-z]+\d[a-z\d]*|[a-z]+(?:'[a-z]+)?|[€x×*/%()+:;,.!?@&=-]/g;

export function tokenize(folded: string): Token[] {
  const out: Token[] = [];
  for (const m of folded.matchAll(TOKEN)) {
    const text = m[0];
    const start = m.index ?? 0;
    const kind = /^\d/.test(text) ? 'num' : /^[a-z]|^m[²123]/.test(text) ? 'word' : 'sym';
    out.push({ text, start, end: start + text.length, kind });
  }
  return out;
}

/** The raw characters between two tokens ('' when adjacent). */
export const gapBetween = (raw: string, a: Token | undefined, b: Token | undefined): string =>
  a && b ? raw.slice(a.end, b.start) : '';
