/**
 * Sentences and clauses of a line, with their offsets: sentences end at '.', '!', '?' before a capital
 * or digit, and at ';'; clauses are cut at ',' ':' and joining words ('en', 'plus', 'maar', '+', '&').
 * Parentheses and product names with 'en' ('koffie en thee') stay whole.
 */
import { alternation } from '../lexicon/pattern';
import {
  ABBREVIATIONS,
  BUT_NOT_AFTER,
  BUT_NOT_BEFORE,
  BUT_WORDS,
  CLAUSE_JOINERS,
  RANGE_START,
} from '../lexicon/discourse';
import { EXCL_WORDS, INCL_WORDS, VAT_WORDS } from '../lexicon/money';
import { SIDE_WORDS } from '../lexicon/quantity';
import { fold } from '../text/fold';
import type { Line } from '../messages/message';

const NO_END = `(?<!(?<![\\p{L}])${alternation(ABBREVIATIONS)}\\.)`;
const SENTENCE_END = new RegExp(
  `(?<=[.!?])${NO_END}\\s+(?=[A-Z0-9À-Ý"'(])|;\\s*|\\s+-\\s+(?=[A-Z])|(?<=[.!?])\\s*(?=\\p{Extended_Pictographic})|(?<=\\p{Extended_Pictographic})\\s+(?=[A-Z])`,
  'gu',
);
const CUTS = new RegExp(
  [
    String.raw`,\s+(?!-)`,
    String.raw`:\s+`,
    String.raw`(?<!${alternation(RANGE_START)} \d{1,2}(?:[:.]\d{2})?)(?<!\s)\s+${alternation(CLAUSE_JOINERS)}\s+(?!(?:\d{1,2}(?:[.,]\d)?\s*%\s*)?${alternation([...VAT_WORDS, ...INCL_WORDS, ...EXCL_WORDS])}(?![\p{L}]))`,
    String.raw`(?<!${alternation(BUT_NOT_AFTER)})(?<!\s)\s+${alternation(BUT_WORDS)}\s+(?!${alternation(BUT_NOT_BEFORE)}(?![\p{L}]))(?!\d)`,
    String.raw`(?<!\s)\s*(?:→|->|=>)\s*`,
    String.raw`(?<!\s)\s+[+&]\s+`,
    String.raw`(?<!\s)\s*\/\s+(?=\d)`,
  ].join('|'),
  'giu',
);

const SIDE_AND_NUMBER = new RegExp(`${alternation(SIDE_WORDS)} en (?=\\d)`, 'giu');

/** A piece of a line; `joined`: it follows a joining word ('en', '+', '&'), not a comma or colon. */
export interface Piece extends Line {
  joined: boolean;
}

function pieces(line: Line, cuts: Iterable<RegExpMatchArray>): Piece[] {
  const out: Piece[] = [];
  let from = 0;
  let joined = false;
  const push = (a: number, b: number) => {
    const raw = line.text.slice(a, b);
    const lead = raw.length - raw.trimStart().length;
    const text = raw.trim();
    if (text !== '') out.push({ text, start: line.start + a + lead, joined });
  };
  for (const c of cuts) {
    push(from, c.index ?? 0);
    from = (c.index ?? 0) + c[0].length;
    joined = !/^\s*[,:;]/.test(c[0]);
  }
  push(from, line.text.length);
  return out;
}

export function splitSentences(line: Line): Line[] {
  return pieces(line, line.text.matchAll(SENTENCE_END));
}

/** `keep`: folded word groups with ' en ' that are product names and stay whole. */
export function splitClauses(sentence: Line, keep: readonly string[] = []): Piece[] {
  // Masks parentheses and kept names so their commas and 'en' do not cut; same length as the text.
  // Every space in them too, so no joining word ('incl.', 'plus') inside parentheses cuts.
  let masked = sentence.text.replace(/\([^)]*\)/g, (m) => m.replace(/[,+&/:\s]/g, '\u0000'));
  // '5 meter breed en 1 meter hoog': one surface.
  masked = masked.replace(SIDE_AND_NUMBER, (m) => m.replace(/ en /, '\u0000en\u0000'));
  const folded = fold(masked);
  for (const k of keep) {
    for (let at = folded.indexOf(k); at >= 0; at = folded.indexOf(k, at + 1)) {
      masked =
        masked.slice(0, at) +
        masked.slice(at, at + k.length).replace(/ en /g, '\u0000en\u0000') +
        masked.slice(at + k.length);
    }
  }
  // Amounts ('€ 1.250,-', '6,10') keep their commas: only ', ' with a space cuts.
  return pieces(sentence, masked.matchAll(CUTS));
}
