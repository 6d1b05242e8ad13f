/**
 * PDF: positioned words (poppler's pdftotext when installed, else pdfjs in a worker thread) rebuilt
 * into text blocks and tables by the shared layout rebuild (layout.ts).
 */
import type { ReadDocument } from "../ai/ai-provider";
import { wordsToBlocks } from "./layout";
import { popplerAvailable, readPdfItemsPoppler } from "./pdf-poppler";
import { readPdfItems } from "./pdf-text";
import { DocumentReadError, READ_MSG } from "./reader";

export async function readPdf(
  data: Buffer,
  fileName: string,
): Promise<ReadDocument> {
  const { items } = popplerAvailable()
    ? await readPdfItemsPoppler(data)
    : await readPdfItems(data);
  if (items.length === 0) throw new DocumentReadError(READ_MSG.noText);
  return { fileName, blocks: wordsToBlocks(items) };
}
