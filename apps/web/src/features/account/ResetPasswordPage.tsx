import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  ACCOUNT_MSG,
  ACCOUNT_TEXT,
  DEFAULT_SERVER_MESSAGE,
  resetPasswordFormSchema,
} from '@offerteflow/contracts';
import { NewPasswordFields } from '../../components/AccountFields';
import { ErrorBox } from '../../components/ErrorBox';
import { toast } from '../../lib/toast';
import { useSubmitForm } from '../../lib/use-submit-form';
import { AuthLayout, AuthSubmit, LINK_CLASSES, useAuth } from '../auth';
import { usePasswordResetApi } from './api';

export function ResetPasswordPage() {
  const api = usePasswordResetApi();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { status, logout } = useAuth();
  const { form, submitError, submit } = useSubmitForm(
    resetPasswordFormSchema,
    { password: '', passwordConfirm: '' },
    {
      fields: ['password'],
      fallback: DEFAULT_SERVER_MESSAGE,
      initial: token ? null : ACCOUNT_MSG.resetTokenInvalid,
    },
  );
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const onSubmit = submit(async ({ password }) => {
    await api.reset({ token, password });
    // Every session of the account has just been signed out, this browser's too.
    if (status === 'authenticated') await logout();
    toast({ variant: 'success', title: ACCOUNT_TEXT.resetDone });
    void navigate('/login', { replace: true });
  });
  return (
    <AuthLayout title="Nieuw wachtwoord instellen" subtitle="Kies een nieuw wachtwoord voor uw account.">
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
        {submitError && (
          <div className="space-y-2">
            <ErrorBox message={submitError} />
            <Link to="/forgot-password" className={`${LINK_CLASSES} text-sm`}>
              Nieuwe link aanvragen
            </Link>
          </div>
        )}
        <NewPasswordFields
          labels={['Nieuw wachtwoord', 'Wachtwoord bevestigen']}
          password={{ error: errors.password?.message, ...register('password') }}
          confirm={{ error: errors.passwordConfirm?.message, ...register('passwordConfirm') }}
        />
        <AuthSubmit busy={isSubmitting} disabled={!token}>
          Wachtwoord opslaan
        </AuthSubmit>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        <Link to="/login" className={LINK_CLASSES}>
          Terug naar inloggen
        </Link>
      </p>
    </AuthLayout>
  );
}
