import { PriceSourceBadge } from '../../ai';
import type { PriceOrigin } from './quote-form-schema';

/**
 * Marks a row the AI filled in with where its price came from: the pasted text, the catalogue, or no
 * price found (still to be filled in). The marker disappears once the user changes the price.
 */
export function PriceOriginBadge({ origin, unitPrice }: { origin?: PriceOrigin; unitPrice: unknown }) {
  if (!origin || unitPrice !== origin.unitPrice) return null;
  return (
    <span data-testid="price-origin" className="mt-1 flex">
      {/* The price column is narrow: a label that wraps gets square corners. */}
      <PriceSourceBadge source={origin.source} className="rounded-md!" />
    </span>
  );
}
