import { BookOpen, MessageSquareText } from 'lucide-react';
import { AI_TEXT } from '../../ai';
import type { PriceOrigin } from './quote-form-schema';

/**
 * Marks a row whose price the AI filled in: from the catalogue or from the pasted text. The marker
 * disappears once the user changes the price.
 */
export function PriceOriginBadge({ origin, unitPrice }: { origin?: PriceOrigin; unitPrice: unknown }) {
  if (!origin || unitPrice !== origin.unitPrice) return null;
  const catalog = origin.source === 'catalog';
  const Icon = catalog ? BookOpen : MessageSquareText;
  return (
    <span
      data-testid="price-origin"
      className={`mt-1 inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${
        catalog ? 'bg-emerald-50 text-emerald-800' : 'bg-sky-50 text-sky-800'
      }`}
    >
      <Icon aria-hidden="true" className="size-3" />
      {catalog ? AI_TEXT.fromCatalog : AI_TEXT.fromText}
    </span>
  );
}
