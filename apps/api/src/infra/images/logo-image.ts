/**
 * Raster logos (PNG, JPEG): the header is read first and images over LOGO_MAX_PIXELS are refused
 * before any pixel is decoded (a 48 KB PNG can declare 20000 × 20000 pixels); the rest is stored
 * downscaled to what the document needs, so a PDF never decodes a huge image.
 */
import { HttpStatus } from '@nestjs/common';
import { LOGO_MSG, type LogoMimeType } from '@offerteflow/contracts';
import sharp from 'sharp';
import { AppError, validationFailed } from '../../common';

/** 4000 × 4000: far beyond any printed logo. */
export const LOGO_MAX_PIXELS = 4000 * 4000;
/** The document shows a logo at most ~70 mm wide: 800 px is above 280 dpi. */
export const LOGO_STORED_MAX_SIDE = 800;

const tooManyPixels = () =>
  new AppError(HttpStatus.UNPROCESSABLE_ENTITY, 'VALIDATION_FAILED', LOGO_MSG.tooManyPixels, {
    logo: [LOGO_MSG.tooManyPixels],
  });
const unreadable = () => validationFailed({ logo: [LOGO_MSG.unreadable] });

/** Width and height from the file header (no pixel decoding). */
export async function rasterSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (!meta.width || !meta.height) throw unreadable();
  return { width: meta.width, height: meta.height };
}

/**
 * Checks the pixel count, then re-encodes the logo no larger than LOGO_STORED_MAX_SIDE; a logo that
 * is small enough already is kept byte for byte.
 */
export async function normaliseRasterLogo(bytes: Buffer, type: LogoMimeType): Promise<Buffer> {
  const { width, height } = await rasterSize(bytes);
  if (width * height > LOGO_MAX_PIXELS) throw tooManyPixels();
  if (width <= LOGO_STORED_MAX_SIDE && height <= LOGO_STORED_MAX_SIDE) return bytes;
  try {
    const image = sharp(bytes, { limitInputPixels: LOGO_MAX_PIXELS }).rotate().resize({
      width: LOGO_STORED_MAX_SIDE,
      height: LOGO_STORED_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    return await (
      type === 'image/png' ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 88, mozjpeg: true })
    ).toBuffer();
  } catch {
    throw unreadable();
  }
}
