/** Rules extraction of catalogue products and terms from a read document. */
import type { DocumentType } from '@offerteflow/contracts';
import type { CatalogExtraction, ReadDocument } from '../../ai-provider';

export function extractCatalogByRules(doc: ReadDocument, documentType: DocumentType): CatalogExtraction {
  void doc;
  void documentType;
  throw new Error('extractCatalogByRules: not built yet');
}
