/** Errors of the Idempotency-Key mechanism: reason -> [status, code, Dutch message]. */
import { HttpStatus as S } from '@nestjs/common';
import { IDEMPOTENCY_MESSAGES as MSG } from '@offerteflow/contracts';
import { defineErrors } from '../app-error';

export const idempotencyError = defineErrors({
  invalidKey: [S.BAD_REQUEST, 'BAD_REQUEST', MSG.invalidKey],
  keyReused: [S.UNPROCESSABLE_ENTITY, 'VALIDATION_FAILED', MSG.keyReused],
  inProgress: [S.CONFLICT, 'CONFLICT', MSG.inProgress],
});
