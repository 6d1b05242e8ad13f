/**
 * PDF: positioned words (poppler's pdftotext when installed, else pdfjs in a worker thread). A page
 * without a text layer (fewer than three words) that holds an image is a scan: its image is read by OCR,
 * also inside an otherwise text PDF. All words then go through one layout rebuild (layout.ts).
 */
import type { ReadDocument } from '../ai/ai-provider';
import { wordsToBlocks, type PositionedWord } from './layout';
import { OCR_MSG } from './ocr/ocr-messages';
import { ocrAvailable, recognisePdfPages } from './ocr/ocr-reader';
import {
  pageImages,
  pageRendererAvailable,
  popplerAvailable,
  readPdfItemsPoppler,
  type PageImages,
} from './pdf-poppler';
import { readPdfItems } from './pdf-text';
import { DocumentReadError, READ_MSG, type ReadOptions } from './reader';

/** A page with fewer words than this has no real text layer (at most a stamped page number). */
const MIN_TEXT_WORDS = 3;

/**
 * Pages (1-based) that look scanned: next to no text and, when that can be checked, an image; with
 * the images found on every page (none known when poppler's tools are missing).
 */
async function scannedPages(
  data: Buffer,
  words: readonly PositionedWord[],
  pageCount: number,
  timeoutMs: number,
) {
  const perPage = new Array<number>(pageCount + 1).fill(0);
  for (const w of words) perPage[w.page] = (perPage[w.page] ?? 0) + 1;
  const candidates: number[] = [];
  for (let p = 1; p <= pageCount; p++) if (perPage[p]! < MIN_TEXT_WORDS) candidates.push(p);
  const images = new Map<number, PageImages>();
  if (!candidates.length || !pageRendererAvailable()) return { pages: candidates, images };
  const found = await pageImages(data, timeoutMs).catch(() => null);
  if (!found) return { pages: candidates, images };
  return { pages: candidates.filter((p) => found.has(p)), images: found };
}

export async function readPdf(data: Buffer, fileName: string, options: ReadOptions): Promise<ReadDocument> {
  const text = popplerAvailable()
    ? await readPdfItemsPoppler(data, options.timeoutMs)
    : await readPdfItems(data, options.timeoutMs);
  const { pages: scanned, images } = await scannedPages(
    data,
    text.items,
    text.pages.length,
    options.ocrPageTimeoutMs,
  );
  const scannedSet = new Set(scanned);
  const words = text.items.filter((w) => !scannedSet.has(w.page));
  let ocr = false;
  if (scanned.length) {
    if (ocrAvailable(options) && pageRendererAvailable()) {
      for (const w of await recognisePdfPages(data, scanned, { sizes: text.pages, images }, options))
        words.push(w);
      ocr = true;
    } else if (words.length === 0) throw new DocumentReadError(OCR_MSG.unavailable);
  }
  if (words.length === 0) throw new DocumentReadError(ocr ? OCR_MSG.nothingFound : READ_MSG.noText);
  words.sort((a, b) => a.page - b.page);
  const doc: ReadDocument = { fileName, blocks: wordsToBlocks(words) };
  if (ocr) doc.ocr = true;
  return doc;
}
