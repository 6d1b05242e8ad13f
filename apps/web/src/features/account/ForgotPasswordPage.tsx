import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CheckCircle2 } from 'lucide-react';
import { ACCOUNT_TEXT, DEFAULT_SERVER_MESSAGE, forgotPasswordRequestSchema } from '@offerteflow/contracts';
import { EmailField } from '../../components/AccountFields';
import { ErrorBox } from '../../components/ErrorBox';
import { useSubmitForm } from '../../lib/use-submit-form';
import { AuthLayout, AuthSubmit, LINK_CLASSES } from '../auth';
import { usePasswordResetApi } from './api';

export function ForgotPasswordPage() {
  const api = usePasswordResetApi();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, submitError, submit } = useSubmitForm(
    forgotPasswordRequestSchema,
    { email: '' },
    { fields: ['email'], fallback: DEFAULT_SERVER_MESSAGE },
  );
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const onSubmit = submit(async (values) => {
    await api.requestLink(values);
    setSentTo(values.email);
  });
  return (
    <AuthLayout
      title="Wachtwoord vergeten"
      subtitle="Vul uw e-mailadres in. U ontvangt een link waarmee u een nieuw wachtwoord instelt."
    >
      {sentTo ? (
        <div role="status" className="space-y-4">
          <div className="flex gap-3 rounded-md border border-green-200 bg-green-50 p-4 text-sm text-green-900">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-600" />
            <p>{ACCOUNT_TEXT.forgotSent}</p>
          </div>
          <p className="text-sm text-slate-600">
            De link is één uur geldig. Kijk ook in uw map met ongewenste e-mail.
          </p>
        </div>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
          {submitError && <ErrorBox message={submitError} />}
          <EmailField error={errors.email?.message} {...register('email')} />
          <AuthSubmit busy={isSubmitting}>Herstellink versturen</AuthSubmit>
        </form>
      )}
      <p className="mt-6 text-center text-sm text-slate-600">
        Weet u het weer?{' '}
        <Link to="/login" className={LINK_CLASSES}>
          Terug naar inloggen
        </Link>
      </p>
    </AuthLayout>
  );
}
