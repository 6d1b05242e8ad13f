import { Link, useNavigate } from 'react-router-dom';
import { TEXT, registerFormSchema } from '@offerteflow/contracts';
import { EmailField, NewPasswordFields } from '../../components/AccountFields';
import { ErrorBox } from '../../components/ErrorBox';
import { FormField } from '../../components/FormField';
import { useSubmitForm } from '../../lib/use-submit-form';
import { AuthLayout, AuthSubmit, LINK_CLASSES } from './AuthLayout';
import { useAuth } from './auth-context';
import { SubscriptionChoice } from './SubscriptionChoice';

const SERVER_FIELDS = ['companyName', 'email', 'password', 'subscriptionType'] as const;

export function RegisterPage() {
  const { register: registerAccount, status } = useAuth();
  const navigate = useNavigate();
  const { form, submitError, submit } = useSubmitForm(
    registerFormSchema,
    { companyName: '', email: '', password: '', passwordConfirm: '', subscriptionType: 'monthly' },
    { fields: SERVER_FIELDS, fallback: TEXT.registerFailed },
  );
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const onSubmit = submit(async ({ companyName, email, password, subscriptionType }) => {
    await registerAccount({ companyName, email, password, subscriptionType });
    void navigate('/dashboard', { replace: true });
  });

  return (
    <AuthLayout title="Account aanmaken" subtitle="Start vandaag met professionele offertes voor uw bedrijf.">
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
        {submitError && <ErrorBox message={submitError} />}
        <FormField
          label="Bedrijfsnaam"
          autoComplete="organization"
          error={errors.companyName?.message}
          {...register('companyName')}
        />
        <EmailField error={errors.email?.message} {...register('email')} />
        <NewPasswordFields
          password={{ error: errors.password?.message, ...register('password') }}
          confirm={{ error: errors.passwordConfirm?.message, ...register('passwordConfirm') }}
        />
        <SubscriptionChoice error={errors.subscriptionType?.message} {...register('subscriptionType')} />
        <AuthSubmit busy={isSubmitting} disabled={status === 'loading'}>
          {TEXT.registerButton}
        </AuthSubmit>
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
