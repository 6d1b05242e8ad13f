import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { CheckCircle2, FileDown, XCircle } from 'lucide-react';
import { PUBLIC_QUOTE_MSG, type PublicQuote } from '@offerteflow/contracts';
import { formatDateTime } from '@offerteflow/domain';
import { Button, buttonClasses } from '../../components/Button';
import { LoadingScreen } from '../../components/Spinner';
import { ApiError, errorMessage } from '../../lib/api-error';
import { publicQuoteApi, type PublicQuoteApi } from './api';
import { ChoicesPanel, hasChoices, initialSelection } from './ChoicesPanel';
import { DecisionPanel } from './DecisionPanel';
import { QuotePageFrame } from './QuotePageFrame';

const LOAD_ERROR = 'De offerte kon niet worden geladen. Probeer het later opnieuw.';

type Load =
  | { state: 'loading' }
  | { state: 'notFound' }
  | { state: 'error'; message: string }
  | { state: 'ready'; quote: PublicQuote };

/**
 * /o/:token: the customer's page of a sent quote, outside the app layout and without a login. Shows
 * the quote as a responsive page in the quote's house style (lines stacked on a phone), the A4 PDF
 * one tap away in the bar on top, and while the quote is open 'Akkoord geven' and 'Afwijzen'
 * (docs/customer-portal.md).
 */
export function PublicQuotePage({ apiRoot }: { apiRoot?: string } = {}) {
  const { token = '' } = useParams();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const api = useMemo(() => publicQuoteApi(token, apiRoot), [token, apiRoot]);

  // Bumped by 'Opnieuw proberen' after a failed load.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    api.get().then(
      (quote) => live && setLoad({ state: 'ready', quote }),
      (err: unknown) => {
        if (!live) return;
        if (err instanceof ApiError && err.status === 404) setLoad({ state: 'notFound' });
        else setLoad({ state: 'error', message: errorMessage(err, LOAD_ERROR) });
      },
    );
    return () => {
      live = false;
    };
  }, [api, attempt]);

  useEffect(() => {
    // While loading or after a failed load the route's own title stays.
    if (load.state === 'notFound') document.title = PUBLIC_QUOTE_MSG.notFound;
    if (load.state !== 'ready') return;
    document.title = `Offerte ${load.quote.quoteNumber} – ${load.quote.companyName}`;
    // Keeps search engines away even when the page is served without the server's X-Robots-Tag (dev server).
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, [load]);

  if (load.state === 'loading') {
    return <LoadingScreen label="Offerte laden..." />;
  }
  if (load.state === 'notFound') {
    return (
      <main className="mx-auto max-w-lg px-4 py-16">
        <h1 className="text-2xl font-semibold text-slate-900">{PUBLIC_QUOTE_MSG.notFound}</h1>
      </main>
    );
  }
  if (load.state === 'error') {
    return (
      <main className="mx-auto max-w-lg px-4 py-16">
        <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-sm text-red-800">
          {load.message}
        </p>
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => {
            setLoad({ state: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          Opnieuw proberen
        </Button>
      </main>
    );
  }
  return <QuoteView api={api} quote={load.quote} onChange={(quote) => setLoad({ state: 'ready', quote })} />;
}

function QuoteView({
  api,
  quote,
  onChange,
}: {
  api: PublicQuoteApi;
  quote: PublicQuote;
  onChange: (q: PublicQuote) => void;
}) {
  const color = quote.primaryColor;
  const [selection, setSelection] = useState(() => initialSelection(quote.pricing));
  const open = quote.state === 'open';
  return (
    <div className="min-h-screen bg-slate-100">
      <header className="sticky top-0 z-10 bg-white shadow-sm" style={{ borderTop: `4px solid ${color}` }}>
        <div className="mx-auto flex max-w-4xl items-center justify-between gap-3 px-4 py-2.5 sm:py-4">
          <div className="min-w-0">
            <p className="text-xs break-words text-slate-600 sm:text-sm">{quote.companyName}</p>
            <h1 className="text-base font-semibold break-words text-slate-900 sm:text-xl">
              Offerte {quote.quoteNumber}
            </h1>
          </div>
          <a href={api.pdfUrl} className={buttonClasses('secondary', 'shrink-0 px-3 sm:px-4')} download>
            <FileDown aria-hidden="true" className="size-4" /> {PUBLIC_QUOTE_MSG.download}
          </a>
        </div>
      </header>
      <main className="mx-auto max-w-4xl space-y-4 px-2 py-4 sm:space-y-6 sm:px-4 sm:py-6">
        <StateBanner quote={quote} />
        <QuotePageFrame title={`Offerte ${quote.quoteNumber}`} html={quote.documentHtml} />
        {open && hasChoices(quote.pricing) && (
          <ChoicesPanel pricing={quote.pricing} selection={selection} onChange={setSelection} />
        )}
        {open && <DecisionPanel api={api} color={color} selection={selection} onDecided={onChange} />}
      </main>
    </div>
  );
}

function StateBanner({ quote }: { quote: PublicQuote }) {
  if (quote.state === 'expired') {
    return (
      <p
        role="status"
        className="rounded-md bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
      >
        {PUBLIC_QUOTE_MSG.expired}
      </p>
    );
  }
  if (quote.state === 'accepted') {
    const name = quote.decision?.name ?? '';
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-md bg-green-50 px-4 py-3 text-sm font-medium text-green-900 ring-1 ring-green-200"
      >
        <CheckCircle2 aria-hidden="true" className="size-5" />
        {quote.decision
          ? PUBLIC_QUOTE_MSG.accepted(name, formatDateTime(quote.decision.at))
          : 'Deze offerte is geaccepteerd'}
      </p>
    );
  }
  if (quote.state === 'rejected') {
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-md bg-slate-50 px-4 py-3 text-sm font-medium text-slate-800 ring-1 ring-slate-200"
      >
        <XCircle aria-hidden="true" className="size-5" /> {PUBLIC_QUOTE_MSG.rejected}
      </p>
    );
  }
  return null;
}
