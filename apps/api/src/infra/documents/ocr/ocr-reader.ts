/**
 * OCR of photos (JPEG, PNG) and of the scanned pages of a PDF: each page image is prepared (EXIF
 * orientation, greyscale, scale, deskew), read by tesseract into words with boxes, and the words go
 * through the same layout rebuild as a PDF's text layer (layout.ts). Pages are read one after the
 * other, each with its own time-out, and a document may hold at most `ocrMaxPages` scanned pages.
 */
import type { ReadDocument } from '../../ai/ai-provider';
import { wordsToBlocks, type PositionedWord } from '../layout';
import type { PdfPage } from '../pdf-text';
import sharp from 'sharp';
import { extractPageImage, pageRendererAvailable, renderPage, type PageImages } from '../pdf-poppler';
import { DocumentReadError, type ReadOptions } from '../reader';
import { ToolError } from '../run-tool';
import { OCR_MSG } from './ocr-messages';
import { prepareImage } from './prepare-image';
import { ocrStatus, recogniseWords } from './tesseract';

/** An A4 page's long side in inches: a photo of a page is taken to be about that long. */
const PAGE_INCHES = 11.7;
/** Render resolution of a scanned PDF page, and of a small one (below A5) whose text is tiny. */
export const RENDER_DPI = 200;
export const RENDER_DPI_SMALL = 300;
const SMALL_PAGE_POINTS = 600;

/** Whether scanned pages and photos can be read on this machine (tesseract with Dutch data). */
export const ocrAvailable = (options: Pick<ReadOptions, 'ocrCommand'>): boolean =>
  ocrStatus(options.ocrCommand).available;

async function recognisePage(
  image: Buffer,
  page: number,
  dpi: number,
  options: ReadOptions,
  started = Date.now(),
) {
  // A photo (no resolution of its own) has its ruled lines painted out; a scanned page keeps them.
  const prepared = await prepareImage(image, { removeRules: dpi <= 0 });
  // A rendered page keeps its resolution (times the scale applied); a photo's follows from its size.
  const long = Math.max(prepared.width, prepared.height);
  const pageDpi = dpi > 0 ? dpi * prepared.scale : Math.min(400, Math.max(150, long / PAGE_INCHES));
  const recognise = (png: Buffer) =>
    recogniseWords(png, {
      command: options.ocrCommand,
      page,
      dpi: Math.round(pageDpi),
      timeoutMs: Math.max(1, options.ocrPageTimeoutMs - (Date.now() - started)),
    });
  const words = await recognise(prepared.png);
  if (!prepared.shaded) return words;
  // A photo with a shadow: the read of the lifted copy wins when tesseract is surer of more text in it.
  const lifted = await recognise(prepared.shaded);
  return readWeight(lifted) > readWeight(words) ? lifted : words;
}

/** Characters read with fair confidence: what a read of a page is worth. */
const readWeight = (words: readonly PositionedWord[]) =>
  words.reduce((n, w) => n + ((w.conf ?? 0) >= 60 ? w.str.length : 0), 0);

/** A photo of a price list: one page read by OCR. */
export async function readImage(data: Buffer, fileName: string, options: ReadOptions): Promise<ReadDocument> {
  if (!ocrAvailable(options)) throw new DocumentReadError(OCR_MSG.unavailable);
  const words = await recognisePage(data, 1, 0, options);
  if (words.length === 0) throw new DocumentReadError(OCR_MSG.nothingFound);
  return { fileName, blocks: wordsToBlocks(words), ocr: true };
}

/** What is known of the pages of a PDF: their sizes, and the images found on each. */
export interface PdfPagesInfo {
  sizes: readonly PdfPage[];
  images: ReadonlyMap<number, PageImages>;
}

/**
 * The image of one scanned page and its resolution: the page's only image as stored (no rendering; its
 * own pixels per inch), turned by the page's rotation; else the page rendered by pdftoppm at 200 dpi
 * (300 for pages smaller than A5).
 */
async function pageImage(data: Buffer, page: number, info: PdfPagesInfo, timeoutMs: number) {
  const found = info.images.get(page);
  if (found?.count === 1 && found.ppi >= 70) {
    const extracted = await extractPageImage(data, page, timeoutMs);
    if (extracted) {
      const image = extracted.rotation
        ? await sharp(extracted.image).rotate(extracted.rotation).toBuffer()
        : extracted.image;
      return { image, dpi: Math.min(600, found.ppi) };
    }
  }
  const size = info.sizes[page - 1];
  const small = size !== undefined && Math.max(size.width, size.height) < SMALL_PAGE_POINTS;
  const dpi = small ? RENDER_DPI_SMALL : RENDER_DPI;
  return { image: await renderPage(data, page, dpi, timeoutMs), dpi };
}

/**
 * Words of the given scanned pages of a PDF (1-based). Fails with a Dutch reason when OCR is
 * unavailable, when there are more pages than the budget, or when a page takes longer than its time-out.
 */
export async function recognisePdfPages(
  data: Buffer,
  pages: readonly number[],
  info: PdfPagesInfo,
  options: ReadOptions,
): Promise<PositionedWord[]> {
  if (!ocrAvailable(options) || !pageRendererAvailable()) throw new DocumentReadError(OCR_MSG.unavailable);
  if (pages.length > options.ocrMaxPages)
    throw new DocumentReadError(OCR_MSG.tooManyPages(options.ocrMaxPages));
  const words: PositionedWord[] = [];
  for (const page of pages) {
    const started = Date.now();
    let scan: { image: Buffer; dpi: number };
    try {
      scan = await pageImage(data, page, info, options.ocrPageTimeoutMs);
    } catch (err) {
      if (err instanceof ToolError && err.reason === 'timeout')
        throw new DocumentReadError(OCR_MSG.pageTimeout);
      throw err;
    }
    for (const w of await recognisePage(scan.image, page, scan.dpi, options, started)) words.push(w);
  }
  return words;
}
