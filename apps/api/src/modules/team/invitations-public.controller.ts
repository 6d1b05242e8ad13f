import { Controller, Param, Req } from '@nestjs/common';
import {
  authResponseSchema,
  invitationAcceptSchema,
  publicInvitationResponseSchema,
  type InvitationAcceptData,
} from '@offerteflow/contracts';
import type { Request } from 'express';
import { ApiTag, Idempotent, Public, Route, ValidBody } from '../../common';
import { clientOf } from '../auth/client-info';
import { RegisterReplay } from '../auth/register-replay';
import { InvitationsService } from './invitations.service';

/** The page a colleague opens from the invitation mail (/uitnodiging/<token>), no login. */
@Public()
@ApiTag('public')
@Controller('public/invitations/:token')
export class InvitationsPublicController {
  constructor(private readonly invitations: InvitationsService) {}

  @Route.get({
    summary: 'The invitation behind a link: company, e-mail address and role',
    response: publicInvitationResponseSchema,
    errors: [429],
  })
  view(@Param('token') token: string, @Req() req: Request) {
    return this.invitations.view(token, clientOf(req));
  }

  @Route.post('accept', {
    summary: 'Accept an invitation: set name and password, join the company, logged in',
    response: authResponseSchema,
    errors: [409, 429],
    status: 201,
  })
  @Idempotent({ replay: RegisterReplay })
  accept(
    @Param('token') token: string,
    @ValidBody(invitationAcceptSchema) body: InvitationAcceptData,
    @Req() req: Request,
  ) {
    return this.invitations.accept(token, body, clientOf(req));
  }
}
