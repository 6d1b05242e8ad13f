/** Errors of the account module: reason -> [status, code, Dutch message, field]. */
import { HttpStatus as S } from '@nestjs/common';
import { ACCOUNT_MSG as MSG } from '@offerteflow/contracts';
import { defineErrors } from '../../common';

export const accountError = defineErrors({
  resetTokenInvalid: [S.UNPROCESSABLE_ENTITY, 'VALIDATION_FAILED', MSG.resetTokenInvalid, 'token'],
});
