/**
 * What the quantity grammar reads around its amounts: '2 x 32 km' times a distance (no amount), and the
 * result after '=' that stands for the factors before it.
 */
import { DISTANCE_WORDS } from '../lexicon/quantity';
import { alternation } from '../lexicon/pattern';
import type { Quantity } from './quantity-model';

/** '2 x 32 km': times a distance, which is no amount (distances are read for per-km lines apart). */
export const TIMES_DISTANCE = new RegExp(
  `(?<![\\d.,])\\d+\\s*[x×]\\s*(?=\\d+(?:,\\d+)?\\s*${alternation(DISTANCE_WORDS)}(?![\\p{L}]))`,
  'gu',
);

/**
 * '4 personen x 8 uur x 2 dagen = 64 uur', '30 x 2 dagen = 60': the amount after '=' is the result of
 * the factors before it, back to the last comma, colon or other '='. It stands for them, in their unit
 * when it has none of its own.
 */
export function withStatedResults(folded: string, found: Quantity[]): Quantity[] {
  const out: Quantity[] = [];
  for (const q of found) {
    const eq = /=\s*$/.exec(folded.slice(0, q.start));
    if (!eq || q.vague) {
      out.push(q);
      continue;
    }
    const from =
      Math.max(
        folded.lastIndexOf(',', eq.index),
        folded.lastIndexOf(':', eq.index),
        folded.lastIndexOf('=', eq.index - 1),
      ) + 1;
    const factors = out.filter((f) => f.start >= from && f.end <= eq.index);
    if (factors.length === 0) {
      out.push(q);
      continue;
    }
    const product = factors.find((f) => f.product) ?? factors.find((f) => f.unit !== null);
    out.splice(out.indexOf(factors[0]!), factors.length);
    out.push({
      ...q,
      start: factors[0]!.start,
      unit: q.unit ?? product?.unit ?? null,
      measure: q.measure || (q.unit === null && (product?.measure ?? false)),
      product: true,
    });
  }
  return out;
}
