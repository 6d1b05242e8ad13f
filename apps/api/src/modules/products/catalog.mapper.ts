/** Catalogue rows as the contracts carry them (euros instead of cents). */
import type { Product, Term } from '@offerteflow/contracts';
import { centsToEuro } from '@offerteflow/domain';
import type { ProductEntity } from './product.entity';
import type { TermEntity } from './term.entity';

export const toProductDto = (p: ProductEntity): Product => ({
  id: p.id,
  name: p.name,
  description: p.description,
  unitPrice: centsToEuro(p.unitPriceCents),
  unit: p.unit,
  vatRate: p.vatRate,
  category: p.category,
  needsReview: p.needsReview,
  sourceDocumentId: p.sourceDocumentId,
  version: p.version,
});

export const toTermDto = (t: TermEntity): Term => ({
  id: t.id,
  termType: t.termType,
  content: t.content,
  isDefault: t.isDefault,
  version: t.version,
});
