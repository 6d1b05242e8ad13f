/**
 * From a read document to what onboarding keeps: the document type (the user's choice, else from the
 * content) and, for price lists and terms only, the products and terms the provider finds. A sample
 * quote (template_quote) or another document (a letter, an invoice, a newsletter) never feeds the
 * catalogue or the terms: its lines are a customer's, not the company's prices.
 */
import type { DocumentType, DocumentTypeSource } from '@offerteflow/contracts';
import type { AiProvider, CatalogExtraction, ReadDocument } from './ai-provider';
import { classifyDocumentType } from './doctype/classify';

export interface Interpretation {
  documentType: DocumentType;
  typeSource: DocumentTypeSource;
  extraction: CatalogExtraction;
}

export const feedsCatalogue = (type: DocumentType) => type === 'pricelist' || type === 'terms';

export async function interpretDocument(
  ai: Pick<AiProvider, 'extractCatalog'>,
  doc: ReadDocument,
  chosen: DocumentType | null,
): Promise<Interpretation> {
  const guess = chosen ? { type: chosen, by: 'user' as const } : classifyDocumentType(doc);
  const extraction: CatalogExtraction = feedsCatalogue(guess.type)
    ? await ai.extractCatalog(doc, guess.type)
    : { products: [], terms: [] };
  return { documentType: guess.type, typeSource: guess.by, extraction };
}
