/** Errors of the catalogue (products) module: reason -> [status, code, Dutch message]. */
import { HttpStatus as S } from '@nestjs/common';
import { CATALOG_IMPORT_MSG as MSG } from '@offerteflow/contracts';
import { defineErrors } from '../../common';

export const catalogError = defineErrors({
  importTooLarge: [S.PAYLOAD_TOO_LARGE, 'PAYLOAD_TOO_LARGE', MSG.tooLarge],
});
