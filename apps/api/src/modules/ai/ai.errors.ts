/** Errors of the AI text-to-quote module: reason -> [status, code, Dutch message]. */
import { HttpStatus as S } from '@nestjs/common';
import { AI_MSG as MSG } from '@offerteflow/contracts';
import { defineErrors } from '../../common';

export const aiError = defineErrors({
  timeout: [S.GATEWAY_TIMEOUT, 'SERVICE_UNAVAILABLE', MSG.timeout],
  unavailable: [S.BAD_GATEWAY, 'SERVICE_UNAVAILABLE', MSG.unavailable],
});
