import { Send } from 'lucide-react';
import { QUOTE_DOCUMENT_MSG, QUOTE_EMAIL_LIMITS, quoteSendEmailSchema } from '@offerteflow/contracts';
import { ErrorBox } from '../../components/ErrorBox';
import { FormField } from '../../components/FormField';
import { FormModalButtons, Modal } from '../../components/Modal';
import { TextAreaField } from '../../components/SelectField';
import { useToast } from '../../lib/toast';
import { useSubmitForm } from '../../lib/use-submit-form';
import { useSendQuoteEmail } from './hooks';

export const SEND_EMAIL_TEXT = {
  title: 'Offerte versturen per e-mail',
  email: 'E-mailadres',
  message: 'Bericht (optioneel)',
  messagePlaceholder: 'Een persoonlijk bericht bij de offerte',
  messageHint:
    'Uw bericht vervangt de standaard aanhef en afsluiting. Offertenummer, totaal en geldigheid staan er altijd onder.',
  send: 'Versturen',
  cancel: 'Annuleren',
  sent: 'Offerte verzonden',
  /** SPEC §8 fallback when the server sends no message. */
  failed: QUOTE_DOCUMENT_MSG.sendEmailFailed,
} as const;

const MESSAGE_MAX = QUOTE_EMAIL_LIMITS.messageMax;

export interface SendEmailQuote {
  id: string;
  quoteNumber: string;
  customer: { name: string; email: string | null };
}

/**
 * SPEC §2 send-by-e-mail modal: the e-mail field pre-filled from the customer, an optional message;
 * POST /api/quotes/:id/send-email. A failure shows the server message (or the SPEC §8 fallback) and
 * keeps what was typed.
 */
export function SendEmailModal({
  quote,
  onClose,
  onSent,
}: {
  quote: SendEmailQuote;
  onClose: () => void;
  onSent?: () => void;
}) {
  const send = useSendQuoteEmail();
  const { toast } = useToast();
  const {
    form,
    submitError: serverError,
    submit,
  } = useSubmitForm(
    quoteSendEmailSchema,
    { email: quote.customer.email ?? '', message: '' },
    { fields: ['email'], fallback: SEND_EMAIL_TEXT.failed },
  );
  const { register, formState } = form;

  const onSubmit = submit(async (values) => {
    await send.mutateAsync({ id: quote.id, body: values });
    toast({
      variant: 'success',
      title: SEND_EMAIL_TEXT.sent,
      description: `${quote.quoteNumber} → ${values.email}`,
    });
    onSent?.();
    onClose();
  });

  return (
    <Modal
      title={SEND_EMAIL_TEXT.title}
      onClose={onClose}
      footer={
        <FormModalButtons
          formId="send-email-form"
          busy={send.isPending}
          onCancel={onClose}
          cancelLabel={SEND_EMAIL_TEXT.cancel}
        >
          <Send aria-hidden="true" className="size-4" />
          {SEND_EMAIL_TEXT.send}
        </FormModalButtons>
      }
    >
      <form id="send-email-form" noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
        <p className="text-sm text-slate-600">
          {quote.quoteNumber} · {quote.customer.name}
        </p>
        {serverError && <ErrorBox message={serverError} />}
        <FormField
          label={SEND_EMAIL_TEXT.email}
          type="email"
          autoComplete="email"
          data-autofocus
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <TextAreaField
          label={SEND_EMAIL_TEXT.message}
          rows={5}
          maxLength={MESSAGE_MAX}
          placeholder={SEND_EMAIL_TEXT.messagePlaceholder}
          hint={SEND_EMAIL_TEXT.messageHint}
          error={formState.errors.message?.message}
          {...register('message')}
        />
      </form>
    </Modal>
  );
}
