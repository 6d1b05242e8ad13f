import { useState } from 'react';
import { Link2Off } from 'lucide-react';
import { PUBLIC_QUOTE_MSG, type Quote } from '@offerteflow/contracts';
import { formatDateTime } from '@offerteflow/domain';
import { Button } from '../../components/Button';
import { MutationConfirmDialog } from '../../components/ConfirmDialog';
import { toast } from '../../lib/toast';
import { useRevokeQuoteLinks } from './hooks';

/** 'Bekeken: 3 keer, eerst op 23-11-2026 14:05'. */
export function viewedText(quote: Pick<Quote, 'viewedAt' | 'viewCount'>): string {
  if (!quote.viewedAt) return 'Nog niet bekeken door de klant';
  const count = quote.viewCount ?? 1;
  return `Bekeken: ${count} keer, eerst op ${formatDateTime(quote.viewedAt)}`;
}

/**
 * The customer's side in the detail overlay: whether the public link was opened, the customer's
 * decision (name and time, or the reason of a decline) and 'Link intrekken' with a confirmation.
 */
export function CustomerLinkPanel({ quote }: { quote: Quote }) {
  const [confirming, setConfirming] = useState(false);
  if (quote.status === 'draft') return null;
  const decision = quote.customerDecision;
  return (
    <section aria-labelledby="quote-customer-link" className="rounded-lg border border-slate-200 p-4">
      <h3 id="quote-customer-link" className="text-sm font-semibold text-slate-900">
        Online offerte
      </h3>
      <ul className="mt-2 space-y-1 text-sm text-slate-700">
        <li>{viewedText(quote)}</li>
        {decision?.decision === 'accepted' && (
          <li className="font-medium text-green-800">
            {PUBLIC_QUOTE_MSG.accepted(decision.name ?? 'de klant', formatDateTime(decision.at))}
          </li>
        )}
        {decision?.decision === 'rejected' && (
          <li className="font-medium text-red-800">
            Afgewezen door de klant op {formatDateTime(decision.at)}
            {decision.reason ? (
              <span className="block font-normal text-slate-700">Reden: {decision.reason}</span>
            ) : null}
          </li>
        )}
      </ul>
      {quote.status === 'sent' && (
        <Button variant="secondary" className="mt-3" onClick={() => setConfirming(true)}>
          <Link2Off aria-hidden="true" className="size-4" /> Link intrekken
        </Button>
      )}
      {confirming && <RevokeLinksDialog quote={quote} onDone={() => setConfirming(false)} />}
    </section>
  );
}

/** Mounted per confirmation, so a failure of an earlier attempt is not shown when it opens again. */
function RevokeLinksDialog({ quote, onDone }: { quote: Quote; onDone: () => void }) {
  const revoke = useRevokeQuoteLinks();
  return (
    <MutationConfirmDialog
      title="Link intrekken"
      message="De klant kan de offerte dan niet meer online bekijken of accepteren. Een nieuwe e-mail met de offerte bevat een nieuwe link."
      confirmLabel="Link intrekken"
      mutation={revoke}
      variables={quote.id}
      failureMessage="De link kon niet worden ingetrokken"
      onCancel={onDone}
      onSuccess={(result) => {
        onDone();
        toast({
          variant: 'success',
          title: result.revoked > 0 ? 'Link ingetrokken' : 'Er was geen actieve link',
          description: quote.quoteNumber,
        });
      }}
    />
  );
}
