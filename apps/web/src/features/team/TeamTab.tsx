import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { UserRound, UserX } from 'lucide-react';
import {
  TEAM_TEXT,
  USER_ROLE_LABELS,
  USER_ROLES,
  type TeamMember,
  type UserRole,
} from '@offerteflow/contracts';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { MutationConfirmDialog } from '../../components/ConfirmDialog';
import { ItemList, ItemRow } from '../../components/ItemList';
import { QueryState } from '../../components/QueryState';
import { SelectField } from '../../components/SelectField';
import { SettingsCard } from '../../components/SettingsCard';
import { toast } from '../../lib/toast';
import { useAuth } from '../auth';
import { teamQueries, useTeamApi, useTeamMutation } from './api';
import { InvitationsCard } from './InvitationsCard';
import { runWithToast } from './run-with-toast';

/** What each role may do, as the Team tab explains it. */
export const ROLE_HINT =
  'Medewerkers maken en versturen offertes en werken met klanten, producten en sjablonen. Beheerders kunnen daarnaast de bedrijfs- en offerte-instellingen, het abonnement, API-sleutels, webhooks en het team beheren.';

/** Settings tab 'Team' (admins only): the colleagues, their roles, and invitations. */
export function TeamTab() {
  return (
    <div className="space-y-6">
      <MembersCard />
      <InvitationsCard />
    </div>
  );
}

function MembersCard() {
  const query = useQuery(teamQueries.members(useTeamApi()));
  const [deactivating, setDeactivating] = useState<TeamMember | null>(null);
  return (
    <SettingsCard title="Collega's" description={ROLE_HINT}>
      <QueryState query={query} failed="Fout bij laden van het team">
        {(members) => (
          <ItemList label="Collega's">
            {members.map((m) => (
              <MemberRow key={m.id} member={m} onDeactivate={() => setDeactivating(m)} />
            ))}
          </ItemList>
        )}
      </QueryState>
      {deactivating && <DeactivateDialog member={deactivating} onDone={() => setDeactivating(null)} />}
    </SettingsCard>
  );
}

function MemberRow({ member: m, onDeactivate }: { member: TeamMember; onDeactivate: () => void }) {
  const self = useAuth().user?.id === m.id;
  const setRole = useTeamMutation((api, role: UserRole) => api.setRole(m.id, role));
  const reactivate = useTeamMutation((api) => api.reactivate(m.id));
  const run = (action: () => Promise<unknown>, done: string) =>
    runWithToast(action, { title: done }, TEAM_TEXT.teamActionFailed);
  return (
    <ItemRow
      testId="team-member-row"
      icon={m.active ? UserRound : UserX}
      title={
        <>
          {m.name}
          {self && (
            <Badge tone="success" className="ml-2">
              U
            </Badge>
          )}
          {!m.active && (
            <Badge tone="neutral" className="ml-2">
              Gedeactiveerd
            </Badge>
          )}
        </>
      }
      details={m.email}
      action={
        <div className="flex flex-wrap items-center gap-2">
          <SelectField
            label={`Rol van ${m.name}`}
            labelClassName="sr-only"
            value={m.role}
            disabled={setRole.isPending}
            onChange={(e) =>
              void run(() => setRole.mutateAsync(e.target.value as UserRole), TEAM_TEXT.roleChanged)
            }
          >
            {USER_ROLES.map((role) => (
              <option key={role} value={role}>
                {USER_ROLE_LABELS[role]}
              </option>
            ))}
          </SelectField>
          {!self && m.active && (
            <Button variant="secondary" onClick={onDeactivate} aria-label={`${m.name} deactiveren`}>
              Deactiveren
            </Button>
          )}
          {!m.active && (
            <Button
              variant="secondary"
              disabled={reactivate.isPending}
              onClick={() => void run(() => reactivate.mutateAsync(undefined), TEAM_TEXT.memberReactivated)}
              aria-label={`${m.name} weer activeren`}
            >
              Weer activeren
            </Button>
          )}
        </div>
      }
    />
  );
}

function DeactivateDialog({ member, onDone }: { member: TeamMember; onDone: () => void }) {
  const deactivate = useTeamMutation((api, id: string) => api.deactivate(id));
  return (
    <MutationConfirmDialog
      title="Collega deactiveren"
      message={`${member.name} kan daarna niet meer inloggen en wordt op alle apparaten direct uitgelogd. De offertes van ${member.name} blijven bij het bedrijf. U kunt de collega later weer activeren.`}
      confirmLabel="Deactiveren"
      mutation={deactivate}
      variables={member.id}
      failureMessage={TEAM_TEXT.teamActionFailed}
      onSuccess={() => {
        toast({ variant: 'success', title: TEAM_TEXT.memberDeactivated });
        onDone();
      }}
      onCancel={onDone}
    />
  );
}
