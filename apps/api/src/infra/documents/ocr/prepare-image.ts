/**
 * An image before OCR (sharp, prebuilt libvips from npm): the header is read first and huge images are
 * refused before a pixel is decoded; the EXIF orientation is applied; the page becomes greyscale with
 * stretched contrast (light text on a dark page inverted), is scaled so text is large enough but not needlessly large, and is turned
 * straight by the skew its text lines show (deskew.ts); thin horizontal rules are painted out
 * (remove-rules.ts). The result is a PNG for tesseract.
 */
import sharp from 'sharp';
import { DocumentReadError } from '../reader';
import { estimateSkew, MAX_SKEW_DEGREES } from './deskew';
import { OCR_MSG } from './ocr-messages';
import { flattenLight } from './flatten-light';
import { invertDarkBands } from './invert-bands';
import { removeRules } from './remove-rules';

/** Largest image accepted (a 48-megapixel phone photo fits); larger ones fail before decoding. */
export const OCR_MAX_INPUT_PIXELS = 50_000_000;
/** Longest side the page is scaled to at most, and the side below which it is enlarged. */
const MAX_SIDE = 3000;
const MIN_SIDE = 1600;
/** Width of the small copy the skew is estimated on. */
const SKEW_SAMPLE_WIDTH = 1000;

export interface PreparedImage {
  png: Buffer;
  /** The same page with its shadowed paper lifted (flatten-light.ts), for photos with a shadow. */
  shaded?: Buffer;
  width: number;
  height: number;
  /** Factor the page was scaled by (1 when its size was right already). */
  scale: number;
  /** Applied rotation in degrees (the negative of the skew found). */
  rotated: number;
}

/** Share of a photo's pixels lifted out of shadow above which the lifted copy is read too. */
const MIN_SHADED_SHARE = 0.05;

/** Mean brightness of the page's middle below which it is light text on a dark page. */
const DARK_PAGE_MEAN = 100;

/**
 * Light text on a dark page (a dark menu or flyer) is turned into dark text on a light page, which is
 * what tesseract, the deskew and the rule removal expect. The middle half of the image decides, so a
 * dark table around a light page does not.
 */
function invertDarkPage(data: Buffer, width: number, height: number): void {
  let sum = 0;
  let n = 0;
  for (let y = Math.floor(height / 4); y < Math.ceil((height * 3) / 4); y++)
    for (let x = Math.floor(width / 4); x < Math.ceil((width * 3) / 4); x++) {
      sum += data[y * width + x]!;
      n++;
    }
  if (!n || sum / n >= DARK_PAGE_MEAN) return;
  for (let i = 0; i < data.length; i++) data[i] = 255 - data[i]!;
}

export interface PrepareOptions {
  /**
   * Paint out thin horizontal rules (remove-rules.ts): for photos, where a ruled table's lines merged
   * words into garbage; on the tuning corpus's scanned PDF pages it split ruled tables apart instead.
   */
  removeRules?: boolean;
}

export async function prepareImage(data: Buffer, options: PrepareOptions = {}): Promise<PreparedImage> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new DocumentReadError(OCR_MSG.imageUnreadable);
  }
  if (!meta.width || !meta.height) throw new DocumentReadError(OCR_MSG.imageUnreadable);
  if (meta.width * meta.height > OCR_MAX_INPUT_PIXELS) throw new DocumentReadError(OCR_MSG.imageTooLarge);
  try {
    // EXIF orientation first, so width and height are the page's as seen.
    const upright = await sharp(data, { limitInputPixels: OCR_MAX_INPUT_PIXELS })
      .rotate()
      .greyscale()
      .normalise({ lower: 0, upper: 99.5 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height } = upright.info;
    invertDarkPage(upright.data, width, height);
    const long = Math.max(width, height);
    const scale = long > MAX_SIDE ? MAX_SIDE / long : long < MIN_SIDE ? Math.min(2, MIN_SIDE / long) : 1;
    const raw = { raw: { width, height, channels: 1 as const } };
    const sampleWidth = Math.min(width, SKEW_SAMPLE_WIDTH);
    // sharp turns one-channel raw input into three channels unless told otherwise.
    const sample = await sharp(upright.data, raw)
      .resize({ width: sampleWidth })
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const skew = estimateSkew({
      data: new Uint8Array(sample.data.buffer, sample.data.byteOffset, sample.data.length),
      width: sample.info.width,
      height: sample.info.height,
    });
    let image = sharp(upright.data, raw);
    if (scale !== 1) image = image.resize({ width: Math.round(width * scale) });
    const rotated = Math.abs(skew) >= 0.2 && Math.abs(skew) < MAX_SKEW_DEGREES ? -skew : 0;
    // sharp rotates before it resizes within one pipeline, so the resized page is taken out first.
    if (rotated) {
      const resized = await image.extractChannel(0).raw().toBuffer({ resolveWithObject: true });
      image = sharp(resized.data, {
        raw: { width: resized.info.width, height: resized.info.height, channels: 1 },
      }).rotate(rotated, { background: '#ffffff' });
    }
    // Heading bands and rule removal work on the straightened pixels: out of the pipeline and back.
    const page = await image.extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    const pixels = {
      data: new Uint8Array(page.data.buffer, page.data.byteOffset, page.data.length),
      ...page.info,
    };
    invertDarkBands(pixels);
    const { width: w, height: h } = page.info;
    // A photo whose paper lies partly in shadow is also prepared with the shadow lifted; the reader
    // keeps whichever of the two tesseract reads with more confidence (a grey surround lifted too can
    // make the page's edge unreadable, so the lift is never applied blindly).
    let shaded: Buffer | undefined;
    if (options.removeRules) {
      const lifted = { ...pixels, data: Uint8Array.from(pixels.data) };
      if (flattenLight(lifted) >= lifted.data.length * MIN_SHADED_SHARE) {
        removeRules(lifted);
        shaded = await sharp(Buffer.from(lifted.data.buffer), { raw: { width: w, height: h, channels: 1 } })
          .extractChannel(0)
          .png({ compressionLevel: 1 })
          .toBuffer();
      }
      removeRules(pixels);
    }
    image = sharp(page.data, { raw: { width: w, height: h, channels: 1 } });
    const out = await image
      .extractChannel(0)
      .png({ compressionLevel: 1 })
      .toBuffer({ resolveWithObject: true });
    return {
      png: out.data,
      ...(shaded ? { shaded } : {}),
      width: out.info.width,
      height: out.info.height,
      scale,
      rotated,
    };
  } catch (err) {
    if (err instanceof DocumentReadError) throw err;
    throw new DocumentReadError(OCR_MSG.imageUnreadable);
  }
}
