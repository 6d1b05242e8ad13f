/**
 * Endpoints of Instellingen › Team (/api/team, admins only) and of the public invitation page. Every
 * answer is checked against its contract; this module owns the ['team', ...] query keys.
 */
import { useMemo } from 'react';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  invitationListResponseSchema,
  invitationResponseSchema,
  publicInvitationResponseSchema,
  teamMemberListResponseSchema,
  teamMemberResponseSchema,
  type InvitationCreateInput,
  type UserRole,
} from '@offerteflow/contracts';
import type { ApiClient } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-context';
import { parseResponse } from '../../lib/parse-response';

const id = (value: string) => encodeURIComponent(value);
const member = teamMemberResponseSchema.shape.data;
const invitation = invitationResponseSchema.shape.data;

export function createTeamApi(client: ApiClient) {
  return {
    async members() {
      return parseResponse(teamMemberListResponseSchema.shape.data, await client.get('/team/members'));
    },
    async setRole(memberId: string, role: UserRole) {
      return parseResponse(member, await client.put(`/team/members/${id(memberId)}/role`, { role }));
    },
    async deactivate(memberId: string) {
      return parseResponse(member, await client.post(`/team/members/${id(memberId)}/deactivate`));
    },
    async reactivate(memberId: string) {
      return parseResponse(member, await client.post(`/team/members/${id(memberId)}/reactivate`));
    },
    async invitations() {
      return parseResponse(invitationListResponseSchema.shape.data, await client.get('/team/invitations'));
    },
    async invite(body: InvitationCreateInput) {
      return parseResponse(invitation, await client.post('/team/invitations', body));
    },
    async resend(invitationId: string) {
      return parseResponse(invitation, await client.post(`/team/invitations/${id(invitationId)}/resend`));
    },
    async withdraw(invitationId: string): Promise<void> {
      await client.delete(`/team/invitations/${id(invitationId)}`);
    },
    /** The invitation page, without a session (public pages have no query cache: it loads it itself). */
    async publicInvitation(token: string) {
      return parseResponse(
        publicInvitationResponseSchema.shape.data,
        await client.get(`/public/invitations/${id(token)}`, { auth: false }),
      );
    },
  };
}

export type TeamApi = ReturnType<typeof createTeamApi>;

export const teamKeys = {
  all: ['team'] as const,
  members: ['team', 'members'] as const,
  invitations: ['team', 'invitations'] as const,
};

/** Query-options factories: one place for each key and its fetcher. */
export const teamQueries = {
  members: (api: TeamApi) => queryOptions({ queryKey: teamKeys.members, queryFn: () => api.members() }),
  invitations: (api: TeamApi) =>
    queryOptions({ queryKey: teamKeys.invitations, queryFn: () => api.invitations() }),
};

export function useTeamApi(): TeamApi {
  const client = useApiClient();
  return useMemo(() => createTeamApi(client), [client]);
}

/** A mutation of the Team tab that refreshes its lists when it succeeds. */
export function useTeamMutation<TVars, TResult>(fn: (api: TeamApi, vars: TVars) => Promise<TResult>) {
  const api = useTeamApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: TVars) => fn(api, vars),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
