/**
 * PDF: positioned words (poppler's pdftotext when installed, else pdfjs in a worker thread). A page
 * without a text layer (fewer than three words) that holds an image is a scan: it is rendered and read
 * by OCR, also inside an otherwise text PDF. All words then go through one layout rebuild (layout.ts).
 */
import type { ReadDocument } from '../ai/ai-provider';
import { wordsToBlocks, type PositionedWord } from './layout';
import { OCR_MSG } from './ocr/ocr-messages';
import { ocrAvailable, recognisePdfPages } from './ocr/ocr-reader';
import { pageRendererAvailable, pagesWithImages, popplerAvailable, readPdfItemsPoppler } from './pdf-poppler';
import { readPdfItems } from './pdf-text';
import { DocumentReadError, READ_MSG, type ReadOptions } from './reader';

/** A page with fewer words than this has no real text layer (at most a stamped page number). */
const MIN_TEXT_WORDS = 3;

/** Pages (1-based) that look scanned: next to no text, and an image when that can be checked. */
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
  if (!candidates.length || !pageRendererAvailable()) return candidates;
  const withImages = await pagesWithImages(data, timeoutMs).catch(() => null);
  return withImages ? candidates.filter((p) => withImages.has(p)) : candidates;
}

export async function readPdf(data: Buffer, fileName: string, options: ReadOptions): Promise<ReadDocument> {
  const text = popplerAvailable() ? await readPdfItemsPoppler(data) : await readPdfItems(data);
  const scanned = await scannedPages(data, text.items, text.pages.length, options.ocrPageTimeoutMs);
  const scannedSet = new Set(scanned);
  const words = text.items.filter((w) => !scannedSet.has(w.page));
  let ocr = false;
  if (scanned.length) {
    if (ocrAvailable(options) && pageRendererAvailable()) {
      for (const w of await recognisePdfPages(data, scanned, text.pages, options)) words.push(w);
      ocr = true;
    } else if (words.length === 0) throw new DocumentReadError(OCR_MSG.unavailable);
  }
  if (words.length === 0) throw new DocumentReadError(ocr ? OCR_MSG.nothingFound : READ_MSG.noText);
  words.sort((a, b) => a.page - b.page);
  const doc: ReadDocument = { fileName, blocks: wordsToBlocks(words) };
  if (ocr) doc.ocr = true;
  return doc;
}
