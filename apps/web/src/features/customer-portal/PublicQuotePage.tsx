import { useEffect, useId, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { CheckCircle2, FileDown, XCircle } from 'lucide-react';
import {
  PUBLIC_QUOTE_ACCEPT_TICK,
  PUBLIC_QUOTE_LIMITS,
  PUBLIC_QUOTE_MSG,
  publicQuoteAcceptSchema,
  type PublicQuote,
} from '@offerteflow/contracts';
import { formatDateTime } from '@offerteflow/domain';
import { Button, buttonClasses } from '../../components/Button';
import { FormField } from '../../components/FormField';
import { LoadingScreen } from '../../components/Spinner';
import { TextAreaField } from '../../components/SelectField';
import { InlineError } from '../../components/ErrorBox';
import { ApiError, errorMessage } from '../../lib/api-error';
import { useSubmitForm } from '../../lib/use-submit-form';
import { publicQuoteApi, type PublicQuoteApi } from './api';
import { SignaturePad } from './SignaturePad';

const LOAD_ERROR = 'De offerte kon niet worden geladen. Probeer het later opnieuw.';
const ACTION_ERROR = 'Er is een fout opgetreden. Probeer het opnieuw.';

type Load =
  | { state: 'loading' }
  | { state: 'notFound' }
  | { state: 'error'; message: string }
  | { state: 'ready'; quote: PublicQuote };

/**
 * /o/:token: the customer's page of a sent quote, outside the app layout and without a login. Shows
 * the quote document (the same HTML the PDF is printed from) in the quote's house style, the PDF
 * download, and while the quote is open 'Akkoord geven' and 'Afwijzen' (docs/customer-portal.md).
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
  return (
    <div className="min-h-screen bg-slate-100">
      <header className="bg-white shadow-sm" style={{ borderTop: `4px solid ${color}` }}>
        <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-3 px-4 py-4">
          <div>
            <p className="text-sm text-slate-500">{quote.companyName}</p>
            <h1 className="text-xl font-semibold text-slate-900">Offerte {quote.quoteNumber}</h1>
          </div>
          <a href={api.pdfUrl} className={buttonClasses('secondary')} download>
            <FileDown aria-hidden="true" className="size-4" /> {PUBLIC_QUOTE_MSG.download}
          </a>
        </div>
      </header>
      <main className="mx-auto max-w-4xl space-y-6 px-4 py-6">
        <StateBanner quote={quote} />
        <DocumentFrame quote={quote} />
        {quote.state === 'open' && <DecisionPanel api={api} color={color} onDecided={onChange} />}
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

/** The quote document as on the PDF, isolated in a sandboxed frame (no scripts) sized to its content. */
function DocumentFrame({ quote }: { quote: PublicQuote }) {
  const [height, setHeight] = useState(1100);
  return (
    <iframe
      title={`Offerte ${quote.quoteNumber}`}
      srcDoc={quote.documentHtml}
      sandbox="allow-same-origin"
      className="w-full rounded-lg bg-white shadow"
      style={{ height }}
      onLoad={(e) => {
        const doc = e.currentTarget.contentDocument;
        // The body's own height: the root element is never smaller than the frame itself.
        if (doc?.body) setHeight(Math.ceil(doc.body.getBoundingClientRect().height) + 32);
      }}
    />
  );
}

function DecisionPanel({
  api,
  color,
  onDecided,
}: {
  api: PublicQuoteApi;
  color: string;
  onDecided: (q: PublicQuote) => void;
}) {
  const [mode, setMode] = useState<'accept' | 'decline'>('accept');
  return (
    <section aria-labelledby="decision-title" className="rounded-lg bg-white p-5 shadow sm:p-6">
      <h2 id="decision-title" className="text-lg font-semibold text-slate-900">
        Uw beslissing
      </h2>
      {mode === 'accept' ? (
        <AcceptForm api={api} color={color} onDecided={onDecided} onDecline={() => setMode('decline')} />
      ) : (
        <DeclineForm api={api} onDecided={onDecided} onCancel={() => setMode('accept')} />
      )}
    </section>
  );
}

function AcceptForm({
  api,
  color,
  onDecided,
  onDecline,
}: {
  api: PublicQuoteApi;
  color: string;
  onDecided: (q: PublicQuote) => void;
  onDecline: () => void;
}) {
  const tickId = useId();
  const [signature, setSignature] = useState<string | null>(null);
  const { form, submitError, submit } = useSubmitForm(
    publicQuoteAcceptSchema,
    { name: '', agreed: false as unknown as true, signature: null },
    { fields: ['name'], fallback: ACTION_ERROR },
  );
  const onSubmit = submit(async (values) => onDecided(await api.accept({ ...values, signature })));
  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-4 space-y-4">
      <FormField
        label="Uw naam"
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <div>
        <div className="flex items-start gap-2">
          <input
            id={tickId}
            type="checkbox"
            className="mt-0.5 size-4"
            aria-invalid={errors.agreed ? true : undefined}
            aria-describedby={errors.agreed ? `${tickId}-error` : undefined}
            {...form.register('agreed')}
          />
          <label htmlFor={tickId} className="text-sm text-slate-800">
            {PUBLIC_QUOTE_ACCEPT_TICK}
          </label>
        </div>
        {errors.agreed && (
          <p id={`${tickId}-error`} className="mt-1 text-sm text-red-700">
            {PUBLIC_QUOTE_MSG.tickRequired}
          </p>
        )}
      </div>
      <SignaturePad color="#0f172a" onChange={setSignature} />
      <InlineError message={submitError} />
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          loading={isSubmitting}
          disabled={isSubmitting}
          style={{ backgroundColor: color }}
        >
          {PUBLIC_QUOTE_MSG.acceptButton}
        </Button>
        <Button variant="secondary" onClick={onDecline} disabled={isSubmitting}>
          {PUBLIC_QUOTE_MSG.declineButton}
        </Button>
      </div>
    </form>
  );
}

function DeclineForm({
  api,
  onDecided,
  onCancel,
}: {
  api: PublicQuoteApi;
  onDecided: (q: PublicQuote) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const decline = async () => {
    setBusy(true);
    setError(null);
    try {
      onDecided(await api.decline({ reason }));
    } catch (err) {
      setError(errorMessage(err, ACTION_ERROR));
      setBusy(false);
    }
  };
  return (
    <div className="mt-4 space-y-4">
      <p className="text-sm text-slate-700">Weet u zeker dat u deze offerte wilt afwijzen?</p>
      <TextAreaField
        label="Reden (optioneel)"
        rows={3}
        maxLength={PUBLIC_QUOTE_LIMITS.reasonMax}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <InlineError message={error} />
      <div className="flex flex-wrap gap-2">
        <Button variant="danger" onClick={() => void decline()} loading={busy} disabled={busy}>
          Offerte afwijzen
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Annuleren
        </Button>
      </div>
    </div>
  );
}
