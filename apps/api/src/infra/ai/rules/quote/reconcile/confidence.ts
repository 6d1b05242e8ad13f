/**
 * Each line's confidence (0..1) from all stages: the classifier's probability, how well the catalogue
 * matched, whether the quantity and price were read from the phrase, came from context or were
 * changed later. The weights are learned (the `confidence` model in weights.json) on whether lines of
 * the tuning corpus were right as stated.
 */
import type { Line } from './assemble';

export const CONFIDENCE_FEATURES = [
  'p',
  'logit',
  'product',
  'matchScore',
  'explicitQuantity',
  'contextQuantity',
  'vague',
  'priceText',
  'priceCatalog',
  'priceNone',
  'changed',
  'row',
  'item',
  'own',
  'quoted',
  'shortDescription',
  'unitTime',
  'total',
] as const;

const b = (v: boolean) => (v ? 1 : 0);

export function confidenceFeatures(l: Line): number[] {
  const p = Math.min(Math.max(l.p, 1e-4), 1 - 1e-4);
  const head = l.candidate.segments[0]!;
  const v: Record<(typeof CONFIDENCE_FEATURES)[number], number> = {
    p,
    logit: Math.max(-6, Math.min(6, Math.log(p / (1 - p)))) / 6,
    product: b(l.product !== null),
    matchScore: l.candidate.matchScore,
    explicitQuantity: b(l.explicitQuantity && !l.contextQuantity),
    contextQuantity: b(l.contextQuantity),
    vague: b(l.vague !== null),
    priceText: b(l.priceSource === 'text'),
    priceCatalog: b(l.priceSource === 'catalog'),
    priceNone: b(l.priceSource === 'none'),
    changed: b(l.changed),
    row: b(head.kind === 'row'),
    item: b(head.kind === 'item'),
    own: b(l.candidate.message.own),
    quoted: b(l.candidate.message.quoted),
    shortDescription: b(l.description.split(' ').length <= 1),
    unitTime: b(l.unit === 'uur' || l.unit === 'dag'),
    total: b(l.total !== null),
  };
  return CONFIDENCE_FEATURES.map((n) => v[n]);
}
