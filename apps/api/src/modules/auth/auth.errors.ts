/** Errors of the auth module: reason -> [status, code, Dutch message]. */
import { HttpStatus as S } from '@nestjs/common';
import { SERVER_MESSAGES as MSG, TEAM_MSG } from '@offerteflow/contracts';
import { defineErrors } from '../../common';

export const authError = defineErrors({
  invalidCredentials: [S.UNAUTHORIZED, 'UNAUTHORIZED', MSG.invalidCredentials],
  invalidRefreshToken: [S.UNAUTHORIZED, 'UNAUTHORIZED', MSG.invalidRefreshToken],
  /** Only after the right password: the account exists, an admin deactivated it. */
  accountDeactivated: [S.UNAUTHORIZED, 'UNAUTHORIZED', TEAM_MSG.accountDeactivated],
});
