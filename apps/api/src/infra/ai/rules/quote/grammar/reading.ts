/**
 * The slot reading of one phrase: its quantities and prices (the grammars), the words that describe
 * the thing asked for, and what the phrase does (asks, cancels, changes, states, questions, prefers).
 */
import { readNumberWords } from './number-words';
import {
  ACCEPT_ANYWHERE,
  ACCEPT_PHRASES,
  ADDITIVE_WORDS,
  ASK_WORDS,
  CANCEL_PHRASES,
  FILLER_WORDS,
  INSTEAD_WORDS,
  KEEP_WORDS,
  LABOUR_WORDS,
  NEGATION,
  OPTIONAL_WORDS,
  PREFERENCE_START,
  QUESTION_START,
  REQUEST_WORDS,
  STATE_VERBS,
  BOILERPLATE_START,
  REQUEST_QUESTION,
  SELF_SUPPLY,
} from '../lexicon/discourse';
import { EVERYONE, HEAD_NOUNS, MONTHS, PER_WORDS, WEEKDAYS } from '../lexicon/quantity';
import { unitOf } from './units';
import { hasWord, wordsRe } from '../lexicon/pattern';
import { capitalize, collapseSpaces, fold } from '../text/fold';
import { findPrices, type Price } from './price';
import { findPeriods } from './periods';
import { findQuantities, type Quantity } from './quantity';

export interface Flags {
  request: boolean;
  ask: boolean;
  cancel: boolean;
  instead: boolean;
  negated: boolean;
  question: boolean;
  state: boolean;
  keep: boolean;
  preference: boolean;
  optional: boolean;
  additive: boolean;
  accept: boolean;
  boilerplate: boolean;
  date: boolean;
  selfSupply: boolean;
  /** 'voor iedereen', 'alle gasten': one per person. */
  everyone: boolean;
}

export interface Reading {
  quantities: Quantity[];
  /** Counts of periods ('14 nachten', '3 weken'): only for a product priced per that period. */
  periods: Quantity[];
  /** Amounts the phrase replaces ('40' in '60 ipv 40', '8' in 'niet 8 maar 9'). */
  replaced: Quantity[];
  prices: Price[];
  /** Folded words that describe the thing (no amounts, prices or filler). */
  content: string[];
  /** Those words as written, for a line without catalogue product. */
  description: string;
  /** Only labour words ('werk', 'man', 'uren'): an hours-only phrase. */
  labourOnly: boolean;
  /** 'per paneel', 'voor iedere medewerker': a count named elsewhere sizes the line. */
  perNoun: string | null;
  /** Only head-count words ('80 gasten'): sizes per-person lines, no line itself. */
  headOnly: boolean;
  flags: Flags;
}

const RE = {
  request: wordsRe(REQUEST_WORDS),
  ask: wordsRe(ASK_WORDS),
  cancel: wordsRe(CANCEL_PHRASES),
  instead: wordsRe(INSTEAD_WORDS),
  negated: wordsRe(NEGATION),
  question: wordsRe(QUESTION_START, { start: true }),
  state: wordsRe(STATE_VERBS),
  keep: wordsRe(KEEP_WORDS),
  preference: wordsRe(PREFERENCE_START, { start: true }),
  optional: wordsRe(OPTIONAL_WORDS),
  additive: wordsRe(ADDITIVE_WORDS),
  accept: new RegExp(
    `${wordsRe(ACCEPT_PHRASES, { start: true }).source}|${wordsRe(ACCEPT_ANYWHERE).source}`,
    'iu',
  ),
  boilerplate: wordsRe(BOILERPLATE_START, { start: true }),
  // The listed phrases, or a clause that ends in 'zelf' ('afvoeren regelt de verhuurder zelf').
  selfSupply: new RegExp(`${wordsRe(SELF_SUPPLY).source}|(?<![\\p{L}])zelf[\\s.!]*$`, 'iu'),
  everyone: wordsRe(EVERYONE),
  date: new RegExp(
    `\\d{1,2}[-/.]\\d{1,2}|\\d{1,2}[:.]\\d{2}|${wordsRe([...MONTHS, ...WEEKDAYS]).source}`,
    'iu',
  ),
};
const isFiller = hasWord(FILLER_WORDS);
const REQUEST_QUESTION_RE = wordsRe(REQUEST_QUESTION);
const DISCOURSE = wordsRe([...CANCEL_PHRASES, ...KEEP_WORDS, ...INSTEAD_WORDS], { global: true });
const isHeadNoun = hasWord(HEAD_NOUNS);
const PER_NOUN = new RegExp(`${wordsRe(PER_WORDS).source}\\s+(\\p{L}{3,})`, 'iu');
/** Quantities right after these are the ones replaced: '60 ipv 40', 'niet 8 maar 9'. */
const REPLACED_BEFORE = new RegExp(
  `${wordsRe([...INSTEAD_WORDS, 'niet', 'was', 'eerst']).source}\\s*$`,
  'iu',
);
const isLabour = hasWord(LABOUR_WORDS);

export function readFlags(folded: string, sentence: string): Flags {
  const f = {} as Flags;
  for (const k of Object.keys(RE) as Array<keyof Flags>) f[k] = RE[k].test(folded);
  f.question ||= /\?\s*$/.test(sentence) && !REQUEST_QUESTION_RE.test(fold(sentence));
  return f;
}

/** The words of `text` outside the spans, as written; filler trimmed at both ends. */
function describe(
  text: string,
  spans: ReadonlyArray<readonly [number, number]>,
): { words: string[]; content: string[] } {
  let t = text;
  for (const [a, b] of [...spans].sort((x, y) => y[0] - x[0]))
    t = t.slice(0, a) + ' '.repeat(b - a) + t.slice(b);
  const ws = collapseSpaces(t.replace(/[?!:;"*_[\]{}<>=|]|\s[-–]\s|^\s*[-–]|\s[àa@]\s*$/g, ' '))
    .split(' ')
    .map((w) => w.replace(/^[(,.'-]+|[),.'-]+$/g, ''))
    .filter((w) => w !== '' && !/^[€%/+&x×-]+$/i.test(w));
  const key = (w: string) => fold(w).replace(/[^a-z0-9']/g, '');
  while (ws.length && (isFiller(key(ws[0]!)) || key(ws[0]!) === '')) ws.shift();
  while (ws.length && (isFiller(key(ws[ws.length - 1]!)) || key(ws[ws.length - 1]!) === '')) ws.pop();
  // Numbers, in figures or words ('twee dingen:'), are no words of the thing asked for.
  const content = ws
    .map(key)
    .filter((w) => w.length >= 2 && !isFiller(w) && !/^\d+$/.test(w) && readNumberWords([w]) === null);
  return { words: ws, content };
}

/** The noun after 'per' / 'voor iedere' that is no unit: 'per paneel' -> 'paneel'. */
export function perNounIn(folded: string): string | null {
  const per = PER_NOUN.exec(fold(folded));
  // 'alle drie de bussen' is a count of three, no price or amount per thing.
  return per && !unitOf(per[1]!) && !isHeadNoun(per[1]!) && readNumberWords([per[1]!]) === null
    ? per[1]!
    : null;
}

/** `a` with the slots and flags of `b` added; what `a` asks for (content, description) stays `a`'s. */
export function mergeReadings(a: Reading, b: Reading): Reading {
  return {
    ...a,
    quantities: [...a.quantities, ...b.quantities],
    periods: [...a.periods, ...b.periods],
    replaced: [...a.replaced, ...b.replaced],
    prices: [...a.prices, ...b.prices],
    flags: Object.fromEntries(
      Object.entries(a.flags).map(([k, v]) => [k, v || b.flags[k as keyof Flags]]),
    ) as Flags,
  };
}

/** Reads a phrase; `sentence` is the sentence it is part of. */
export function readPhrase(text: string, sentence = text): Reading {
  const folded = fold(text);
  const prices = findPrices(text);
  const inPrice = (i: number) => prices.some((p) => i >= p.start && i < p.end);
  const found = findQuantities(folded).filter((q) => !inPrice(q.start));
  const isReplaced = (q: Quantity) => REPLACED_BEFORE.test(folded.slice(Math.max(0, q.start - 16), q.start));
  const quantities = found.filter((q) => !isReplaced(q));
  const periods = findPeriods(folded).filter((q) => !inPrice(q.start));
  // What a phrase does ('laten we zitten', 'akkoord') is not what it asks for.
  const discourse = [...folded.matchAll(DISCOURSE)].map((m) => [m.index, m.index + m[0].length] as const);
  const perNoun = perNounIn(folded);
  // 'niet 36 maar 41 m2': the words that replace an amount belong to it, not to what is asked.
  const replacedFrom = (q: Quantity) =>
    isReplaced(q)
      ? q.start - (REPLACED_BEFORE.exec(folded.slice(Math.max(0, q.start - 16), q.start))?.[0].length ?? 0)
      : q.start;
  const spans = [
    ...prices.map((p) => [p.start, p.end] as const),
    ...found.map((q) => [replacedFrom(q), q.end] as const),
    // '14 nachten' is an amount of the line, as '14 stuks' is: not a word of the thing asked for.
    ...periods.map((q) => [q.start, q.end] as const),
    ...discourse,
  ];
  const { words, content } = describe(text, spans);
  return {
    quantities,
    periods,
    replaced: found.filter(isReplaced),
    prices,
    content,
    description: capitalize(words.join(' ')),
    labourOnly: content.length > 0 && content.every(isLabour),
    perNoun,
    headOnly: content.length > 0 && content.every(isHeadNoun),
    flags: readFlags(folded, sentence),
  };
}
