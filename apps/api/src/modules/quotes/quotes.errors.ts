/** Errors of the quotes module: reason -> [status, code, Dutch message]. */
import { HttpStatus as S } from '@nestjs/common';
import { QUOTE_DOCUMENT_MSG as MSG, SERVER_MESSAGES, type ErrorCode } from '@offerteflow/contracts';
import { defineErrors } from '../../common';

/** Renderer and mail faults are infrastructure: 503, never 401 (the client retries later). */
const unavailable = (message: string, code: ErrorCode = 'SERVICE_UNAVAILABLE') =>
  [S.SERVICE_UNAVAILABLE, code, message] as const;

export const quoteError = defineErrors({
  pdfUnavailable: unavailable(MSG.pdfUnavailable, 'PDF_UNAVAILABLE'),
  pdfBusy: unavailable(MSG.pdfBusy),
  pdfFailed: unavailable(MSG.pdfFailed),
  pdfTooSlow: unavailable(MSG.pdfTooSlow, 'PDF_TIMEOUT'),
  sendEmailFailed: unavailable(MSG.sendEmailFailed),
  emailLimit: [S.TOO_MANY_REQUESTS, 'TOO_MANY_REQUESTS', SERVER_MESSAGES.emailLimit],
});
