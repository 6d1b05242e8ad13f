/** Unit words people write ('uren', 'm²', 'vierkante meter', 'stuks', 'kilo') to the quote units. */
import type { QuoteUnit } from '@offerteflow/contracts';
import { fold } from './text';

const UNIT_WORDS: ReadonlyArray<[RegExp, QuoteUnit]> = [
  [/^(?:uur|uren|u|h|manuur|manuren|werkuur|werkuren|arbeidsuur|arbeidsuren)$/, 'uur'],
  [/^(?:dag|dagen|werkdag|werkdagen|mandag|mandagen)$/, 'dag'],
  [/^(?:m2|m²|m\^2|vierkante\s*meters?|vierkante\s*m|meter2)$/, 'm2'],
  [/^(?:kg|kilo|kilos|kilo's|kilogram)$/, 'kg'],
  [/^(?:liter|liters|l|ltr)$/, 'liter'],
  [/^(?:maand|maanden|mnd)$/, 'maand'],
  [/^(?:jaar|jaren)$/, 'jaar'],
  [
    /^(?:stuk|stuks|st|st\.|stk|x|keer|maal|pcs|exemplaren|exemplaar|meter|meters|mtr|m1|strekkende meter|pp|p\.p|persoon)$/,
    'stuk',
  ],
];

export function unitOf(word: string): QuoteUnit | null {
  const w = fold(word).trim().replace(/\.$/, '').replace(/\s+/g, ' ');
  for (const [re, unit] of UNIT_WORDS) if (re.test(w)) return unit;
  return null;
}

/** Converts a quantity between hours and days (8 hours a day); other units are not converted. */
export function convertQuantity(value: number, from: QuoteUnit, to: QuoteUnit): number {
  if (from === 'uur' && to === 'dag') return value / 8;
  if (from === 'dag' && to === 'uur') return value * 8;
  return value;
}
