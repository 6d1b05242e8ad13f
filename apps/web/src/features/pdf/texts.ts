/** Dutch texts of the PDF preview modal, PDF download and send-by-e-mail modal (SPEC §2, §8). */
export const PDF_TEXT = {
  title: 'PDF preview',
  generating: 'PDF preview genereren...',
  previewFailed: 'Fout bij genereren van PDF preview',
  downloadFailed: 'Fout bij downloaden PDF. Probeer het opnieuw.',
  download: 'Downloaden',
  fullScreen: 'Volledig scherm',
  window: 'Venster',
  close: 'Sluiten',
  retry: 'Opnieuw proberen',
  frameTitle: 'PDF-voorbeeld van de offerte',
} as const;

/** File name of the preview download (SPEC §2). */
export const PREVIEW_FILE_NAME = 'offerte-preview.pdf';

/** File name of a quote's PDF (SPEC §7): Offerte-{quoteNumber}.pdf. */
export function quotePdfFileName(quoteNumber: string): string {
  return `Offerte-${quoteNumber.replace(/[^\w.-]+/g, '-')}.pdf`;
}
