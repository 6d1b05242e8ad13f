/** Rules text-to-quote: customer, items and notes from an e-mail, chat or phone notes. */
import type { AiQuoteResult } from '@offerteflow/contracts';
import type { QuoteContext } from '../../ai-provider';
import { CatalogIndex } from './catalog-index';
import { findCustomer } from './customer';
import { collectItems } from './items';
import { collectNotes } from './notes';
import { ownCompanyMatcher } from './own-company';
import { normalizeText } from './text';
import { splitThread } from './thread';

export function quoteFromTextByRules(text: string, context: QuoteContext): AiQuoteResult {
  const own = ownCompanyMatcher(context);
  const messages = splitThread(normalizeText(text), own);
  const index = new CatalogIndex(context.products);
  const itemNotes: string[] = [];
  const leftovers: string[] = [];
  const items = collectItems(messages, index, itemNotes, leftovers);
  return {
    customer: findCustomer(messages, own),
    items,
    notes: collectNotes(messages, itemNotes, leftovers),
    candidates: [],
  };
}
