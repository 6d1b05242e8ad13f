/** Errors of the house-style module: reason -> [status, code, Dutch message]. */
import { HttpStatus as S } from '@nestjs/common';
import { HOUSE_STYLE_MSG as MSG } from '@offerteflow/contracts';
import { defineErrors } from '../../common';

export const houseStyleError = defineErrors({
  tooLarge: [S.PAYLOAD_TOO_LARGE, 'PAYLOAD_TOO_LARGE', MSG.tooLarge],
  notPdf: [S.UNSUPPORTED_MEDIA_TYPE, 'UNSUPPORTED_MEDIA_TYPE', MSG.notPdf],
  tooSlow: [S.SERVICE_UNAVAILABLE, 'SERVICE_UNAVAILABLE', MSG.tooSlow],
  alreadyApproved: [S.CONFLICT, 'CONFLICT', MSG.alreadyApproved],
  /** The analysis failed; the job's own Dutch reason is passed as detail when there is one. */
  generationFailed: [S.UNPROCESSABLE_ENTITY, 'VALIDATION_FAILED', MSG.generationFailed],
  documentNotTemplate: [S.UNPROCESSABLE_ENTITY, 'VALIDATION_FAILED', MSG.documentNotTemplate],
});
