/**
 * Logos: the header is read first and images over LOGO_MAX_PIXELS are refused before any pixel is
 * decoded (a 48 KB PNG can declare 20000 × 20000 pixels, a 100-byte SVG 50000 × 50000 through its
 * width, height or viewBox); raster logos are stored downscaled to what the document needs, so a PDF
 * never decodes a huge image.
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

/**
 * Width and height from the file header (no pixel decoding). An SVG's size is its width and height in
 * px (physical units such as `in` read at 72 dpi), else its viewBox.
 */
export async function imageSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (!meta.width || !meta.height) throw unreadable();
  return { width: meta.width, height: meta.height };
}

/** 422 'Het logo mag maximaal 4000 × 4000 pixels groot zijn' above LOGO_MAX_PIXELS; PNG, JPEG and SVG alike. */
export async function assertLogoPixels(bytes: Buffer): Promise<{ width: number; height: number }> {
  const size = await imageSize(bytes);
  if (size.width * size.height > LOGO_MAX_PIXELS) throw tooManyPixels();
  return size;
}

/**
 * Checks the pixel count, then re-encodes the logo no larger than LOGO_STORED_MAX_SIDE; a logo that
 * is small enough already is kept byte for byte.
 */
export async function normaliseRasterLogo(bytes: Buffer, type: LogoMimeType): Promise<Buffer> {
  const { width, height } = await assertLogoPixels(bytes);
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
