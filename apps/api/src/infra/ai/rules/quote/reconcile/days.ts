/**
 * Days of a rental or a day rate: a line sold per day takes the number of days the customer names
 * elsewhere — 'de schilder schat 3 dagen', 'drie dagen werk' — or the span of a period ('van vrijdag t/m
 * zondag' is 3 days, '5 t/m 8 juni' 4), times the count of things its own phrase names ('2 koelwagens').
 * Months of a line sold per month likewise: 'voor een jaar' is 12, 'looptijd 2 jaar' 24, 'heel 2027' 12.
 */
import type { Candidate } from '../classify/candidates';
import type { Quantity } from '../grammar/quantity';
import { alternation } from '../lexicon/pattern';
import {
  MONTHS,
  QUARTER_WORDS,
  SPAN_WORDS,
  WEEKDAY_NAMES,
  WHOLE_YEAR_BEFORE,
  WHOLE_YEAR_WORDS,
} from '../lexicon/quantity';
import { monthNumber } from '../messages/sent-date';
import { fold } from '../text/fold';
import type { Line } from './assemble';

const WEEKDAY = `(${alternation(WEEKDAY_NAMES.flat())})`;
const SPAN = alternation(SPAN_WORDS);
/** 'vrijdag t/m zondag', 'van vrijdag 5 tot en met maandag 8 juni'. */
const WEEKDAY_SPAN = new RegExp(
  `(?<![\\p{L}])${WEEKDAY}(?:\\s+\\d{1,2})?\\s+${SPAN}\\s+${WEEKDAY}(?![\\p{L}])`,
  'u',
);
/** '5 t/m 8 juni', '5 tot en met 8 juni'. */
const DATE_SPAN = new RegExp(
  `(?<![\\d\\p{L}])(\\d{1,2})\\s+${SPAN}\\s+(?:${WEEKDAY}\\s+)?(\\d{1,2})\\s+${alternation(MONTHS)}(?![\\p{L}])`,
  'u',
);
const dayIndex = (name: string) => WEEKDAY_NAMES.findIndex((names) => names.includes(name));

/** The number of days a text's period spans, inclusive, or null when it names none. */
export function spanDays(text: string): number | null {
  const folded = fold(text);
  const date = DATE_SPAN.exec(folded);
  if (date) {
    const days = Number(date[3]) - Number(date[1]) + 1;
    if (days >= 2 && days <= 31) return days;
  }
  const week = WEEKDAY_SPAN.exec(folded);
  if (week) {
    const from = dayIndex(week[1]!);
    const to = dayIndex(week[2]!);
    if (from >= 0 && to >= 0) return ((to - from + 7) % 7) + 1;
  }
  return null;
}

const textOf = (c: Candidate) => c.segments.map((s) => s.text).join(' ');

const isDays = (q: Quantity) => q.unit === 'dag' && !q.vague && !q.clock && q.value >= 1;

/** The line's own phrase and the customer's phrases that `keep` allows, nearest to the line first. */
function nearestFirst(line: Line, candidates: readonly Candidate[], keep: (c: Candidate) => boolean) {
  const own = line.candidate;
  return candidates
    .filter((c) => c === own || (!c.message.own && keep(c)))
    .sort((a, b) => Math.abs(a.id - own.id) - Math.abs(b.id - own.id));
}

/** The days the customer names for a line sold per day, nearest to it first; null when none. */
function daysFor(line: Line, candidates: readonly Candidate[]): number | null {
  const theirs = nearestFirst(line, candidates, () => true);
  for (const c of theirs) {
    const q = c.reading.quantities.find(isDays);
    if (q) return q.value;
  }
  for (const c of theirs) {
    const days = spanDays(textOf(c));
    if (days !== null) return days;
  }
  return null;
}

const QUARTERLY = new RegExp(`(?<![\\p{L}])${alternation(QUARTER_WORDS)}(?![\\p{L}])`, 'u');
const isPeriod = (q: Quantity) =>
  (q.unit === 'maand' || q.unit === 'jaar') && !q.vague && !q.clock && q.value > 0;
/** 'heel 2027', 'het hele jaar': one year. */
const WHOLE_YEAR = new RegExp(
  `(?<![\\p{L}])(?:${alternation(WHOLE_YEAR_WORDS)}|${alternation(WHOLE_YEAR_BEFORE)}\\s+20\\d\\d)(?![\\p{L}\\d])`,
  'u',
);

/** 'april t/m september', 'van januari tot en met juni': the months a span names, inclusive. */
const MONTH_SPAN = new RegExp(
  `(?<![\\p{L}])(${alternation(MONTHS)})\\.?\\s+${SPAN}\\s+(${alternation(MONTHS)})(?![\\p{L}])`,
  'u',
);
export function spanMonths(text: string): number | null {
  const m = MONTH_SPAN.exec(fold(text));
  const from = m ? monthNumber(m[1]!) : null;
  const to = m ? monthNumber(m[2]!) : null;
  return from && to ? ((to - from + 12) % 12) + 1 : null;
}

/** The months the customer names for a line sold per month ('voor een jaar', 'looptijd 2 jaar'), own phrase first. */
function monthsFor(
  line: Line,
  candidates: readonly Candidate[],
  taken: ReadonlySet<Candidate>,
): number | null {
  // Another periodic line's phrase keeps its period ('domeinnaam (1 jaar)' is not the hosting's).
  const theirs = nearestFirst(line, candidates, (c) => !taken.has(c)).slice(0, 4);
  for (const c of theirs) {
    const q = c.reading.quantities.find(isPeriod);
    if (q) return q.unit === 'jaar' ? q.value * 12 : q.value;
    if (WHOLE_YEAR.test(fold(textOf(c)))) return 12;
    const span = spanMonths(textOf(c));
    if (span !== null && span >= 2) return span;
  }
  return null;
}

/**
 * Sizes the lines sold per month whose own phrase gives no months (a period in years counts 12 a year),
 * and lines of a product sold per quarter by the same period in quarters ('heel 2027' is 4).
 */
export function applyMonths(lines: readonly Line[], candidates: readonly Candidate[]): void {
  const taken = new Set(lines.filter((l) => l.unit === 'jaar' || l.unit === 'maand').map((l) => l.candidate));
  for (const line of lines) {
    const quarterly = line.unit === 'stuk' && !!line.product && QUARTERLY.test(fold(line.product.name));
    if ((line.unit !== 'maand' && !quarterly) || line.contextQuantity) continue;
    const reading = line.candidate.reading;
    if (reading.quantities.some((q) => (q.unit === 'maand' || quarterly) && !q.vague && q.value >= 1))
      continue;
    const found = monthsFor(line, candidates, taken);
    const months = found !== null && quarterly ? found / 3 : found;
    if (months === null || !Number.isInteger(months) || months < 1 || months > 120) continue;
    const things = reading.quantities.find(
      (q) =>
        q.unit === null && !q.vague && !q.weak && !q.clock && !q.measure && q.value >= 1 && q.value < 500,
    );
    line.quantity = months * (things?.value ?? 1);
    line.explicitQuantity = true;
    line.contextQuantity = true;
  }
}

/** Sizes the lines sold per day whose own phrase gives no days. */
export function applyDays(lines: readonly Line[], candidates: readonly Candidate[]): void {
  for (const line of lines) {
    if (line.unit !== 'dag' || line.contextQuantity) continue;
    const reading = line.candidate.reading;
    if (reading.quantities.some((q) => q.unit === 'dag' || q.unit === 'uur')) continue;
    const days = daysFor(line, candidates);
    if (days === null) continue;
    const things = reading.quantities.find(
      (q) => q.unit === null && !q.vague && !q.weak && !q.people && !q.clock && q.value >= 1,
    );
    line.quantity = days * (things?.value ?? 1);
    line.explicitQuantity = true;
    line.contextQuantity = true;
  }
}
