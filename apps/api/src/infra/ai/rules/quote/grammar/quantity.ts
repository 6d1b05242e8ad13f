/**
 * The quantity grammar: '3 uur', '2x', 'twee', '10 m2', 'een dagdeel' (4 uur), products of factors
 * ('2 man × 4 uur' = 8 uur, '3 mensen, 2 dagdelen' = 24 uur), fractions ('anderhalf uur', 'een
 * kwartier'), number words ('twee dozijn' = 24), ranges ('3 à 4 uur': the upper bound) and vague
 * amounts ('een paar'), which never become a number. Dates, clock times, deadlines, postcodes, house
 * numbers, years, ages, sizes and percentages are no amounts.
 */
import type { QuoteUnit } from '@offerteflow/contracts';
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
} from '../lexicon/quantity';
import { STREET_SUFFIXES } from '../lexicon/people';
import { FILLER_WORDS } from '../lexicon/discourse';
import { parseGroupWord, readNumberWords } from './number-words';
import { tokenize, type Token } from './tokens';
import { unitAt, type UnitMatch } from './units';

export interface Quantity {
  value: number;
  unit: QuoteUnit | null;
  /** Character span in the folded text the grammar read. */
  start: number;
  end: number;
  /** The noun counted ('80 gasten' -> 'gasten'), when no unit was written. */
  noun: string | null;
  /** The vague words when no number was given ('een paar'). */
  vague: string | null;
  approximate: boolean;
  /** The article 'een' before a noun: a count of one, not an amount the writer stressed. */
  weak: boolean;
  /** Metres: counted as pieces, but a measurement. */
  measure: boolean;
  /** A head count ('80 gasten', '35 personen'). */
  people: boolean;
  /** Written in digits (not words). */
  digits: boolean;
  /** 'voor 5 uur': a duration for an hourly line, else a clock time. */
  clock: boolean;
  /** More than one factor was multiplied ('2 man x 3 uur'). */
  product: boolean;
  /** Counted in dagdelen (the value is in hours, 4 a dagdeel). */
  daypart?: boolean;
  /** Read from a table's amount column (never a number of the product's name). */
  column?: boolean;
}

const isWorker = hasWord(WORKER_NOUNS);
const isAll = hasWord(ALL_WORDS);
const THRESHOLD = new RegExp(`${alternation(THRESHOLD_BEFORE)}\\s+$`, 'iu');
const isGroupBefore = hasWord(GROUP_BEFORE);
const isRelative = hasWord(RELATIVE_TIME);
const isBy = hasWord(BY_WORDS);
const isSpanStart = hasWord(SPAN_START);
const isSpanLink = hasWord(SPAN_LINK);
const isWindowStart = hasWord(WINDOW_START);
const isSide = hasWord(SIDE_WORDS);
const isDescriptionFiller = hasWord(FILLER_WORDS);
const isHead = hasWord(HEAD_NOUNS);
const isTimes = hasWord(TIMES_WORDS);
const isLink = hasWord(FACTOR_LINKS);
const isFiller = hasWord(QUANTITY_FILLERS);
const isTimePrep = hasWord(TIME_PREPOSITIONS);
const isTimeUnit = hasWord(TIME_UNITS);
const isMonth = hasWord(MONTHS);
const isWeekday = hasWord(WEEKDAYS);
const isApprox = hasWord(APPROXIMATE);
const isAgeAfter = hasWord(AGE_AFTER);
const isNotAmountAfter = hasWord(NOT_AMOUNT_AFTER);
const isNumberLabel = hasWord(NUMBER_LABELS);
const streetEnd = new RegExp(`(?:${STREET_SUFFIXES.join('|')})$`);
const VAGUE = VAGUE_AMOUNTS.map((v) => v.split(' ')).sort((a, b) => b.length - a.length);

interface NumberAt {
  value: number;
  used: number;
  digits: boolean;
  approximate: boolean;
}

/** The number at token `i`, unless the digits are part of a date, time, code, size or reference. */
function numberAt(tokens: readonly Token[], i: number, raw: string, joined = false): NumberAt | null {
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

const text = (tokens: readonly Token[], k: number) => tokens[k]?.text ?? '';

function vagueAt(tokens: readonly Token[], i: number): { words: string[]; next: string } | null {
  for (const phrase of VAGUE) {
    if (phrase.every((w, k) => text(tokens, i + k) === w))
      return { words: phrase, next: text(tokens, i + phrase.length) };
  }
  return null;
}

function base(start: number, end: number): Omit<Quantity, 'value' | 'unit'> {
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

const unitValue = (value: number, u: UnitMatch) => (u.daypart ? value * HOURS_PER_DAYPART : value);

/** Reads a factor chain after a count of workers or a multiplication: '2 man x 4 uur', '3 x 8 uur'. */
function productAt(
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
      if (unit.daypart && /^(?:van|a|x)$/.test(text(tokens, to))) {
        const len = numberAt(tokens, to + 1, raw);
        const hours = len ? unitAt(tokens, to + 1 + len.used) : null;
        if (len && hours?.unit === 'uur') {
          v = total * next.value * len.value;
          to = to + 1 + len.used + hours.used;
        }
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

/** The surface (m2) of two sides written from token `i` (the first number ends before `j`). */
function surfaceAt(
  tokens: readonly Token[],
  i: number,
  j: number,
  raw: string,
  first: number,
): { value: number; to: number } | null {
  let k = j;
  const metre = unitAt(tokens, k);
  if (metre?.measure) k += metre.used;
  const sideFirst = isSide(text(tokens, k));
  if (sideFirst) k++;
  const link = text(tokens, k);
  if (!(isBy(link) || (sideFirst && link === 'en')) || tokens[i]!.kind !== 'num') return null;
  const second = numberAt(tokens, k + 1, raw, true);
  if (!second) return null;
  let to = k + 1 + second.used;
  const unit = unitAt(tokens, to);
  if (unit?.measure) to += unit.used;
  const sideAfter = isSide(text(tokens, to));
  if (sideAfter) to++;
  else if (sideFirst) return null;
  // '3 x 8 uur' multiplies hours; 'x' makes a surface only with metres ('4 x 5 meter').
  if (isTimes(link) && !metre?.measure && !unit?.measure && !sideAfter) return null;
  return { value: Math.round(first * second.value * 100) / 100, to };
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
function spanAt(tokens: readonly Token[], i: number, raw: string): Quantity | null {
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

/** Reads the quantity starting at token `i`, or null. */
function readAt(tokens: readonly Token[], i: number, raw: string): Quantity | null {
  // 'een meter of 6', 'een uur of drie': about that many.
  const about = ['een', "'n"].includes(text(tokens, i)) ? unitAt(tokens, i + 1) : null;
  if (about && text(tokens, i + 1 + about.used) === 'of') {
    const n = numberAt(tokens, i + 2 + about.used, raw);
    if (n) {
      const last = tokens[i + 1 + about.used + n.used]!;
      return {
        ...base(tokens[i]!.start, last.end),
        value: unitValue(n.value, about),
        unit: about.unit,
        approximate: true,
        measure: about.measure,
        digits: n.digits,
      };
    }
  }
  const span = spanAt(tokens, i, raw);
  if (span) return span;
  // 'we zijn met z'n twaalven': a head count.
  const group = isGroupBefore(text(tokens, i - 1)) ? parseGroupWord(text(tokens, i)) : null;
  if (group !== null)
    return {
      ...base(tokens[i]!.start, tokens[i]!.end),
      value: group,
      unit: null,
      noun: 'personen',
      people: true,
      digits: false,
    };
  const vague = vagueAt(tokens, i);
  if (vague) {
    const next = vague.next;
    if (
      next.length >= 3 &&
      tokens[i + vague.words.length]?.kind === 'word' &&
      !readNumberWords([next]) &&
      !isDescriptionFiller(next)
    ) {
      const to = tokens[i + vague.words.length - 1]!;
      return {
        ...base(tokens[i]!.start, to.end),
        value: 1,
        unit: unitAt(tokens, i + vague.words.length)?.unit ?? null,
        vague: vague.words.join(' '),
        digits: false,
        noun: next,
      };
    }
    if (vague.words.length > 1) return null;
  }
  const n = numberAt(tokens, i, raw);
  if (!n) return null;
  const prev = text(tokens, i - 1);
  if (THRESHOLD.test(raw.slice(Math.max(0, tokens[i]!.start - 12), tokens[i]!.start))) return null;
  let j = i + n.used;
  let value = n.value;
  let approximate = n.approximate || isApprox(prev) || (text(tokens, i - 2) === 'een' && prev === 'stuk');
  // A range '3 à 4 uur', '3-4 uur', '3 tot 4 uur' counts as its upper bound.
  const sep = raw.slice(tokens[j - 1]!.end, tokens[j]?.start ?? raw.length);
  const dash = sep === '' && text(tokens, j) === '-' ? 1 : 0;
  const sepWord = /^(?:a|tot|of)$/.test(text(tokens, j)) ? 1 : dash;
  // 'van 9 tot 17', 'tussen 12 en 13': clock times, no range of amounts.
  if (sepWord && (isSpanStart(prev) || isWindowStart(prev)) && !unitAt(tokens, j + sepWord + 1)) return null;
  if (sepWord && tokens[j + sepWord]?.kind === 'num') {
    const upper = numberAt(tokens, j + sepWord, raw, true);
    const upperEnd = tokens[j + sepWord]!.end;
    // '12-03-2025', '06-12345678': a date or a phone number, no range.
    if (dash && (!upper || /^[-/]\d/.test(raw.slice(upperEnd, upperEnd + 2)) || !unitAt(tokens, j + 2)))
      return null;
    if (upper && upper.value > value && (n.digits === upper.digits || !n.digits)) {
      value = upper.value;
      j = j + sepWord + upper.used;
      approximate = true;
    }
  }
  const start = tokens[i]!.start;
  const next = text(tokens, j);
  // A surface: '5 bij 6 meter', 'ongeveer 2,5 bij 6', '3 meter lang en 2,60 hoog'.
  const area = surfaceAt(tokens, i, j, raw, value);
  if (area)
    return {
      ...base(start, tokens[area.to - 1]!.end),
      value: area.value,
      unit: 'm2',
      approximate,
      digits: true,
    };
  // 'tussen 12 en 13 uur', 'van 9 tot 17 uur': clock times; dates and weekdays.
  if (/^(?:en|tot|-)$/.test(prev) && /^(?:tussen|van|vanaf)$/.test(text(tokens, i - 3))) return null;
  if (isMonth(next) || (isWeekday(prev) && n.digits)) return null;
  if (isTimeUnit(next) && isAgeAfter(text(tokens, j + 1))) return null;
  if (n.digits && (isNotAmountAfter(next) || /^(?:e|ste|de)$/.test(next)) && !unitAt(tokens, j)) return null;
  // '2 medewerkers van 12:00 tot 17:00': people times the span.
  if (isWorker(next) && isSpanStart(text(tokens, j + 1))) {
    const span = spanAt(tokens, j + 2, raw);
    if (span) return { ...span, start, value: value * span.value, product: true };
  }
  // Factors: '2 man × 4 uur', '3 x 8 uur', '3 mensen, 2 dagdelen'.
  if (isWorker(next) || isTimes(next)) {
    const p = productAt(tokens, j + 1, raw, value);
    if (p)
      return {
        ...base(start, tokens[p.to - 1]!.end),
        value: p.value,
        unit: p.unit.unit,
        approximate,
        product: true,
        digits: n.digits,
      };
    if (isTimes(next))
      return { ...base(start, tokens[j]!.end), value, unit: 'stuk', approximate, digits: n.digits };
  }
  let k = j;
  while (isFiller(text(tokens, k)) && k < j + 2 && !unitAt(tokens, k)) k++;
  const unit = unitAt(tokens, k);
  if (unit) {
    if (isTimePrep(prev) && isTimeUnit(text(tokens, k)) && !isApprox(prev) && prev !== 'voor') return null;
    if (/^(?:week|weken)$/.test(text(tokens, k))) return null;
    const clock = prev === 'voor' && unit.unit === 'uur' && !unit.daypart && n.digits;
    return {
      ...base(start, tokens[k + unit.used - 1]!.end),
      value: unitValue(value, unit),
      unit: unit.unit,
      approximate,
      clock,
      measure: unit.measure,
      digits: n.digits,
      daypart: unit.daypart,
    };
  }
  if (isTimeUnit(next) || isMonth(next)) return null;
  // '4 all-season banden': the noun after a filler word and its hyphen.
  while (
    isDescriptionFiller(text(tokens, k)) &&
    text(tokens, k + 1) === '-' &&
    tokens[k + 2]?.kind === 'word'
  )
    k += 2;
  const noun = text(tokens, k);
  const end = tokens[j - 1]!.end;
  // A count after the noun: 'de rookmelders … zijn er 4', 'in totaal 6', 'aantal: 12', 'voor alle drie'.
  if ((n.digits || isAll(prev)) && tokens[k]?.kind !== 'word')
    return { ...base(start, end), value, unit: null, approximate, digits: n.digits };
  if (noun.length >= 2 && tokens[k]?.kind === 'word' && !isDescriptionFiller(noun)) {
    const article = !n.digits && n.value === 1;
    if (article && !['een', 'één', 'eén'].includes(tokens[i]!.text)) return null;
    return {
      ...base(start, end),
      value,
      unit: null,
      approximate,
      noun,
      weak: article,
      people: isHead(noun),
      digits: n.digits,
    };
  }
  return null;
}

/** Quantities in `folded` (folded text), left to right, not overlapping. */
export function findQuantities(folded: string): Quantity[] {
  const tokens = tokenize(folded);
  const out: Quantity[] = [];
  let i = 0;
  while (i < tokens.length) {
    const q = readAt(tokens, i, folded);
    if (q) {
      out.push(q);
      while (i < tokens.length && tokens[i]!.start < q.end) i++;
    } else i++;
  }
  return out;
}
