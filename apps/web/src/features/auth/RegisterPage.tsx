import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { TEXT, registerFormSchema, type RegisterForm } from '@offerteflow/contracts';
import { Button } from '../../components/Button';
import { ErrorBox } from '../../components/ErrorBox';
import { FormField, NEW_PASSWORD_HINT, PasswordField } from '../../components/FormField';
import { applyServerErrors } from '../../lib/api-error';
import { AuthLayout, LINK_CLASSES } from './AuthLayout';
import { useAuth } from './auth-context';
import { SubscriptionChoice } from './SubscriptionChoice';

type RegisterFormInput = z.input<typeof registerFormSchema>;

const SERVER_FIELDS = ['companyName', 'email', 'password', 'subscriptionType'] as const;

export function RegisterPage() {
  const { register: registerAccount, status } = useAuth();
  const navigate = useNavigate();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormInput, unknown, RegisterForm>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      companyName: '',
      email: '',
      password: '',
      passwordConfirm: '',
      subscriptionType: 'monthly',
    },
  });

  const onSubmit = handleSubmit(async ({ companyName, email, password, subscriptionType }) => {
    setSubmitError(null);
    try {
      await registerAccount({ companyName, email, password, subscriptionType });
      navigate('/dashboard', { replace: true });
    } catch (error) {
      setSubmitError(applyServerErrors(error, SERVER_FIELDS, setError, TEXT.registerFailed));
    }
  });

  return (
    <AuthLayout title="Account aanmaken" subtitle="Start vandaag met professionele offertes voor uw bedrijf.">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {submitError && <ErrorBox message={submitError} />}
        <FormField
          label="Bedrijfsnaam"
          autoComplete="organization"
          error={errors.companyName?.message}
          {...register('companyName')}
        />
        <FormField
          label="E-mailadres"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="naam@bedrijf.nl"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Wachtwoord"
          autoComplete="new-password"
          showLabel="Wachtwoord tonen"
          hideLabel="Wachtwoord verbergen"
          hint={NEW_PASSWORD_HINT}
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
        <SubscriptionChoice error={errors.subscriptionType?.message} {...register('subscriptionType')} />
        <Button
          type="submit"
          className="w-full"
          loading={isSubmitting}
          disabled={isSubmitting || status === 'loading'}
        >
          {TEXT.registerButton}
        </Button>
        <p className="text-center text-xs text-slate-500">
          Door een account aan te maken gaat u akkoord met de{' '}
          <Link to="/terms" className={LINK_CLASSES}>
            algemene voorwaarden
          </Link>{' '}
          en het{' '}
          <Link to="/privacy" className={LINK_CLASSES}>
            privacybeleid
          </Link>
          .
        </p>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Heeft u al een account?{' '}
        <Link to="/login" className={LINK_CLASSES}>
          Inloggen
        </Link>
      </p>
    </AuthLayout>
  );
}
