/**
 * Days of a rental or a day rate: a line sold per day takes the number of days the customer names
 * elsewhere — 'de schilder schat 3 dagen', 'drie dagen werk' — or the span of a period ('van vrijdag t/m
 * zondag' is 3 days, '5 t/m 8 juni' 4), times the count of things its own phrase names ('2 koelwagens').
 */
import type { Candidate } from '../classify/candidates';
import type { Quantity } from '../grammar/quantity';
import { alternation } from '../lexicon/pattern';
import { MONTHS, SPAN_WORDS, WEEKDAY_NAMES } from '../lexicon/quantity';
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

/** The days the customer names for a line sold per day, nearest to it first; null when none. */
function daysFor(line: Line, candidates: readonly Candidate[]): number | null {
  const own = line.candidate;
  const theirs = candidates
    .filter((c) => !c.message.own || c === own)
    .sort((a, b) => Math.abs(a.id - own.id) - Math.abs(b.id - own.id));
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
