import { quoteUnitLabel, type AiItem } from '@offerteflow/contracts';
import { euro, quantity } from '../../../lib/format';
import { AI_REVIEW_TEXT } from '../ai-texts';
import { appliedQuantity } from './review-state';

/**
 * What makes a line or candidate the active one: hovering it, focusing anything inside it, or clicking
 * it (the last two stay until another one is chosen).
 */
export interface Activation {
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onFocus: () => void;
  onClick: () => void;
}

/** Lists whose items can be the active one: which one is, and the handlers that make one active. */
export interface ActiveKeyProps {
  activeKey: string | null;
  activation: (key: string) => Activation;
}

/** '85 m² × € 12,50 excl. BTW': the quantity the form will get and the unit price. */
export function LineFigures({ item }: { item: AiItem }) {
  return (
    <p className="text-sm text-slate-700 tabular-nums">
      {quantity(appliedQuantity(item))} {quoteUnitLabel(item.unit)} × {euro(item.unitPrice)}{' '}
      <span className="text-xs text-slate-500">{AI_REVIEW_TEXT.excl}</span>
    </p>
  );
}

/** The phrase a line came from, quoted and small; or that it cannot be pointed out. */
export function SourcePhrase({ phrase, id }: { phrase: string | null; id?: string }) {
  return (
    <p id={id} className="text-xs break-words text-slate-500">
      {phrase ? (
        <>
          {AI_REVIEW_TEXT.fromPhrase}: <q className="text-slate-700 italic">{phrase}</q>
        </>
      ) : (
        AI_REVIEW_TEXT.noSource
      )}
    </p>
  );
}

/** The frame of a line or candidate: a ring while it is the active one. */
export function itemFrame(active: boolean, extra = ''): string {
  return `rounded-lg border p-3 transition-colors ${
    active ? 'border-amber-500 ring-1 ring-amber-500' : 'border-slate-200'
  } ${extra}`.trim();
}
