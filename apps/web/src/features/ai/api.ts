import {
  AI_ANALYSIS_TIMEOUT_MS,
  AI_MSG,
  EMPTY_AI_QUOTE_RESULT,
  aiQuoteResultSchema,
  extractedDataSchema,
  type AiQuoteResult,
} from '@offerteflow/contracts';
import { ApiError, type ApiClient } from '../../lib/api-client';

/** The quote modal's path, and the onboarding-side test panel's path (SPEC §7 AI). */
export const AI_TEXT_PATHS = {
  quote: '/ai/generate-from-text',
  test: '/ai-test/generate-from-text',
} as const;

/**
 * Posts the trimmed text and reads `data`. An unreadable or empty answer gives empty customer data, no
 * items and empty notes (SPEC §7). The request gives up after the SPEC §9 AI time-out of 30 s.
 */
export async function generateFromText(
  client: ApiClient,
  text: string,
  path: string = AI_TEXT_PATHS.quote,
  signal?: AbortSignal,
): Promise<AiQuoteResult> {
  const data = await client.post(path, { text: text.trim() }, { timeoutMs: AI_ANALYSIS_TIMEOUT_MS, signal });
  const parsed = aiQuoteResultSchema.safeParse(data);
  return parsed.success ? parsed.data : EMPTY_AI_QUOTE_RESULT;
}

/** SPEC §8 AI: a time-out reads 'AI analyse timeout na 30 seconden'; else the server's message or `fallback`. */
export function aiErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.code === 'TIMEOUT') return AI_MSG.timeout;
    return error.message || fallback;
  }
  return error instanceof Error && error.message ? error.message : fallback;
}

/** True when the analysis found nothing at all: no customer data, lines, candidates or notes. */
export function isEmptyResult(result: AiQuoteResult): boolean {
  const c = result.customer;
  const noCustomer = !c.name && !c.email && !c.phone && !c.address;
  return noCustomer && result.items.length === 0 && result.candidates.length === 0 && !result.notes.trim();
}

/** How many catalogue products and default terms the AI can use; 0 and 0 when they cannot be read. */
export async function aiContextCounts(client: ApiClient): Promise<{ products: number; terms: number }> {
  const parsed = extractedDataSchema.safeParse(await client.get('/onboarding/extracted-data'));
  if (!parsed.success) return { products: 0, terms: 0 };
  return {
    products: parsed.data.products.length,
    terms: parsed.data.terms.length,
  };
}
