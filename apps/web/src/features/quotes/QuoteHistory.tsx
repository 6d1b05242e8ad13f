import {
  QUOTE_CUSTOMER_ACTOR,
  QUOTE_HISTORY_ACTION_LABELS,
  quoteSentText,
  type QuoteHistoryEntry,
  type QuoteStatus,
} from '@offerteflow/contracts';
import { formatDateTime, isQuoteStatus, quoteStatusLabel } from '@offerteflow/domain';
import { useQuoteHistory } from './hooks';

/** 'Status gewijzigd: Concept → Verzonden', 'Verzonden door Jan per e-mail naar a@b.nl', ... */
export function historyText(entry: QuoteHistoryEntry): string {
  const label = QUOTE_HISTORY_ACTION_LABELS[entry.action];
  const details = entry.details ?? {};
  const status = (value: unknown) => (isQuoteStatus(value) ? quoteStatusLabel(value as QuoteStatus) : null);
  const from = status(details.from);
  const to = status(details.to);
  if (entry.action === 'status_changed' && to) return `${label}: ${from ? `${from} → ` : ''}${to}`;
  if (entry.action === 'sent')
    return quoteSentText(entry.by, typeof details.email === 'string' ? details.email : null);
  if (entry.action === 'reminder_sent' && typeof details.email === 'string') {
    return `${label} naar ${details.email}${typeof details.day === 'number' ? ` (dag ${details.day})` : ''}`;
  }
  if (entry.action === 'customer_rejected' && typeof details.reason === 'string') {
    return `${label}: ${details.reason}`;
  }
  if (entry.action === 'customer_accepted' && typeof details.chosen === 'string') {
    // The customer's options and variants: 'Dakgoot; Kozijnen: Hout'.
    return `${label}, gekozen: ${details.chosen}`;
  }
  if (entry.action === 'duplicated' && typeof details.sourceQuoteNumber === 'string') {
    return `${label} van ${details.sourceQuoteNumber}`;
  }
  return label;
}

/**
 * Who did it, after the text: ' door Jan de Vries' for a user. The customer's own actions name the
 * customer once: 'Bekeken door de klant', 'Geaccepteerd door de klant (Jan de Boer)' with the signer.
 */
export function historyActor(entry: QuoteHistoryEntry): string {
  if (entry.action === 'viewed') return ' door de klant';
  if (entry.action === 'customer_accepted' || entry.action === 'customer_rejected') {
    return entry.by && entry.by !== QUOTE_CUSTOMER_ACTOR ? ` (${entry.by})` : '';
  }
  if (entry.action === 'sent') return ''; // named in the text itself
  return entry.by ? ` door ${entry.by}` : '';
}

/** The quote's append-only history, newest last as the API returns it. */
export function QuoteHistory({ quoteId }: { quoteId: string }) {
  const history = useQuoteHistory(quoteId);
  if (history.isPending) {
    return (
      <p role="status" className="text-sm text-slate-500">
        Geschiedenis laden...
      </p>
    );
  }
  if (history.isError) {
    return <p className="text-sm text-slate-500">De geschiedenis kon niet worden geladen.</p>;
  }
  if (history.data.length === 0) return null;
  return (
    <section aria-labelledby="quote-history">
      <h3 id="quote-history" className="text-sm font-semibold text-slate-900">
        Geschiedenis
      </h3>
      <ol className="mt-2 space-y-1.5 border-l border-slate-200 pl-4 text-sm">
        {history.data.map((entry) => (
          <li key={entry.id} className="text-slate-700">
            <span className="text-slate-500 whitespace-nowrap tabular-nums">{formatDateTime(entry.at)}</span>{' '}
            · {historyText(entry)}
            <span className="text-slate-500">{historyActor(entry)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
