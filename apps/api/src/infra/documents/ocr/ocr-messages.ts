/** Dutch reasons of documents read by OCR (photos and scanned PDF pages). */
import { ONBOARDING_MSG } from '@offerteflow/contracts';

export const OCR_MSG = {
  /** The same sentence the upload answers with for a photo when OCR is not installed. */
  unavailable: ONBOARDING_MSG.ocrUnavailable,
  imageUnreadable: 'De afbeelding is beschadigd of kan niet worden gelezen',
  imageTooLarge: 'De afbeelding is te groot (maximaal 50 megapixel). Verklein de foto en upload hem opnieuw',
  nothingFound:
    'Er is geen tekst herkend in de foto of scan. Upload een scherpere foto of het originele bestand (PDF, Word of Excel)',
  pageTimeout:
    'Het herkennen van de tekst op een gescande pagina duurde te lang. Upload een scherpere of kleinere scan, of het originele bestand',
  tooManyPages: (max: number) =>
    `De PDF heeft te veel gescande pagina's om met tekstherkenning te lezen (maximaal ${max}). Splits het bestand op of upload het originele bestand`,
} as const;
