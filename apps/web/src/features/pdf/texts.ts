import { QUOTE_DOCUMENT_MSG } from '@offerteflow/contracts';
import { ApiError } from '../../lib/api-error';

/** Answers that explain themselves: no Chromium on the server, a PDF over its render budget. */
const EXPLAINED: Readonly<Record<string, string>> = {
  PDF_UNAVAILABLE: QUOTE_DOCUMENT_MSG.pdfUnavailable,
  PDF_TIMEOUT: QUOTE_DOCUMENT_MSG.pdfTooSlow,
};

/** The text of an answer that explains itself (EXPLAINED); other failures get `fallback`. */
export function pdfErrorMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.code && EXPLAINED[error.code]) || fallback;
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
