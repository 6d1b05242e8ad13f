import { QUOTE_DOCUMENT_MSG } from '@offerteflow/contracts';

export { PREVIEW_PDF_FILE_NAME, quotePdfFileName } from '@offerteflow/contracts';

/** Dutch texts of the PDF preview modal and the PDF download (SPEC §2, §8). */
export const PDF_TEXT = {
  title: 'PDF preview',
  generating: 'PDF preview genereren...',
  previewFailed: QUOTE_DOCUMENT_MSG.previewFailed,
  downloadFailed: QUOTE_DOCUMENT_MSG.downloadFailed,
  download: 'Downloaden',
  fullScreen: 'Volledig scherm',
  window: 'Venster',
  close: 'Sluiten',
  retry: 'Opnieuw proberen',
  frameTitle: 'PDF-voorbeeld van de offerte',
} as const;
