import { Link, useNavigate, useParams } from 'react-router-dom';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { quoteSchema, type Quote, type QuoteCreateInput } from '@offerteflow/contracts';
import { QUOTE_STATUS_MESSAGES, defaultValidUntil, defaultVatRate, isEditable } from '@offerteflow/domain';
import { buttonClasses } from '../../../components/Button';
import { PageHeader } from '../../../components/PageHeader';
import { VersionConflict } from '../../../components/VersionConflict';
import { toast } from '../../../lib/toast';
import { useVersionConflict } from '../../../lib/versioning';
import { SAVED_OFFLINE_TOAST, savedLocally } from '../offline/quotes';
import { DEFAULT_QUOTE_FORM_SETTINGS } from '../api';
import { useCreateQuote, useQuote, useQuoteFormSettings, useUpdateQuote } from '../hooks';
import { QuoteLoadError } from '../QuoteDetailOverlay';
import { usePdfPreview } from '../../pdf';
import { QuoteForm } from './QuoteForm';
import { newQuoteValues, quoteToFormValues } from './quote-form-schema';

function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-16 text-sm text-slate-600">
      <Loader2 aria-hidden="true" className="size-5 animate-spin text-brand" /> {label}
    </p>
  );
}

/** The quote settings the form needs; on a failure the SPEC §9 defaults are used. */
function useFormSettings() {
  const settings = useQuoteFormSettings();
  const values = settings.data ?? DEFAULT_QUOTE_FORM_SETTINGS;
  return { loading: settings.isPending, values, vatRate: defaultVatRate(values) };
}

export interface NewQuotePageProps {
  /** Called with the new quote's id after a create; without it the app goes to /quotes (SPEC §4). */
  onSuccess?: (id: string) => void;
  onPreview?: (payload: QuoteCreateInput) => void;
}

/** /quotes/new, 'Nieuwe Offerte'. */
export function NewQuotePage({ onSuccess, onPreview }: NewQuotePageProps = {}) {
  const navigate = useNavigate();
  const settings = useFormSettings();
  const create = useCreateQuote();
  const preview = usePdfPreview();

  const save = async (payload: QuoteCreateInput) => {
    const quote = await create.mutateAsync(payload);
    if (savedLocally(quote)) toast({ variant: 'warning', ...SAVED_OFFLINE_TOAST });
    else toast({ variant: 'success', title: 'Offerte aangemaakt', description: quote.quoteNumber });
    if (onSuccess) onSuccess(quote.id);
    else void navigate('/quotes');
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Nieuwe Offerte"
        description="Stel een offerte op voor een nieuwe of bestaande klant."
      />
      {settings.loading ? (
        <Loading label="Laden..." />
      ) : (
        <QuoteForm
          initialValues={newQuoteValues({
            vatRate: settings.vatRate,
            validUntil: defaultValidUntil(settings.values.defaultValidityDays),
            depositPercent: settings.values.depositPercent,
          })}
          defaultVatRate={settings.vatRate}
          submitLabel="Offerte aanmaken"
          showAiText
          onSubmit={save}
          onPreview={onPreview ?? preview.previewPayload}
        />
      )}
      {preview.modal}
    </div>
  );
}

/**
 * /quotes/:id/edit: the same form, prefilled; accepted and rejected quotes cannot be edited. The edit
 * is saved on the version the form was filled from (If-Match); when someone else saved first, the
 * page says so and the user saves theirs on top, or takes the server's version into the form.
 */
export function EditQuotePage({ onPreview }: Pick<NewQuotePageProps, 'onPreview'> = {}) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const settings = useFormSettings();
  const quote = useQuote(id);
  const update = useUpdateQuote(id);
  const preview = usePdfPreview();
  const conflict = useVersionConflict(quoteSchema);
  // The server's quote the user chose after a conflict: the form starts again from it.
  const [taken, setTaken] = useState<Quote | null>(null);
  const [unsaved, setUnsaved] = useState<QuoteCreateInput | null>(null);
  // The version the form's values are based on: fixed when the form is filled, so a background
  // refresh of the quote never moves the base of what the user is typing.
  const [base, setBase] = useState<number | null>(null);
  const loaded = taken ?? quote.data;
  if (base === null && loaded) setBase(loaded.version);

  const saveOn = async (payload: QuoteCreateInput, version: number) => {
    try {
      const saved = await update.mutateAsync({ body: payload, version });
      if (savedLocally(saved)) toast({ variant: 'warning', ...SAVED_OFFLINE_TOAST });
      else toast({ variant: 'success', title: 'Offerte opgeslagen', description: saved.quoteNumber });
      void navigate('/quotes');
    } catch (error) {
      if (!conflict.caught(error)) throw error;
      setUnsaved(payload);
    }
  };
  const save = (payload: QuoteCreateInput) => saveOn(payload, base ?? loaded?.version ?? 1);
  const keepMine = () => {
    if (conflict.current && unsaved) void saveOn(unsaved, conflict.current.version).catch(() => undefined);
  };
  const takeServer = () => {
    if (!conflict.current) return;
    setTaken(conflict.current);
    setBase(conflict.current.version);
    conflict.clear();
  };

  const title = quote.data ? `Offerte ${quote.data.quoteNumber} bewerken` : 'Offerte bewerken';
  return (
    <div className="space-y-6">
      <PageHeader title={title} />
      {conflict.current && (
        <VersionConflict onKeepMine={keepMine} onTakeServer={takeServer} busy={update.isPending} />
      )}
      {settings.loading || quote.isPending ? (
        <Loading label="Offerte laden..." />
      ) : quote.isError || !quote.data || !loaded ? (
        <QuoteLoadError onRetry={() => void quote.refetch()}>
          <Link to="/quotes" className={buttonClasses('ghost')}>
            Naar offertes
          </Link>
        </QuoteLoadError>
      ) : !isEditable(loaded.status) ? (
        <div role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-6 text-center">
          <p className="text-sm font-medium text-amber-900">{QUOTE_STATUS_MESSAGES.notEditable}</p>
          <p className="mt-1 text-sm text-amber-800">Dupliceer de offerte om een nieuwe versie te maken.</p>
          <Link to="/quotes" className={buttonClasses('secondary', 'mt-4')}>
            Naar offertes
          </Link>
        </div>
      ) : (
        <QuoteForm
          key={taken?.version ?? 'loaded'}
          initialValues={quoteToFormValues(loaded)}
          knownCustomer={
            loaded.customer.id
              ? { id: loaded.customer.id, name: loaded.customer.name, email: loaded.customer.email }
              : undefined
          }
          defaultVatRate={settings.vatRate}
          submitLabel="Wijzigingen opslaan"
          onSubmit={save}
          onPreview={onPreview ?? preview.previewPayload}
        />
      )}
      {preview.modal}
    </div>
  );
}
