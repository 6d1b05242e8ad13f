/** Errors of the API-keys module: reason -> [status, code, Dutch message]. */
import { HttpStatus as S } from '@nestjs/common';
import { API_KEY_MESSAGES as MSG } from '@offerteflow/contracts';
import { defineErrors } from '../../common';

export const apiKeyError = defineErrors({
  throttled: [S.TOO_MANY_REQUESTS, 'TOO_MANY_REQUESTS', MSG.tooManyRequests],
});
