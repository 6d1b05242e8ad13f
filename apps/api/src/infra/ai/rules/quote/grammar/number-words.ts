/**
 * Dutch number words: 'een', 'twee', 'drieëntwintig', 'honderdvijftig', 'anderhalf', 'een half',
 * 'tweeënhalf'. Digits are not handled here (see parseDutchNumber in the domain package).
 */
import {
  ARTICLE_ONE,
  HALF_WORDS,
  HUNDRED,
  MULTIPLIER_WORDS,
  NUMBER_GROUPS,
  NUMBER_SPECIAL,
  NUMBER_TEENS,
  NUMBER_TENS,
  NUMBER_UNITS,
  QUARTER_HOUR,
  THOUSAND,
} from '../lexicon/numbers';
import { fold, memoize } from '../text/fold';

const UNITS = NUMBER_UNITS;
const TEENS = NUMBER_TEENS;
const TENS = NUMBER_TENS;
const SPECIAL = NUMBER_SPECIAL;

/** 1..99 from one word: 'zeven', 'dertien', 'vijfenveertig'. */
function below100(w: string): number | null {
  if (w in UNITS) return UNITS[w]!;
  if (w in TEENS) return TEENS[w]!;
  if (w in TENS) return TENS[w]!;
  for (const [tens, value] of Object.entries(TENS)) {
    if (!w.endsWith(`en${tens}`)) continue;
    const unit = UNITS[w.slice(0, -tens.length - 2)];
    if (unit !== undefined && unit > 0) return unit + value;
  }
  return null;
}

/** 1..999 from one word: 'honderd', 'tweehonderdvijftig', 'driehonderdtwaalf'. */
function below1000(w: string): number | null {
  const at = w.indexOf(HUNDRED);
  if (at < 0) return below100(w);
  const head = w.slice(0, at);
  const tail = w.slice(at + HUNDRED.length).replace(/^en/, '');
  const hundreds = head === '' ? 1 : below100(head);
  const rest = tail === '' ? 0 : below100(tail);
  if (hundreds === null || rest === null || hundreds > 9) return null;
  return hundreds * 100 + rest;
}

/** The value of one Dutch number word, or null: 'twee' 2, 'vijfentwintig' 25, 'tweeënhalf' 2.5. */
export const parseNumberWord = memoize(numberWord);

function numberWord(word: string): number | null {
  const w = fold(word).replace(/[^a-z]/g, '');
  if (w === '') return null;
  if (w in SPECIAL) return SPECIAL[w]!;
  const half = /^([a-z]+?)enhal(?:f|ve)$/.exec(w);
  if (half) {
    const whole = numberWord(half[1]!);
    return whole === null ? null : whole + 0.5;
  }
  const at = w.indexOf(THOUSAND);
  if (at >= 0) {
    const head = w.slice(0, at);
    const tail = w.slice(at + THOUSAND.length).replace(/^en/, '');
    const thousands = head === '' ? 1 : below1000(head);
    const rest = tail === '' ? 0 : below1000(tail);
    return thousands === null || rest === null ? null : thousands * 1000 + rest;
  }
  return below1000(w);
}

const isOne = (w: string | undefined) => w !== undefined && ARTICLE_ONE.includes(w);
const isHalf = (w: string | undefined) => w !== undefined && HALF_WORDS.includes(w);

export interface NumberWords {
  value: number;
  used: number;
  /** 'een twintigtal', 'een paar': about that many. */
  approximate?: boolean;
}

/**
 * A number written as words at `from` in `ws` (folded words): 'twee', 'een half' (0.5), 'twee en een
 * half' (2.5), 'twee dozijn' (24), 'drieduizend vijfhonderd' (3500), 'een twintigtal' (about 20),
 * 'een kwartier' (0.25). Returns the value and how many words it used.
 */
export function readNumberWords(ws: readonly string[], from = 0): NumberWords | null {
  const first = ws[from];
  if (first === undefined) return null;
  if (isOne(first) && isHalf(ws[from + 1])) return { value: 0.5, used: 2 };
  if (isOne(first) && ws[from + 1] === QUARTER_HOUR) return { value: 0.25, used: 2 };
  const group = NUMBER_GROUPS[ws[from + (isOne(first) ? 1 : 0)] ?? ''];
  if (group !== undefined && (isOne(first) || first in NUMBER_GROUPS) && first !== 'paar')
    return { value: group, used: isOne(first) ? 2 : 1, approximate: true };
  let value = parseNumberWord(first);
  if (value === null) return null;
  let used = 1;
  // 'twee dozijn', 'drie honderd': a multiplier word after the number.
  const mult = MULTIPLIER_WORDS[ws[from + 1] ?? ''];
  if (mult !== undefined && value < mult && first !== ws[from + 1]) {
    value *= mult;
    used = 2;
  }
  // 'drieduizend vijfhonderd', 'duizend tweehonderd': a smaller number word after a round one.
  const next = ws[from + used];
  const rest = next !== undefined && !isOne(next) ? parseNumberWord(next) : null;
  if (
    rest !== null &&
    value >= 100 &&
    value % 100 === 0 &&
    rest < value &&
    rest >= 1 &&
    Number.isInteger(rest)
  ) {
    value += rest;
    used++;
  }
  if (ws[from + used] === 'en' && isOne(ws[from + used + 1]) && isHalf(ws[from + used + 2]))
    return { value: value + 0.5, used: used + 3 };
  return { value, used };
}

/** 'met z'n twaalven', 'met z'n tweeën': a group of that many ('twaalven' 12, 'drieën' 3, 'zessen' 6). */
export function parseGroupWord(word: string): number | null {
  const w = fold(word).replace(/[^a-z]/g, '');
  const m = /^([a-z]+?)(?:en)$/.exec(w);
  if (!m) return null;
  for (const core of [
    m[1]!,
    m[1]!.replace(/v$/, 'f'),
    m[1]!.replace(/(.)\1$/, '$1'),
    m[1]!.replace(/e$/, 'e'),
  ]) {
    const v = parseNumberWord(core);
    if (v !== null && v >= 2 && Number.isInteger(v)) return v;
  }
  return null;
}
