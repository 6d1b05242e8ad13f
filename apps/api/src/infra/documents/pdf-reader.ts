/** PDF: positioned text (pdf-text.ts) rebuilt into text blocks and tables (pdf-layout.ts). */
import type { ReadDocument } from '../ai/ai-provider';
import { linesToPdfBlocks, toLines } from './pdf-layout';
import { readPdfItems } from './pdf-text';
import { DocumentReadError, READ_MSG } from './reader';

export async function readPdf(data: Buffer, fileName: string): Promise<ReadDocument> {
  const items = await readPdfItems(data);
  if (items.length === 0) throw new DocumentReadError(READ_MSG.noText);
  return { fileName, blocks: linesToPdfBlocks(toLines(items)) };
}
