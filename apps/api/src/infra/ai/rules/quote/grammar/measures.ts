/**
 * The pieces of the quantity grammar: a number at a token (digits or words, never a date, time, code
 * or reference), factor chains ('2 man x 4 uur'), surfaces ('5 bij 6 meter') and clock spans
 * ('van 17 tot 21 uur'). `quantity.ts` reads a quantity from them.
 */

import { alternation, hasWord } from '../lexicon/pattern';
import {
  AGE_AFTER,
  ALL_WORDS,
  APPROXIMATE,
  BY_WORDS,
  FACTOR_LINKS,
  GROUP_BEFORE,
  HEAD_NOUNS,
  HOURS_PER_DAYPART,
  MONTHS,
  NOT_AMOUNT_AFTER,
  NUMBER_LABELS,
  QUANTITY_FILLERS,
  RELATIVE_TIME,
  SIDE_WORDS,
  SPAN_LINK,
  SPAN_START,
  WINDOW_START,
  TIME_PREPOSITIONS,
  THRESHOLD_BEFORE,
  TIME_UNITS,
  TIMES_WORDS,
  VAGUE_AMOUNTS,
  WEEKDAYS,
  WORKER_NOUNS,
  SIDE_UNITS_IN_METRES,
} from '../lexicon/quantity';
import { STREET_SUFFIXES } from '../lexicon/people';
import { FILLER_WORDS } from '../lexicon/discourse';
import { readNumberWords } from './number-words';
import type { Token } from './tokens';
import { unitAt, type UnitMatch } from './units';

import type { Quantity } from './quantity-model';

export const isWorker = hasWord(WORKER_NOUNS);
export const isAll = hasWord(ALL_WORDS);
export const THRESHOLD = new RegExp(`${alternation(THRESHOLD_BEFORE)}\\s+$`, 'iu');
export const isGroupBefore = hasWord(GROUP_BEFORE);
export const isRelative = hasWord(RELATIVE_TIME);
export const isBy = hasWord(BY_WORDS);
export const isSpanStart = hasWord(SPAN_START);
export const isSpanLink = hasWord(SPAN_LINK);
export const isWindowStart = hasWord(WINDOW_START);
export const isSide = hasWord(SIDE_WORDS);
export const isDescriptionFiller = hasWord(FILLER_WORDS);
export const isHead = hasWord(HEAD_NOUNS);
export const isTimes = hasWord(TIMES_WORDS);
export const isLink = hasWord(FACTOR_LINKS);
export const isFiller = hasWord(QUANTITY_FILLERS);
export const isTimePrep = hasWord(TIME_PREPOSITIONS);
export const isTimeUnit = hasWord(TIME_UNITS);
export const isMonth = hasWord(MONTHS);
export const isWeekday = hasWord(WEEKDAYS);
export const isApprox = hasWord(APPROXIMATE);
/**
 * A word before a number of time units that makes it a moment or a deadline ('om 9 uur', 'binnen 3
 * weken', 'over 2 dagen'), not how long: not 'voor 3 weken' (a duration) nor 'rond 3 weken' (about).
 */
export const isMomentBefore = (word: string): boolean =>
  isTimePrep(word) && !isApprox(word) && word !== 'voor';
export const isAgeAfter = hasWord(AGE_AFTER);
export const isNotAmountAfter = hasWord(NOT_AMOUNT_AFTER);
export const isNumberLabel = hasWord(NUMBER_LABELS);
export const streetEnd = new RegExp(`${alternation(STREET_SUFFIXES)}$`);
export const VAGUE = VAGUE_AMOUNTS.map((v) => v.split(' ')).sort((a, b) => b.length - a.length);

export interface NumberAt {
  value: number;
  used: number;
  digits: boolean;
  approximate: boolean;
}

/** The number at token `i`, unless the digits are part of a date, time, code, size or reference. */
export function numberAt(tokens: readonly Token[], i: number, raw: string, joined = false): NumberAt | null {
  const t = tokens[i];
  if (!t) return null;
  if (t.kind === 'num') {
    const after = raw.slice(t.end, t.end + 4);
    const before = raw.slice(Math.max(0, t.start - 2), t.start);
    // Clock times, dates, model numbers and sizes ('13:00', '12/3', '90x90'); '12-03' is read as a range.
    // Codes ('E-301', 'NL-12') and joined words ('3-kamer') hold no amount either.
    if (/^:\d|^\/\d|^x\d|^\s?%|^-[a-z]/.test(after) || (!joined && /\d[/:x-]$|[a-z]-$/.test(before)))
      return null;
    if (/^\d{6,}$/.test(t.text.replace(/[.,]/g, '')) && !/[.,]/.test(t.text)) return null;
    const value = Number(t.text.replace(/\.(?=\d{3}(?:\D|$))/g, '').replace(',', '.'));
    if (!Number.isFinite(value)) return null;
    if (value >= 1900 && value <= 2100 && !/[.,]/.test(t.text)) return null;
    // Postcodes (1234 AB) and house numbers (Kerkstraat 12) are no amounts.
    if (/^\d{4}$/.test(t.text) && /^\s?[a-z]{2}(?![a-z])/.test(raw.slice(t.end, t.end + 4))) return null;
    const prev = tokens[i - 1];
    // 'week 23', 'Kerkstraat 12' — but 'volgende week 3 stopcontacten' counts.
    const relative = isRelative(tokens[i - 2]?.text ?? '');
    if (
      prev &&
      prev.end >= t.start - 1 &&
      (streetEnd.test(prev.text) || (isNumberLabel(prev.text) && !relative))
    )
      return null;
    return { value, used: 1, digits: true, approximate: false };
  }
  if (t.kind !== 'word') return null;
  const ws = tokens.slice(i, i + 5).map((x) => x.text);
  const w = readNumberWords(ws);
  return w ? { value: w.value, used: w.used, digits: false, approximate: w.approximate ?? false } : null;
}

export const text = (tokens: readonly Token[], k: number) => tokens[k]?.text ?? '';

export function vagueAt(tokens: readonly Token[], i: number): { words: string[]; next: string } | null {
  for (const phrase of VAGUE) {
    if (phrase.every((w, k) => text(tokens, i + k) === w))
      return { words: phrase, next: text(tokens, i + phrase.length) };
  }
  return null;
}

export function base(start: number, end: number): Omit<Quantity, 'value' | 'unit'> {
  return {
    start,
    end,
    noun: null,
    vague: null,
    approximate: false,
    weak: false,
    measure: false,
    people: false,
    digits: true,
    clock: false,
    product: false,
  };
}

export const unitValue = (value: number, u: UnitMatch) => (u.daypart ? value * HOURS_PER_DAYPART : value);

/** '… van 4 uur', '… à 8 uur' after a day or daypart: the hours of each, and the token after them. */
export function dayLengthAt(
  tokens: readonly Token[],
  k: number,
  raw: string,
): { hours: number; to: number } | null {
  if (!/^(?:van|a|x)$/.test(text(tokens, k))) return null;
  const len = numberAt(tokens, k + 1, raw);
  const hours = len ? unitAt(tokens, k + 1 + len.used) : null;
  return len && hours?.unit === 'uur' && !hours.daypart
    ? { hours: len.value, to: k + 1 + len.used + hours.used }
    : null;
}

/** Reads a factor chain after a count of workers or a multiplication: '2 man x 4 uur', '3 x 8 uur'. */
export function productAt(
  tokens: readonly Token[],
  k: number,
  raw: string,
  value: number,
): { value: number; unit: UnitMatch; to: number } | null {
  let m = k;
  let total = value;
  for (let hop = 0; hop < 3; hop++) {
    let j = m;
    while (j < m + 3 && (isLink(text(tokens, j)) || text(tokens, j) === ',')) j++;
    const next = numberAt(tokens, j, raw);
    if (!next) return null;
    let after = j + next.used;
    while (isFiller(text(tokens, after)) && after < j + next.used + 2 && !unitAt(tokens, after)) after++;
    const unit = unitAt(tokens, after);
    if (unit && unit.unit !== 'stuk') {
      let v = total * unitValue(next.value, unit);
      let to = after + unit.used;
      // '2 dagdelen van 4 uur': the daypart's length is given.
      const len = unit.daypart ? dayLengthAt(tokens, to, raw) : null;
      if (len) {
        v = total * next.value * len.hours;
        to = len.to;
      }
      return { value: v, unit, to };
    }
    // A chain: '3 mensen x 2 dagdelen', '2 teams van 3 man x 4 uur'.
    if (isWorker(text(tokens, after)) || isTimes(text(tokens, after))) {
      total *= next.value;
      m = after + 1;
      continue;
    }
    return null;
  }
  return null;
}

/** '70 x 120 cm', '60 bij 90 cm', '1200 x 600 mm': two sides in a unit smaller than a metre, in m2. */
function smallSides(
  tokens: readonly Token[],
  i: number,
  j: number,
  raw: string,
  first: number,
): { value: number; to: number; pieces: boolean } | null {
  const firstUnit = SIDE_UNITS_IN_METRES[text(tokens, j)];
  const k = firstUnit ? j + 1 : j;
  if (!isBy(text(tokens, k)) || tokens[i]!.kind !== 'num') return null;
  const second = numberAt(tokens, k + 1, raw, true);
  if (!second) return null;
  const to = k + 1 + second.used;
  const unit = SIDE_UNITS_IN_METRES[text(tokens, to)];
  if (!unit || (firstUnit !== undefined && firstUnit !== unit)) return null;
  return { value: Math.round(first * unit * second.value * unit * 100) / 100, to: to + 1, pieces: false };
}

/** The surface (m2) of two sides written from token `i` (the first number ends before `j`). */
export function surfaceAt(
  tokens: readonly Token[],
  i: number,
  j: number,
  raw: string,
  first: number,
): { value: number; to: number; pieces: boolean } | null {
  const small = smallSides(tokens, i, j, raw, first);
  if (small) return small;
  let k = j;
  const metre = unitAt(tokens, k);
  if (metre?.measure) k += metre.used;
  const sideFirst = isSide(text(tokens, k));
  if (sideFirst) k++;
  const link = text(tokens, k);
  if (!(isBy(link) || (sideFirst && link === 'en')) || tokens[i]!.kind !== 'num') return null;
  // '2x ca 3 m': an approximation before the second side.
  let at = k + 1;
  while (isApprox(text(tokens, at)) || (at > k + 1 && text(tokens, at) === '.')) at++;
  const second = numberAt(tokens, at, raw, true);
  if (!second) return null;
  let to = at + second.used;
  const unit = unitAt(tokens, to);
  if (unit?.measure) to += unit.used;
  const sideAfter = isSide(text(tokens, to));
  if (sideAfter) to++;
  else if (sideFirst) return null;
  // '3 x 8 uur' multiplies hours; 'x' makes a surface only with metres ('4 x 5 meter').
  if (isTimes(link) && !metre?.measure && !unit?.measure && !sideAfter) return null;
  // '2 x 9 meter': with a bare count first it may as well be two pieces of 9 metres.
  const pieces = isTimes(link) && !metre?.measure && !sideFirst && !sideAfter;
  return { value: Math.round(first * second.value * 100) / 100, to, pieces };
}

/** A clock time at token `k`: '17', '17:30', '8.15'; its hour as a number and the tokens used. */
function clockAt(
  tokens: readonly Token[],
  k: number,
  raw: string,
): { hour: number; used: number; minutes: boolean } | null {
  const t = tokens[k];
  if (t?.kind !== 'num' || !/^\d{1,2}(?:[.,]\d{2})?$/.test(t.text)) return null;
  const [h, m] = t.text.split(/[.,]/);
  if (
    raw.slice(t.end, t.end + 1) === ':' &&
    tokens[k + 2]?.kind === 'num' &&
    /^\d{2}$/.test(tokens[k + 2]!.text)
  )
    return { hour: Number(h) + Number(tokens[k + 2]!.text) / 60, used: 3, minutes: true };
  return { hour: Number(h) + (m ? Number(m) / 60 : 0), used: 1, minutes: m !== undefined };
}

/** 'van 17 tot 21 uur', 'van 20:00 tot 01:00': the hours between two clock times. */
export function spanAt(tokens: readonly Token[], i: number, raw: string): Quantity | null {
  if (!isSpanStart(text(tokens, i - 1))) return null;
  const a = clockAt(tokens, i, raw);
  if (!a) return null;
  // '21u tot 1u': an hour mark after the first time.
  const mark = unitAt(tokens, i + a.used)?.unit === 'uur' ? 1 : 0;
  a.used += mark;
  const link = text(tokens, i + a.used);
  if (!isSpanLink(link)) return null;
  const b = clockAt(tokens, i + a.used + 1, raw);
  if (!b) return null;
  let end = i + a.used + 1 + b.used;
  const hours = unitAt(tokens, end);
  const timed = hours?.unit === 'uur' || a.minutes || b.minutes;
  if (!timed || a.hour > 24 || b.hour > 24) return null;
  if (hours?.unit === 'uur') end += hours.used;
  const length = b.hour > a.hour ? b.hour - a.hour : b.hour + 24 - a.hour;
  return {
    ...base(tokens[i]!.start, tokens[end - 1]!.end),
    value: Math.round(length * 100) / 100,
    unit: 'uur',
    clock: false,
  };
}
