/** Errors of the users module: reason -> [status, code, Dutch message]. */
import { HttpStatus as S } from '@nestjs/common';
import { SERVER_MESSAGES as MSG } from '@offerteflow/contracts';
import { defineErrors } from '../../common';

export const userError = defineErrors({
  /** Register and the profile both refuse an e-mail another user has (any case); declared once. */
  emailTaken: [S.CONFLICT, 'CONFLICT', MSG.emailTaken],
});
