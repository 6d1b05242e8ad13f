/** Rules text-to-quote: customer, items and notes from an e-mail, chat or phone notes. */
import type { AiQuoteResult } from '@offerteflow/contracts';
import type { QuoteContext } from '../../ai-provider';

export function quoteFromTextByRules(text: string, context: QuoteContext): AiQuoteResult {
  void text;
  void context;
  throw new Error('quoteFromTextByRules: not built yet');
}
