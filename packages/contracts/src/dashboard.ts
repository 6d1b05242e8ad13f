/** GET /api/quotes/stats: the dashboard's live statistics, from the company's own quotes. */
import { z } from 'zod';
import { envelope } from './api.js';

export const quoteStatsSchema = z.object({
  totalQuotes: z.number().int().min(0),
  /** Quotes created in the current calendar month (Europe/Amsterdam). */
  thisMonth: z.number().int().min(0),
  /** Sum of all quotes' totalAmount in euros; the dashboard shows it short ('€ 45,2k'). */
  totalValue: z.number(),
  acceptedCount: z.number().int().min(0),
  /** accepted + rejected */
  decidedCount: z.number().int().min(0),
  /** Whole percent accepted / decided, or null when nothing is decided yet. */
  conversionRate: z.number().int().min(0).max(100).nullable(),
});
export type QuoteStats = z.infer<typeof quoteStatsSchema>;
export const quoteStatsResponseSchema = envelope(quoteStatsSchema);
