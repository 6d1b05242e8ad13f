import { useId, useState } from 'react';
import {
  PUBLIC_QUOTE_ACCEPT_TICK,
  PUBLIC_QUOTE_LIMITS,
  PUBLIC_QUOTE_MSG,
  publicQuoteAcceptSchema,
  type CustomerSelection,
  type PublicQuote,
} from '@offerteflow/contracts';
import { textOn } from '@offerteflow/quote-document';
import { Button } from '../../components/Button';
import { FormField } from '../../components/FormField';
import { TextAreaField } from '../../components/SelectField';
import { InlineError } from '../../components/ErrorBox';
import { errorMessage } from '../../lib/api-error';
import { useSubmitForm } from '../../lib/use-submit-form';
import type { PublicQuoteApi } from './api';
import { SignaturePad } from './SignaturePad';

const ACTION_ERROR = 'Er is een fout opgetreden. Probeer het opnieuw.';

/** 'Uw beslissing': accept (name, tick, optional signature) or, after asking, decline with a reason. */
export function DecisionPanel({
  api,
  color,
  selection,
  onDecided,
}: {
  api: PublicQuoteApi;
  color: string;
  /** The customer's options and variants, sent with the acceptance. */
  selection?: CustomerSelection;
  onDecided: (q: PublicQuote) => void;
}) {
  const [mode, setMode] = useState<'accept' | 'decline'>('accept');
  return (
    <section aria-labelledby="decision-title" className="rounded-lg bg-white p-5 shadow sm:p-6">
      <h2 id="decision-title" className="text-lg font-semibold text-slate-900">
        Uw beslissing
      </h2>
      {mode === 'accept' ? (
        <AcceptForm
          api={api}
          color={color}
          selection={selection}
          onDecided={onDecided}
          onDecline={() => setMode('decline')}
        />
      ) : (
        <DeclineForm api={api} onDecided={onDecided} onCancel={() => setMode('accept')} />
      )}
    </section>
  );
}

function AcceptForm({
  api,
  color,
  selection,
  onDecided,
  onDecline,
}: {
  api: PublicQuoteApi;
  color: string;
  selection?: CustomerSelection;
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
  const onSubmit = submit(async (values) => onDecided(await api.accept({ ...values, signature, selection })));
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
          // The house colour, with white or dark text, whichever reads.
          style={{ backgroundColor: color, color: textOn(color) }}
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
