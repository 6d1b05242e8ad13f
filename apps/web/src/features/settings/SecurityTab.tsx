import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Monitor, ShieldCheck } from 'lucide-react';
import { ACCOUNT_TEXT, SETTINGS_TEXT, changePasswordFormSchema } from '@offerteflow/contracts';
import { formatDateTime } from '@offerteflow/domain';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { NewPasswordFields } from '../../components/AccountFields';
import { PasswordField } from '../../components/FormField';
import { errorMessage } from '../../lib/api-error';
import { useSubmitForm } from '../../lib/use-submit-form';
import { toast } from '../../lib/toast';
import { useQuery } from '@tanstack/react-query';
import { useAuth, useIsAdmin } from '../auth';
import { teamQueries, useTeamApi } from '../team/api';
import { useAccountCalls, useRevokeSession, useSessions } from './api';
import { Badge } from '../../components/Badge';
import { ItemList, ItemRow } from '../../components/ItemList';
import { QueryState } from '../../components/QueryState';
import { SettingsCard } from '../../components/SettingsCard';

export function SecurityTab() {
  return (
    <div className="space-y-6">
      <ChangePasswordCard />
      <SessionsCard />
      <SettingsCard
        title="Tweestapsverificatie"
        description="Extra beveiliging met een code van uw telefoon."
      >
        <div className="flex flex-wrap items-center gap-3">
          <ShieldCheck aria-hidden="true" className="size-5 text-slate-400" />
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
            {SETTINGS_TEXT.comingSoon}
          </span>
          <span className="text-sm text-slate-600">Deze functie is nog niet beschikbaar.</span>
        </div>
      </SettingsCard>
      <DangerZone />
    </div>
  );
}

const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'newPasswordConfirm'] as const;

function ChangePasswordCard() {
  const { changePassword } = useAccountCalls();
  const {
    form,
    submitError: formError,
    submit,
  } = useSubmitForm(
    changePasswordFormSchema,
    { currentPassword: '', newPassword: '', newPasswordConfirm: '' },
    { fields: PASSWORD_FIELDS, fallback: ACCOUNT_TEXT.passwordChangeFailed },
  );
  const {
    register,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const onSubmit = submit(
    async ({ currentPassword, newPassword }) => {
      await changePassword({ currentPassword, newPassword });
      reset();
      toast({ variant: 'success', title: ACCOUNT_TEXT.passwordChanged });
    },
    (message) => toast({ variant: 'error', title: ACCOUNT_TEXT.passwordChangeFailed, description: message }),
  );
  return (
    <SettingsCard
      title="Wachtwoord wijzigen"
      description="Minimaal 8 karakters met een kleine letter, een hoofdletter en een cijfer. Andere apparaten worden daarna uitgelogd."
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="max-w-md space-y-4">
        {formError && (
          <p role="alert" className="text-sm text-red-600">
            {formError}
          </p>
        )}
        <PasswordField
          label="Huidig wachtwoord"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          showLabel="Wachtwoord tonen"
          hideLabel="Wachtwoord verbergen"
          {...register('currentPassword')}
        />
        <NewPasswordFields
          labels={['Nieuw wachtwoord', 'Nieuw wachtwoord bevestigen']}
          password={{ error: errors.newPassword?.message, ...register('newPassword') }}
          confirm={{ error: errors.newPasswordConfirm?.message, ...register('newPasswordConfirm') }}
        />
        <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
          Wachtwoord wijzigen
        </Button>
      </form>
    </SettingsCard>
  );
}

function SessionsCard() {
  const query = useSessions();
  const revoke = useRevokeSession();
  async function onRevoke(id: string | null) {
    try {
      await revoke.mutateAsync(id);
      toast({
        variant: 'success',
        title: id ? ACCOUNT_TEXT.sessionRevoked : ACCOUNT_TEXT.otherSessionsRevoked,
      });
    } catch (error) {
      toast({
        variant: 'error',
        title: ACCOUNT_TEXT.sessionRevokeFailed,
        description: errorMessage(error, ACCOUNT_TEXT.sessionRevokeFailed),
      });
    }
  }
  return (
    <SettingsCard title="Actieve sessies" description="Apparaten waarop u nu bent ingelogd.">
      <QueryState query={query} failed="Fout bij laden van sessies">
        {(sessions) => (
          <div className="space-y-4">
            <ItemList label="Actieve sessies">
              {sessions.map((s) => (
                <ItemRow
                  key={s.id}
                  testId="session-row"
                  icon={Monitor}
                  title={
                    <>
                      {s.device}
                      {s.current && (
                        <Badge tone="success" className="ml-2">
                          Dit apparaat
                        </Badge>
                      )}
                    </>
                  }
                  details={`Laatst actief ${formatDateTime(s.lastUsedAt)}${s.ip ? ` · ${s.ip}` : ''}`}
                  action={
                    !s.current && (
                      <Button
                        variant="secondary"
                        onClick={() => void onRevoke(s.id)}
                        disabled={revoke.isPending}
                        aria-label={`Sessie ${s.device} afmelden`}
                      >
                        Afmelden
                      </Button>
                    )
                  }
                />
              ))}
            </ItemList>
            {sessions.some((s) => !s.current) ? (
              <Button variant="secondary" onClick={() => void onRevoke(null)} disabled={revoke.isPending}>
                Alle andere sessies afmelden
              </Button>
            ) : (
              <p className="text-sm text-slate-500">U bent alleen op dit apparaat ingelogd.</p>
            )}
          </div>
        )}
      </QueryState>
    </SettingsCard>
  );
}

/**
 * What 'Account verwijderen' removes: the company of its last admin (SPEC's confirmation), anyone
 * else's own user only, their quotes staying with the company. An admin learns from the team list
 * whether another admin remains; until it has loaded the company text is shown (the safe side).
 */
function useDeleteScope(): 'user' | 'company' {
  const { user } = useAuth();
  const isAdmin = useIsAdmin();
  const team = useQuery({ ...teamQueries.members(useTeamApi()), enabled: isAdmin });
  if (!isAdmin) return 'user';
  const otherAdmins = (team.data ?? []).filter((m) => m.role === 'admin' && m.active && m.id !== user?.id);
  return otherAdmins.length > 0 ? 'user' : 'company';
}

const DELETE_TEXTS = {
  company: {
    description:
      'Verwijder uw account en alle gegevens van uw bedrijf: gebruikers, klanten, offertes, templates en bestanden.',
    confirm: SETTINGS_TEXT.deleteConfirm,
  },
  user: {
    description:
      'Verwijder alleen uw eigen gebruikersaccount. Uw offertes blijven bij het bedrijf en uw collega’s werken gewoon door.',
    confirm:
      'Weet u zeker dat u uw account wilt verwijderen? U kunt daarna niet meer inloggen. Uw offertes blijven bij het bedrijf.',
  },
} as const;

function DangerZone() {
  const texts = DELETE_TEXTS[useDeleteScope()];
  const { deleteAccount } = useAccountCalls();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const { logout } = useAuth();
  const navigate = useNavigate();
  async function onConfirm() {
    setBusy(true);
    try {
      await deleteAccount();
    } catch (error) {
      setBusy(false);
      setOpen(false);
      toast({
        variant: 'error',
        title: SETTINGS_TEXT.accountDeleteFailed,
        description: errorMessage(error, SETTINGS_TEXT.accountDeleteFailed),
      });
      return;
    }
    toast({ variant: 'success', title: SETTINGS_TEXT.accountDeleted });
    await logout();
    void navigate('/login', { replace: true });
  }
  return (
    <SettingsCard tone="danger" title="Gevarenzone" description={texts.description}>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Account verwijderen
      </Button>
      {open && (
        <ConfirmDialog
          title="Account verwijderen"
          message={texts.confirm}
          confirmLabel={SETTINGS_TEXT.deleteYes}
          cancelLabel={SETTINGS_TEXT.deleteCancel}
          busy={busy}
          onConfirm={() => void onConfirm()}
          onCancel={() => !busy && setOpen(false)}
        />
      )}
    </SettingsCard>
  );
}
