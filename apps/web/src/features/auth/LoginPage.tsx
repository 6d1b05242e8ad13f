import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { TEXT } from '@offerteflow/contracts';
import { ErrorBox } from '../../components/ErrorBox';
import { EmailField } from '../../components/AccountFields';
import { PasswordField } from '../../components/FormField';
import { applyServerErrors } from '../../lib/api-error';
import { AuthLayout, AuthSubmit, LINK_CLASSES } from './AuthLayout';
import { useAuth } from './auth-context';
import { rememberedPath } from './guards';
import { LOGIN_FIELDS, useLoginForm } from './use-login-form';

export function LoginPage() {
  const { login, status } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const { field, onSubmit, setError, isSubmitting } = useLoginForm(async (values) => {
    setSubmitError(null);
    try {
      await login(values);
      void navigate(rememberedPath(location.state) ?? '/dashboard', { replace: true });
    } catch (error) {
      setSubmitError(applyServerErrors(error, LOGIN_FIELDS, setError, TEXT.loginFailed));
    }
  });

  return (
    <AuthLayout title="Inloggen" subtitle="Welkom terug. Log in om verder te gaan met uw offertes.">
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
        {submitError && <ErrorBox message={submitError} />}
        <EmailField {...field('email')} />
        <div>
          <PasswordField
            label="Wachtwoord"
            autoComplete="current-password"
            showLabel="Wachtwoord tonen"
            hideLabel="Wachtwoord verbergen"
            {...field('password')}
          />
          <div className="mt-2 text-right text-sm">
            <Link to="/forgot-password" className={LINK_CLASSES}>
              Wachtwoord vergeten?
            </Link>
          </div>
        </div>
        <AuthSubmit busy={isSubmitting} disabled={status === 'loading'}>
          {TEXT.loginButton}
        </AuthSubmit>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Nog geen account?{' '}
        <Link to="/register" className={LINK_CLASSES}>
          Registreer
        </Link>
      </p>
    </AuthLayout>
  );
}
