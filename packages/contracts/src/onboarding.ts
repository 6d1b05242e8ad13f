/**
 * Onboarding data contracts: SPEC §3 (Extracted data: Product, Term). The product catalogue and the
 * terms of a company; GET /api/onboarding/extracted-data returns both (empty until onboarding fills them).
 */
import { z } from 'zod';
import { envelope } from './api.js';
import { QUOTE_UNITS } from './quotes.js';

export const TERM_TYPES = ['payment_terms', 'delivery_terms', 'warranty', 'general'] as const;
export type TermType = (typeof TERM_TYPES)[number];
export const TERM_TYPE_LABELS: Readonly<Record<TermType, string>> = {
  payment_terms: 'Betaling',
  delivery_terms: 'Levering',
  warranty: 'Garantie',
  general: 'Algemeen',
};

export const productSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string().nullable(),
  /** Euros, at most 2 decimals. */
  unitPrice: z.number().min(0),
  unit: z.enum(QUOTE_UNITS),
  category: z.string().nullable(),
});
export type Product = z.infer<typeof productSchema>;

export const termSchema = z.object({
  id: z.string().uuid(),
  termType: z.enum(TERM_TYPES),
  content: z.string(),
  isDefault: z.boolean(),
});
export type Term = z.infer<typeof termSchema>;

export const extractedDataSchema = z.object({
  products: z.array(productSchema),
  terms: z.array(termSchema),
});
export type ExtractedData = z.infer<typeof extractedDataSchema>;
export const extractedDataResponseSchema = envelope(extractedDataSchema);
