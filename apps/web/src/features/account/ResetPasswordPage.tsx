import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  ACCOUNT_MSG,
  ACCOUNT_TEXT,
  resetPasswordFormSchema,
  type ResetPasswordForm,
} from '@offerteflow/contracts';
import { Button } from '../../components/Button';
import { ErrorBox } from '../../components/ErrorBox';
import { NEW_PASSWORD_HINT, PasswordField } from '../../components/FormField';
import { applyServerErrors } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { useAuth } from '../auth';
import { AuthLayout, LINK_CLASSES } from '../auth';
import { usePasswordResetApi } from './api';

export function ResetPasswordPage() {
  const api = usePasswordResetApi();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { status, logout } = useAuth();
  const [submitError, setSubmitError] = useState<string | null>(token ? null : ACCOUNT_MSG.resetTokenInvalid);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', passwordConfirm: '' },
  });
  const onSubmit = handleSubmit(async ({ password }) => {
    setSubmitError(null);
    try {
      await api.reset({ token, password });
    } catch (error) {
      setSubmitError(applyServerErrors(error, ['password'] as const, setError, 'Er is een fout opgetreden'));
      return;
    }
    // Every session of the account has just been signed out, this browser's too.
    if (status === 'authenticated') await logout();
    toast({ variant: 'success', title: ACCOUNT_TEXT.resetDone });
    navigate('/login', { replace: true });
  });
  return (
    <AuthLayout title="Nieuw wachtwoord instellen" subtitle="Kies een nieuw wachtwoord voor uw account.">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {submitError && (
          <div className="space-y-2">
            <ErrorBox message={submitError} />
            <Link to="/forgot-password" className={`${LINK_CLASSES} text-sm`}>
              Nieuwe link aanvragen
            </Link>
          </div>
        )}
        <PasswordField
          label="Nieuw wachtwoord"
          autoComplete="new-password"
          hint={NEW_PASSWORD_HINT}
          showLabel="Wachtwoord tonen"
          hideLabel="Wachtwoord verbergen"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Wachtwoord bevestigen"
          autoComplete="new-password"
          showLabel="Bevestiging tonen"
          hideLabel="Bevestiging verbergen"
          error={errors.passwordConfirm?.message}
          {...register('passwordConfirm')}
        />
        <Button type="submit" className="w-full" loading={isSubmitting} disabled={isSubmitting || !token}>
          Wachtwoord opslaan
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        <Link to="/login" className={LINK_CLASSES}>
          Terug naar inloggen
        </Link>
      </p>
    </AuthLayout>
  );
}
