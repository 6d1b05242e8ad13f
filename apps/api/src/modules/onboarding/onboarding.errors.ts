/** Errors of the onboarding module: reason -> [status, code, Dutch message, field]. */
import { HttpStatus as S } from '@nestjs/common';
import { ONBOARDING_MSG as MSG } from '@offerteflow/contracts';
import { defineErrors } from '../../common';

export const onboardingError = defineErrors({
  fileTooLarge: [S.PAYLOAD_TOO_LARGE, 'PAYLOAD_TOO_LARGE', MSG.fileTooLarge],
  /** Not an accepted format, or content that does not match it (the reader's Dutch reason as detail). */
  unsupported: [S.UNSUPPORTED_MEDIA_TYPE, 'UNSUPPORTED_MEDIA_TYPE', MSG.fileTypeUnsupported],
  /** An accepted format that cannot be read, reported on the `document` field. */
  unreadable: [S.UNPROCESSABLE_ENTITY, 'VALIDATION_FAILED', MSG.fileEmpty, 'document'],
});
