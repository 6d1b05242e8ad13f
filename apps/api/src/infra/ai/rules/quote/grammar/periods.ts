/**
 * Counts of periods ('14 nachten', '3 weken', 'twee seizoenen', '2 minuten eindfilm'). The quantity
 * grammar reads none of them as an amount, since a deadline ('binnen 3 weken') or a moment reads the
 * same; they are read apart here and size only a line whose product is priced per that period
 * ('Hondenpension per nacht', 'Rolsteiger … (per week)', see classify/line.ts).
 */
import { PERIOD_NOUNS } from '../lexicon/quantity';
import { base, isAgeAfter, isMomentBefore, numberAt, text } from './measures';
import type { Quantity } from './quantity-model';
import { tokenize } from './tokens';

const SINGULAR = new Map<string, string>(
  PERIOD_NOUNS.flatMap(([one, many]) => [
    [one, one],
    [many, one],
  ]),
);

/** The period a written word names, in the singular ('weken' -> 'week'), or null. */
export const periodOf = (word: string): string | null => SINGULAR.get(word) ?? null;

/** The period counts of a folded phrase; each has its period as `noun` and no unit. */
export function findPeriods(folded: string): Quantity[] {
  const tokens = tokenize(folded);
  const out: Quantity[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const n = numberAt(tokens, i, folded);
    if (!n) continue;
    const j = i + n.used;
    const period = periodOf(text(tokens, j));
    if (!period) continue;
    const prev = text(tokens, i - 1);
    // 'binnen 3 weken', 'over 2 weken', 'elke 2 weken', 'om de 2 weken', 'per 2 weken': a moment or a
    // rhythm, the same words as for the quantity grammar's time units.
    if (isMomentBefore(prev) || prev === 'per' || (prev === 'de' && text(tokens, i - 2) === 'om')) continue;
    // '2 weken geleden', '3 weken oud'.
    if (isAgeAfter(text(tokens, j + 1))) continue;
    out.push({
      ...base(tokens[i]!.start, tokens[j]!.end),
      value: n.value,
      unit: null,
      noun: period,
      approximate: n.approximate,
      digits: n.digits,
    });
    i = j;
  }
  return out;
}
