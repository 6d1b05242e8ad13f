/**
 * Lexicon: sizes that tell neighbouring products apart ('Radiator plaatsen (tot 1000 mm)' and '(boven
 * 1000 mm)', 'Slagroomtaart 8 personen' and '12 personen', 'Trilplaat 80 kg' and '150 kg'). Each unit
 * word gives its dimension and the factor to that dimension's base unit.
 */
import type { QuoteUnit } from '@offerteflow/contracts';
import { METRE_WORDS, SIDE_UNITS_IN_METRES, UNIT_WORDS } from './quantity';

/** The quote's unit words that are also sizes, by dimension ('m2' area, 'kg' mass, 'liter' litre). */
const UNIT_DIMENSIONS: Partial<Record<QuoteUnit, string>> = { m2: 'area', kg: 'mass', liter: 'litre' };

/**
 * Unit word -> [dimension, factor to the dimension's base unit]. Folded words. Lengths, areas, masses and
 * litres come from the unit lexicon (`lexicon/quantity.ts`); the rest only ever size a product.
 */
// prettier-ignore
export const SIZE_UNITS: Readonly<Record<string, readonly [string, number]>> = {
  ...Object.fromEntries(METRE_WORDS.map((w) => [w, ['length', 1] as const])),
  ...Object.fromEntries(Object.entries(SIDE_UNITS_IN_METRES).map(([w, f]) => [w, ['length', f] as const])),
  ...Object.fromEntries(
    UNIT_WORDS.flatMap(([unit, words]) =>
      UNIT_DIMENSIONS[unit] ? words.map((w) => [w, [UNIT_DIMENSIONS[unit]!, 1] as const]) : [],
    ),
  ),
  m3: ['volume', 1], 'm³': ['volume', 1], kuub: ['volume', 1],
  ton: ['mass', 1000],
  min: ['time', 1], minuut: ['time', 1], minuten: ['time', 1], uur: ['time', 60],
  personen: ['people', 1], persoon: ['people', 1], pers: ['people', 1], 'p.': ['people', 1],
  mensen: ['people', 1], gasten: ['people', 1], gast: ['people', 1], deelnemers: ['people', 1],
  km: ['distance', 1], kilometer: ['distance', 1],
  x: ['times', 1], keer: ['times', 1], ritten: ['times', 1], beurten: ['times', 1], lessen: ['times', 1],
  sterren: ['stars', 1], ster: ['stars', 1],
  zits: ['seats', 1], zitter: ['seats', 1],
  fase: ['phase', 1], fasen: ['phase', 1],
  wp: ['power', 1], kw: ['power', 1000], kwp: ['power', 1000],
  gb: ['storage', 1], tb: ['storage', 1000],
  treden: ['steps', 1], tredes: ['steps', 1],
  'e verdieping': ['floor', 1], verdieping: ['floor', 1],
  mp: ['megapixel', 1], megapixel: ['megapixel', 1],
};
/** Words before a size that make it an upper bound ('tot 1000 mm', 'binnen 15 km'). */
// prettier-ignore
export const SIZE_UPTO = [
  'tot', 't/m', 'tm', 'tot en met', 'max', 'max.', 'maximaal', 'binnen', 'onder', 'kleiner dan', 'minder dan',
  'hooguit', 'maximum', '<', '<='
];
/** Words before a size that make it a lower bound ('boven 1000 mm', 'vanaf 3 m', 'buiten 15 km'). */
// prettier-ignore
export const SIZE_FROM = [
  'boven', 'vanaf', 'meer dan', 'groter dan', 'buiten', 'langer dan', 'minimaal', 'minstens', 'v.a.', '>', '>='
];
/** Words after a size that make it a lower bound ('60x60 en groter'). */
export const SIZE_FROM_AFTER = ['en groter', 'en meer', 'of meer', 'of groter', '+'];
/** Ordinal endings written onto the number ('7e', '8ste', '3de'): a floor. */
export const ORDINAL_ENDINGS = ['e', 'ste', 'de'];
/** Number words of sizes the general number grammar leaves alone ('een heel uur'). */
export const SIZE_NUMBER_WORDS: Readonly<Record<string, number>> = { heel: 1, hele: 1 };
