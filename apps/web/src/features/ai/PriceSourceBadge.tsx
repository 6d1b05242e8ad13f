import { BookOpen, CircleAlert, MessageSquareText } from 'lucide-react';
import type { AiPriceSource } from '@offerteflow/contracts';
import { Badge } from '../../components/Badge';
import { PRICE_SOURCE_LABEL } from './ai-texts';

const ICON = { text: MessageSquareText, catalog: BookOpen, none: CircleAlert } as const;

/**
 * Where the AI got a line's price: 'Uit tekst', 'Uit catalogus' or, amber, 'Geen prijs gevonden' (the
 * price is 0 and still to be filled in). Shown in the review step and on the quote form's rows; in a
 * narrow column it wraps with square corners.
 */
export function PriceSourceBadge({ source, className = '' }: { source: AiPriceSource; className?: string }) {
  const Icon = ICON[source];
  return (
    <Badge
      tone={source === 'none' ? 'warning' : 'neutral'}
      className={`inline-flex items-center gap-1 ${className}`}
    >
      <Icon aria-hidden="true" className="size-3 shrink-0" />
      {PRICE_SOURCE_LABEL[source]}
    </Badge>
  );
}
