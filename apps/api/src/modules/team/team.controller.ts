import { Controller, Param } from '@nestjs/common';
import {
  invitationCreateSchema,
  invitationListResponseSchema,
  invitationResponseSchema,
  memberRoleUpdateSchema,
  teamMemberListResponseSchema,
  teamMemberResponseSchema,
  type InvitationCreateData,
  type MemberRoleUpdate,
} from '@offerteflow/contracts';
import {
  AdminOnly,
  ApiTag,
  CompanyId,
  CurrentUser,
  Idempotent,
  Route,
  ValidBody,
  type AuthContext,
} from '../../common';
import { InvitationsService } from './invitations.service';
import { TeamService } from './team.service';

/** Instellingen › Team: colleagues, their roles and invitations (admins only). */
@AdminOnly()
@ApiTag('team')
@Controller('team')
export class TeamController {
  constructor(
    private readonly team: TeamService,
    private readonly invitations: InvitationsService,
  ) {}

  @Route.get('members', {
    summary: "The company's users, deactivated ones included",
    response: teamMemberListResponseSchema,
  })
  members(@CompanyId() companyId: string) {
    return this.team.members(companyId);
  }

  @Route.put('members/:id/role', {
    summary: "Change a colleague's role (the last admin stays admin)",
    response: teamMemberResponseSchema,
    errors: [409],
  })
  setRole(
    @CurrentUser() auth: AuthContext,
    @Param('id') id: string,
    @ValidBody(memberRoleUpdateSchema) body: MemberRoleUpdate,
  ) {
    return this.team.setRole(auth, id, body.role);
  }

  @Route.post('members/:id/deactivate', {
    summary: 'Deactivate a colleague: no login, every session ends at once, quotes stay',
    response: teamMemberResponseSchema,
    errors: [409, 422],
    status: 200,
  })
  deactivate(@CurrentUser() auth: AuthContext, @Param('id') id: string) {
    return this.team.deactivate(auth, id);
  }

  @Route.post('members/:id/reactivate', {
    summary: 'Let a deactivated colleague log in again',
    response: teamMemberResponseSchema,
    status: 200,
  })
  reactivate(@CurrentUser() auth: AuthContext, @Param('id') id: string) {
    return this.team.reactivate(auth, id);
  }

  @Route.get('invitations', {
    summary: 'Invitations not yet accepted or withdrawn (expired ones included)',
    response: invitationListResponseSchema,
  })
  listInvitations(@CompanyId() companyId: string) {
    return this.invitations.list(companyId);
  }

  @Route.post('invitations', {
    summary: 'Invite a colleague by e-mail (a single-use link valid 7 days)',
    response: invitationResponseSchema,
    errors: [409, 429],
    status: 201,
  })
  @Idempotent()
  invite(@CurrentUser() auth: AuthContext, @ValidBody(invitationCreateSchema) body: InvitationCreateData) {
    return this.invitations.invite(auth, body);
  }

  @Route.post('invitations/:id/resend', {
    summary: 'Mail an invitation again with a new link (the old one stops working)',
    response: invitationResponseSchema,
    errors: [429],
    status: 200,
  })
  resend(@CurrentUser() auth: AuthContext, @Param('id') id: string) {
    return this.invitations.resend(auth, id);
  }

  @Route.delete('invitations/:id', { summary: 'Withdraw an invitation', status: 204 })
  async revoke(@CompanyId() companyId: string, @Param('id') id: string): Promise<void> {
    await this.invitations.revoke(companyId, id);
  }
}
