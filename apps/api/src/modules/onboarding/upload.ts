/**
 * Upload checks: the file name is sanitised, the content must be an accepted format by its bytes and
 * survive a real parse of its structure (zip directory, PDF header/trailer, text decoding, image header).
 */
import { ONBOARDING_MAX_FILE_BYTES, ONBOARDING_MSG } from '@offerteflow/contracts';
import sharp from 'sharp';
import { onboardingError } from './onboarding.errors';
import { detectFormat, UnsupportedFileError, type DetectedFormat } from '../../infra/documents/detect-format';
import { DocumentReadError } from '../../infra/documents/reader';
import { OCR_MSG } from '../../infra/documents/ocr/ocr-messages';
import { OCR_MAX_INPUT_PIXELS } from '../../infra/documents/ocr/prepare-image';
import { decodeText } from '../../infra/documents/text-decode';

/** multer (busboy) hands over names as latin1; browsers send UTF-8. */
function utf8Name(raw: string): string {
  const bytes = Buffer.from(raw, 'latin1');
  const decoded = bytes.toString('utf8');
  return decoded.includes('\uFFFD') ? raw : decoded;
}

/** A display-safe file name: no directories, control or reserved characters, at most 255 characters. */
export function sanitizeFileName(raw: string): string {
  const base = utf8Name(raw ?? '')
    .split(/[/\\]/)
    .pop()!
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  if (!base) return 'document';
  if (base.length <= 255) return base;
  const ext = /\.[a-z0-9]{1,5}$/i.exec(base)?.[0] ?? '';
  return base.slice(0, 255 - ext.length) + ext;
}

/** A photo must decode as an image (header only) of a size OCR takes; else the Dutch refusal. */
async function checkImage(data: Buffer): Promise<void> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw onboardingError('unsupported', ONBOARDING_MSG.fileContentMismatch);
  }
  if (!meta.width || !meta.height) throw onboardingError('unsupported', ONBOARDING_MSG.fileContentMismatch);
  if (meta.width * meta.height > OCR_MAX_INPUT_PIXELS)
    throw onboardingError('unreadable', OCR_MSG.imageTooLarge);
}

/**
 * The accepted format of an upload, or the AppError the client sees (413, 415 or 422, Dutch). Photos
 * are refused (422) where OCR is not installed, instead of failing later.
 */
export async function checkUpload(
  data: Buffer,
  fileName: string,
  options: { ocrAvailable: boolean },
): Promise<DetectedFormat> {
  if (data.length > ONBOARDING_MAX_FILE_BYTES) throw onboardingError('fileTooLarge');
  if (data.length === 0) throw onboardingError('unreadable');
  let detected: DetectedFormat;
  try {
    detected = await detectFormat(data, fileName);
  } catch (err) {
    if (err instanceof UnsupportedFileError) throw onboardingError('unsupported');
    if (err instanceof DocumentReadError) throw onboardingError('unreadable', err.message);
    throw onboardingError('unsupported', ONBOARDING_MSG.fileContentMismatch);
  }
  if (detected.format === 'pdf' && !/%%EOF/.test(data.subarray(-2048).toString('latin1')))
    throw onboardingError('unsupported', ONBOARDING_MSG.fileContentMismatch);
  if (detected.format === 'csv' || detected.format === 'txt') {
    try {
      decodeText(data);
    } catch (err) {
      throw onboardingError(
        'unsupported',
        err instanceof DocumentReadError ? err.message : ONBOARDING_MSG.fileContentMismatch,
      );
    }
  }
  if (detected.format === 'jpeg' || detected.format === 'png') {
    if (!options.ocrAvailable) throw onboardingError('unreadable', ONBOARDING_MSG.ocrUnavailable);
    await checkImage(data);
  }
  return detected;
}
