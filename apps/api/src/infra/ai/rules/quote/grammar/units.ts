/** Unit words people write ('uren', 'm²', 'vierkante meter', 'stuks', 'kilo') to the quote's units. */
import type { QuoteUnit } from '@offerteflow/contracts';
import { DAYPART_WORDS, HOURS_PER_DAY, METRE_WORDS, UNIT_WORDS } from '../lexicon/quantity';
import { fold } from '../text/fold';
import type { Token } from './tokens';

const SINGLE = new Map<string, QuoteUnit>();
const MULTI: Array<{ words: string[]; unit: QuoteUnit; measure: boolean }> = [];
const add = (entry: string, unit: QuoteUnit, measure: boolean) => {
  const ws = entry.split(' ');
  if (ws.length === 1 && !measure) SINGLE.set(entry, unit);
  else MULTI.push({ words: ws, unit, measure });
};
for (const [unit, entries] of UNIT_WORDS) for (const e of entries) add(e, unit, false);
for (const e of METRE_WORDS) add(e, 'stuk', true);
MULTI.sort((a, b) => b.words.length - a.words.length);
const DAYPART = new Set(DAYPART_WORDS);

export interface UnitMatch {
  unit: QuoteUnit;
  used: number;
  /** A length in metres, counted in pieces. */
  measure: boolean;
  /** 'dagdeel': half a working day, counted in hours. */
  daypart: boolean;
}

/** The unit written at token `k`, if any. */
export function unitAt(tokens: readonly Token[], k: number): UnitMatch | null {
  const t = tokens[k]?.text;
  if (t === undefined) return null;
  if (DAYPART.has(t)) return { unit: 'uur', used: 1, measure: false, daypart: true };
  for (const m of MULTI) {
    if (m.words.every((w, i) => tokens[k + i]?.text === w))
      return { unit: m.unit, used: m.words.length, measure: m.measure, daypart: false };
  }
  const unit = SINGLE.get(t);
  return unit ? { unit, used: 1, measure: false, daypart: false } : null;
}

/** The unit of one written word ('uren' -> uur), or null. */
export function unitOf(word: string): QuoteUnit | null {
  const w = fold(word).trim().replace(/\.$/, '');
  const ws = w.split(/\s+/);
  const tokens = ws.map((text, i) => ({ text, start: i, end: i + 1, kind: 'word' as const }));
  const m = unitAt(tokens, 0);
  return m && m.used === ws.length ? m.unit : null;
}

/** Converts a quantity between hours and days (8 hours a day); other units are not converted. */
export function convertQuantity(value: number, from: QuoteUnit, to: QuoteUnit): number {
  if (from === 'uur' && to === 'dag') return value / HOURS_PER_DAY;
  if (from === 'dag' && to === 'uur') return value * HOURS_PER_DAY;
  return value;
}

export const isTimeUnit = (u: QuoteUnit | null): boolean => u === 'uur' || u === 'dag';

/** True for a written length unit ('m', 'meter', 'm1', 'strekkende meter'). */
export function isMetre(word: string): boolean {
  const ws = fold(word).trim().replace(/\.$/, '').split(/\s+/);
  const m = unitAt(
    ws.map((text, i) => ({ text, start: i, end: i + 1, kind: 'word' as const })),
    0,
  );
  return m !== null && m.measure && m.used === ws.length;
}
