import { memo } from 'react';
import { CloudOff, Eye, FileDown, Mail, Pencil, Trash2, type LucideIcon } from 'lucide-react';
import { QUOTE_LIST_ITEM_PREVIEW, type QuoteListItem } from '@offerteflow/contracts';
import { isEditable } from '@offerteflow/domain';
import { IconButton } from '../../components/IconButton';
import { date, euro } from '../../lib/format';
import { SyncBadge } from '../../offline/SyncBadge';
import { StatusBadge } from './StatusBadge';

/** What the send and download actions need; both a list row and a full quote satisfy it. */
export type QuoteRef = Pick<QuoteListItem, 'id' | 'quoteNumber' | 'customer'>;

/** Row actions; a row shows the buttons whose handler is given (SPEC §2: edit only with a handler). */
export interface QuoteRowActions {
  onView: (quote: QuoteListItem) => void;
  onEdit?: (quote: QuoteListItem) => void;
  /** Send by e-mail: wired by the mail work (SendEmailModal). */
  onSend?: (quote: QuoteRef) => void;
  /** Download PDF: wired by the PDF work (useQuotePdf). */
  onDownloadPdf?: (quote: QuoteRef) => void;
  onDelete: (quote: QuoteListItem) => void;
}

/** '3 items: Schilderwerk, Behang en 1 meer...' (SPEC §2 Quotes page, first 2 descriptions). */
export function itemSummary(itemCount: number, firstItems: readonly string[]): string {
  const count = `${itemCount} ${itemCount === 1 ? 'item' : 'items'}`;
  if (firstItems.length === 0) return count;
  const shown = firstItems.slice(0, QUOTE_LIST_ITEM_PREVIEW).join(', ');
  const rest = itemCount - Math.min(firstItems.length, QUOTE_LIST_ITEM_PREVIEW);
  return `${count}: ${shown}${rest > 0 ? ` en ${rest} meer...` : ''}`;
}

/**
 * The badge of a row: the last 4 characters of the number ('0042'). A quote made offline has no
 * number yet ('Concept (offline)'), so it shows the offline icon instead of a piece of that text.
 */
function NumberBadge({ number }: { number: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-soft font-mono text-sm font-semibold text-brand"
    >
      {/\d$/.test(number) ? number.slice(-4) : <CloudOff className="size-5" />}
    </span>
  );
}

const ACTION_CLASSES =
  'inline-flex size-9 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600';

interface RowButton {
  icon: LucideIcon;
  title: string;
  label: string;
  run: ((quote: QuoteListItem) => void) | undefined;
  danger?: boolean;
}

/** A row of the quotes list; memoised, so it renders again only when its quote or the actions change. */
export const QuoteRow = memo(function QuoteRow({
  quote,
  actions,
}: {
  quote: QuoteListItem;
  actions: QuoteRowActions;
}) {
  const { onView, onEdit, onSend, onDownloadPdf, onDelete } = actions;
  const number = quote.quoteNumber;
  const editable = isEditable(quote.status);
  const summary = itemSummary(quote.itemCount, quote.firstItems);
  // In this order; an action without a handler has no button.
  const buttons: RowButton[] = [
    { icon: Eye, title: 'Bekijken', label: `Offerte ${number} bekijken`, run: onView },
    {
      icon: Pencil,
      title: 'Bewerken',
      label: `Offerte ${number} bewerken`,
      run: editable ? onEdit : undefined,
    },
    {
      icon: Mail,
      title: 'Per e-mail versturen',
      label: `Offerte ${number} per e-mail versturen`,
      run: onSend,
    },
    {
      icon: FileDown,
      title: 'PDF downloaden',
      label: `PDF van offerte ${number} downloaden`,
      run: onDownloadPdf,
    },
    {
      icon: Trash2,
      title: 'Verwijderen',
      label: `Offerte ${number} verwijderen`,
      run: onDelete,
      danger: true,
    },
  ];
  return (
    <li
      data-testid="quote-row"
      className="grid gap-3 px-4 py-4 sm:px-5 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1.2fr)_minmax(0,0.8fr)_auto] lg:items-center"
    >
      <div className="flex min-w-0 items-center gap-3">
        <NumberBadge number={number} />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="button"
              onClick={() => onView(quote)}
              title={number}
              className="truncate font-semibold text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
            >
              {number}
            </button>
            <StatusBadge status={quote.status} />
            <SyncBadge quote={quote} />
          </div>
          <p className="mt-0.5 line-clamp-2 text-xs text-slate-500" title={summary}>
            {summary}
          </p>
        </div>
      </div>
      <div className="min-w-0 text-sm">
        <p className="truncate font-medium text-slate-800" title={quote.customer.name}>
          {quote.customer.name}
        </p>
        {quote.customer.email && (
          <p className="truncate text-slate-500" title={quote.customer.email}>
            {quote.customer.email}
          </p>
        )}
      </div>
      <div className="flex items-baseline justify-between gap-3 text-sm lg:block lg:text-right">
        <p data-testid="quote-total" className="whitespace-nowrap">
          <span className="font-semibold whitespace-nowrap tabular-nums text-slate-900">
            {euro(quote.totalAmount)}
          </span>{' '}
          <span className="text-xs text-slate-600">excl. BTW</span>
        </p>
        <p className="text-slate-500">{date(quote.createdAt)}</p>
      </div>
      <div className="-ml-2 flex items-center gap-0.5 lg:ml-0 lg:justify-end">
        {/* An action without a handler keeps its slot, so every row's amount and icons line up. */}
        {buttons.map(({ icon, title, label, run, danger }) =>
          run ? (
            <IconButton
              key={title}
              icon={icon}
              label={label}
              title={title}
              onClick={() => run(quote)}
              className={danger ? `${ACTION_CLASSES} hover:bg-red-50 hover:text-red-700` : ACTION_CLASSES}
            />
          ) : (
            <span key={title} aria-hidden="true" className="size-9 shrink-0" />
          ),
        )}
      </div>
    </li>
  );
});
