import { QUOTE_DOCUMENT_MSG } from '@offerteflow/contracts';
import { ApiError } from '../../lib/api-error';

/** The PDF_UNAVAILABLE answer (no Chromium on the server) explains itself; other failures get `fallback`. */
export function pdfErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code === 'PDF_UNAVAILABLE' ? PDF_TEXT.unavailable : fallback;
}

export { PREVIEW_PDF_FILE_NAME, quotePdfFileName } from '@offerteflow/contracts';

/** Dutch texts of the PDF preview modal and the PDF download (SPEC §2, §8). */
export const PDF_TEXT = {
  title: 'PDF preview',
  generating: 'PDF preview genereren...',
  previewFailed: QUOTE_DOCUMENT_MSG.previewFailed,
  downloadFailed: QUOTE_DOCUMENT_MSG.downloadFailed,
  unavailable: QUOTE_DOCUMENT_MSG.pdfUnavailable,
  download: 'Downloaden',
  fullScreen: 'Volledig scherm',
  window: 'Venster',
  close: 'Sluiten',
  retry: 'Opnieuw proberen',
  frameTitle: 'PDF-voorbeeld van de offerte',
} as const;
