/** Errors of the team module: reason -> [status, code, Dutch message, field]. */
import { HttpStatus as S } from '@nestjs/common';
import { TEAM_MSG as MSG } from '@offerteflow/contracts';
import { defineErrors } from '../../common';

export const teamError = defineErrors({
  lastAdmin: [S.CONFLICT, 'CONFLICT', MSG.lastAdmin],
  emailInOtherCompany: [S.CONFLICT, 'CONFLICT', MSG.emailInOtherCompany, 'email'],
  alreadyColleague: [S.CONFLICT, 'CONFLICT', MSG.alreadyColleague, 'email'],
  alreadyInvited: [S.CONFLICT, 'CONFLICT', MSG.alreadyInvited, 'email'],
  selfDeactivate: [S.UNPROCESSABLE_ENTITY, 'VALIDATION_FAILED', MSG.selfDeactivate],
  invitationInvalid: [S.NOT_FOUND, 'NOT_FOUND', MSG.invitationInvalid],
  /** The mail server refused: the invitation is withdrawn again, the admin retries later. */
  mailFailed: [S.SERVICE_UNAVAILABLE, 'SERVICE_UNAVAILABLE', MSG.mailFailed],
  mailLimit: [S.TOO_MANY_REQUESTS, 'TOO_MANY_REQUESTS', MSG.mailLimit],
});
