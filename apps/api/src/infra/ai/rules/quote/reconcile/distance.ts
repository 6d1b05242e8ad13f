/**
 * Distances for lines priced per kilometre: '62 km enkele reis, dus reken maar 124 km in totaal'
 * (124), '18 km enkele reis … reiskosten heen+terug rekenen' (36). A distance stated as a total ('in
 * totaal', '… km heen en terug') wins; a one-way distance is doubled when the customer asks for the way
 * back too, and any distance that is no total when the product is priced for the way there and back
 * ('Reiskosten per km (heen en terug)': a place's distance is one way).
 */
import type { Candidate } from '../classify/candidates';
import { TOTAL_AFTER } from '../lexicon/money';
import { alternation, wordsRe } from '../lexicon/pattern';
import { DISTANCE_WORDS, ONE_WAY_WORDS, PER_DISTANCE, RETURN_WORDS } from '../lexicon/quantity';
import { fold } from '../text/fold';
import type { Line } from './assemble';

const PER_DISTANCE_NAME = wordsRe(PER_DISTANCE);
const DISTANCE = new RegExp(
  `(?<![\\d.,])(\\d+(?:,\\d+)?)\\s*${alternation(DISTANCE_WORDS)}(?![\\p{L}])`,
  'gu',
);
const ONE_WAY = wordsRe(ONE_WAY_WORDS, { start: true });
const TOTAL = wordsRe(TOTAL_AFTER, { start: true });
const RETURN = wordsRe(RETURN_WORDS);
const RETURN_AFTER = wordsRe(RETURN_WORDS, { start: true });

export function distanceFor(line: Line, candidates: readonly Candidate[]): number | null {
  if (!line.product || !PER_DISTANCE_NAME.test(fold(line.product.name))) return null;
  // The customer's phrases, and the line's own (an offered 'Reiskosten 14 km (2 x 7 km)' the customer accepts).
  const texts = candidates
    .filter((c) => !c.message.own || c === line.candidate)
    .map((c) => fold(c.segments.map((s) => s.text).join(' ')));
  let found: { km: number; total: boolean; oneWay: boolean } | null = null;
  for (const t of texts) {
    for (const m of t.matchAll(DISTANCE)) {
      const after = t.slice(m.index + m[0].length).trimStart();
      const km = {
        km: Number(m[1]!.replace(',', '.')),
        // '64 km (2 x 32 km)': the distance there and back, worked out.
        total: TOTAL.test(after) || RETURN_AFTER.test(after) || /^\(\s*2\s*[x×]/.test(after),
        oneWay: ONE_WAY.test(after),
      };
      if (!found || (km.total && !found.total)) found = km;
    }
  }
  if (!found || !(found.km > 0)) return null;
  const bothWays =
    RETURN.test(fold(line.product.name)) || (found.oneWay && texts.some((t) => RETURN.test(t)));
  return bothWays && !found.total ? found.km * 2 : found.km;
}
