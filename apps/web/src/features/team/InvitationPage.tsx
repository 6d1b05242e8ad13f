import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  DEFAULT_SERVER_MESSAGE,
  TEAM_MSG,
  USER_ROLE_LABELS,
  invitationAcceptFormSchema,
  type PublicInvitation,
} from '@offerteflow/contracts';
import { NewPasswordFields } from '../../components/AccountFields';
import { Button } from '../../components/Button';
import { ErrorBox } from '../../components/ErrorBox';
import { FormField } from '../../components/FormField';
import { LoadingScreen } from '../../components/Spinner';
import { ApiError, errorMessage } from '../../lib/api-error';
import { useApiClient } from '../../lib/api-context';
import { useSubmitForm } from '../../lib/use-submit-form';
import { AuthLayout, AuthSubmit, LINK_CLASSES, useAuth } from '../auth';
import { createTeamApi } from './api';

const LOAD_ERROR = 'De uitnodiging kon niet worden geladen. Probeer het later opnieuw.';

type Load =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; invitation: PublicInvitation };

/**
 * /uitnodiging/:token, the link of a team invitation mail (public): the colleague sets a name and a
 * password and lands, logged in, on the dashboard of the inviting company.
 */
export function InvitationPage() {
  const { token = '' } = useParams();
  const client = useApiClient();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    createTeamApi(client)
      .publicInvitation(token)
      .then(
        (invitation) => live && setLoad({ state: 'ready', invitation }),
        (err: unknown) => {
          if (!live) return;
          const dead = err instanceof ApiError && err.status === 404;
          setLoad({
            state: 'failed',
            message: dead ? TEAM_MSG.invitationInvalid : errorMessage(err, LOAD_ERROR),
          });
        },
      );
    return () => {
      live = false;
    };
  }, [client, token, attempt]);

  if (load.state === 'loading') return <LoadingScreen label="Uitnodiging laden..." />;
  if (load.state === 'failed') {
    return (
      <AuthLayout title="Uitnodiging" subtitle="Word collega in Offerteflow.">
        <div className="space-y-4">
          <ErrorBox message={load.message} />
          {load.message === LOAD_ERROR && (
            <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              Opnieuw proberen
            </Button>
          )}
          <p className="text-sm text-slate-600">
            Heeft u al een account?{' '}
            <Link to="/login" className={LINK_CLASSES}>
              Inloggen
            </Link>
          </p>
        </div>
      </AuthLayout>
    );
  }
  return <AcceptForm token={token} invitation={load.invitation} />;
}

function AcceptForm({ token, invitation: i }: { token: string; invitation: PublicInvitation }) {
  const { acceptInvitation } = useAuth();
  const navigate = useNavigate();
  const { form, submitError, submit } = useSubmitForm(
    invitationAcceptFormSchema,
    { firstName: '', lastName: '', password: '', passwordConfirm: '' },
    { fields: ['firstName', 'lastName', 'password'], fallback: DEFAULT_SERVER_MESSAGE },
  );
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const onSubmit = submit(async ({ firstName, lastName, password }) => {
    await acceptInvitation(token, { firstName, lastName, password });
    void navigate('/dashboard', { replace: true });
  });
  return (
    <AuthLayout
      title={`Welkom bij ${i.companyName}`}
      subtitle={`${i.invitedBy ?? 'Uw collega'} nodigt u uit als ${USER_ROLE_LABELS[i.role].toLowerCase()}. Kies uw naam en een wachtwoord om te beginnen.`}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
        {submitError && <ErrorBox message={submitError} />}
        <FormField label="E-mailadres" value={i.email} readOnly disabled hint="Hiermee logt u voortaan in." />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Voornaam"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <FormField
            label="Achternaam"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <NewPasswordFields
          labels={['Wachtwoord', 'Wachtwoord bevestigen']}
          password={{ error: errors.password?.message, ...register('password') }}
          confirm={{ error: errors.passwordConfirm?.message, ...register('passwordConfirm') }}
        />
        <AuthSubmit busy={isSubmitting}>Account aanmaken en beginnen</AuthSubmit>
      </form>
    </AuthLayout>
  );
}
