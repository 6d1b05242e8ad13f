/** The default provider: offline, deterministic rules for Dutch price lists, terms and customer texts. */
import type { AiQuoteResult, DocumentType } from '@offerteflow/contracts';
import { AiProvider, type CatalogExtraction, type QuoteContext, type ReadDocument } from '../ai-provider';
import { extractCatalogByRules } from './catalog';
import { quoteFromTextByRules } from './quote';

export class RulesAiProvider extends AiProvider {
  readonly name = 'rules' as const;

  extractCatalog(doc: ReadDocument, documentType: DocumentType): Promise<CatalogExtraction> {
    return Promise.resolve(extractCatalogByRules(doc, documentType));
  }

  quoteFromText(text: string, context: QuoteContext): Promise<AiQuoteResult> {
    return Promise.resolve(quoteFromTextByRules(text, context));
  }
}
