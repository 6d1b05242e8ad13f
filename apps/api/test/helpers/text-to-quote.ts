/** Helpers for the rules text-to-quote specs: catalogue products and a model that keeps every candidate. */
import type { QuoteUnit } from '@offerteflow/contracts';
import type { QuoteContext } from '../../src/infra/ai/ai-provider';
import { DEFAULT_MODEL, type TextModel } from '../../src/infra/ai/rules/quote/classify/model';

export const catalogProduct = (
  name: string,
  unitPrice: number,
  unit: QuoteUnit = 'stuk',
): QuoteContext['products'][number] => ({ name, description: null, unitPrice, unit, category: null });

/** Every candidate with a product becomes a line: for specs about the line, not the decision. */
export const EVERY_CANDIDATE: TextModel = {
  ...DEFAULT_MODEL,
  line: { ...DEFAULT_MODEL.line, weights: DEFAULT_MODEL.line.weights.map(() => 0), bias: 5 },
};
