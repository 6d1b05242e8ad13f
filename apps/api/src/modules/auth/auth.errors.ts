/** Errors of the auth module: reason -> [status, code, Dutch message]. */
import { HttpStatus as S } from '@nestjs/common';
import { SERVER_MESSAGES as MSG } from '@offerteflow/contracts';
import { defineErrors } from '../../common';

export const authError = defineErrors({
  invalidCredentials: [S.UNAUTHORIZED, 'UNAUTHORIZED', MSG.invalidCredentials],
  invalidRefreshToken: [S.UNAUTHORIZED, 'UNAUTHORIZED', MSG.invalidRefreshToken],
});
