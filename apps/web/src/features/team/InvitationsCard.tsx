import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import {
  TEAM_TEXT,
  USER_ROLE_LABELS,
  USER_ROLES,
  invitationCreateSchema,
  type Invitation,
} from '@offerteflow/contracts';
import { formatDate } from '@offerteflow/domain';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { MutationConfirmDialog } from '../../components/ConfirmDialog';
import { InlineError } from '../../components/ErrorBox';
import { FormField } from '../../components/FormField';
import { ItemList, ItemRow } from '../../components/ItemList';
import { QueryState } from '../../components/QueryState';
import { SelectField } from '../../components/SelectField';
import { SettingsCard } from '../../components/SettingsCard';
import { toast } from '../../lib/toast';
import { useSubmitForm } from '../../lib/use-submit-form';
import { teamQueries, useTeamApi, useTeamMutation } from './api';
import { runWithToast } from './run-with-toast';

/** Invite by e-mail, and the invitations not yet accepted: send again or withdraw. */
export function InvitationsCard() {
  const query = useQuery(teamQueries.invitations(useTeamApi()));
  const [withdrawing, setWithdrawing] = useState<Invitation | null>(null);
  return (
    <SettingsCard
      title="Collega uitnodigen"
      description="Uw collega ontvangt een e-mail met een link die 7 dagen geldig is en één keer werkt. Daarmee kiest uw collega een naam en wachtwoord en komt direct in uw bedrijf."
    >
      <div className="space-y-5">
        <InviteForm />
        <h3 className="text-sm font-semibold text-slate-900">Openstaande uitnodigingen</h3>
        <QueryState
          query={query}
          failed="Fout bij laden van uitnodigingen"
          empty="Er staan geen uitnodigingen open."
        >
          {(invitations) => (
            <ItemList label="Openstaande uitnodigingen">
              {invitations.map((i) => (
                <InvitationRow key={i.id} invitation={i} onWithdraw={() => setWithdrawing(i)} />
              ))}
            </ItemList>
          )}
        </QueryState>
      </div>
      {withdrawing && <WithdrawDialog invitation={withdrawing} onDone={() => setWithdrawing(null)} />}
    </SettingsCard>
  );
}

function InviteForm() {
  const invite = useTeamMutation((api, body: { email: string; role: (typeof USER_ROLES)[number] }) =>
    api.invite(body),
  );
  const { form, submitError, submit } = useSubmitForm(
    invitationCreateSchema,
    { email: '', role: 'medewerker' },
    { fields: ['email', 'role'], fallback: TEAM_TEXT.invitationFailed },
  );
  const { errors, isSubmitting } = form.formState;
  const onSubmit = submit(async (body) => {
    await invite.mutateAsync(body);
    form.reset();
    toast({ variant: 'success', title: TEAM_TEXT.invitationSent, description: body.email });
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <FormField
          label="E-mailadres van uw collega"
          type="email"
          autoComplete="off"
          className="min-w-56 flex-1"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <SelectField label="Rol" className="w-40" error={errors.role?.message} {...form.register('role')}>
          {USER_ROLES.map((role) => (
            <option key={role} value={role}>
              {USER_ROLE_LABELS[role]}
            </option>
          ))}
        </SelectField>
        <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
          Uitnodiging versturen
        </Button>
      </div>
      <InlineError message={submitError && !errors.email ? submitError : null} />
    </form>
  );
}

function InvitationRow({ invitation: i, onWithdraw }: { invitation: Invitation; onWithdraw: () => void }) {
  const resend = useTeamMutation((api, id: string) => api.resend(id));
  const expired = new Date(i.expiresAt).getTime() < Date.now();
  const onResend = () =>
    runWithToast(
      () => resend.mutateAsync(i.id),
      { title: TEAM_TEXT.invitationResent, description: i.email },
      TEAM_TEXT.invitationFailed,
    );
  return (
    <ItemRow
      testId="invitation-row"
      icon={Mail}
      title={
        <>
          {i.email}
          <Badge tone="neutral" className="ml-2">
            {USER_ROLE_LABELS[i.role]}
          </Badge>
          {expired && (
            <Badge tone="warning" className="ml-2">
              Verlopen
            </Badge>
          )}
        </>
      }
      details={`Verstuurd ${formatDate(i.sentAt)}${i.invitedBy ? ` door ${i.invitedBy}` : ''} · ${
        expired ? 'verlopen' : 'geldig tot'
      } ${formatDate(i.expiresAt)}`}
      action={
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={resend.isPending}
            onClick={() => void onResend()}
            aria-label={`Uitnodiging voor ${i.email} opnieuw versturen`}
          >
            Opnieuw versturen
          </Button>
          <Button
            variant="secondary"
            onClick={onWithdraw}
            aria-label={`Uitnodiging voor ${i.email} intrekken`}
          >
            Intrekken
          </Button>
        </div>
      }
    />
  );
}

function WithdrawDialog({ invitation, onDone }: { invitation: Invitation; onDone: () => void }) {
  const withdraw = useTeamMutation((api, id: string) => api.withdraw(id));
  return (
    <MutationConfirmDialog
      title="Uitnodiging intrekken"
      message={`Weet u zeker dat u de uitnodiging voor ${invitation.email} wilt intrekken? De link in de e-mail werkt daarna niet meer.`}
      confirmLabel="Intrekken"
      mutation={withdraw}
      variables={invitation.id}
      failureMessage={TEAM_TEXT.teamActionFailed}
      onSuccess={() => {
        toast({ variant: 'success', title: TEAM_TEXT.invitationWithdrawn });
        onDone();
      }}
      onCancel={onDone}
    />
  );
}
