/** Errors of the templates module: reason -> [status, code, Dutch message]. */
import { HttpStatus as S } from '@nestjs/common';
import { LOGO_MSG as MSG } from '@offerteflow/contracts';
import { defineErrors } from '../../common';

export const templateError = defineErrors({
  logoTooLarge: [S.PAYLOAD_TOO_LARGE, 'PAYLOAD_TOO_LARGE', MSG.tooLarge],
  logoWrongType: [S.UNSUPPORTED_MEDIA_TYPE, 'UNSUPPORTED_MEDIA_TYPE', MSG.wrongType],
});
