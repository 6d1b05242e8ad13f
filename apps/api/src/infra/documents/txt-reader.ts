/**
 * Plain text: decoded, one block per line (a blank line ends a paragraph); runs of tab- or
 * pipe-separated lines (copied from a spreadsheet, markdown tables) become tables.
 */
import type { ReadDocument } from '../ai/ai-provider';
import { linesToBlocks } from './doc-reader';
import { DocumentReadError, READ_LIMITS, READ_MSG } from './reader';
import { decodeText } from './text-decode';

export async function readTxt(data: Buffer, fileName: string): Promise<ReadDocument> {
  const text = decodeText(data);
  if (text.length > READ_LIMITS.maxTextChars) throw new DocumentReadError(READ_MSG.tooManyRows);
  if (!text.trim()) throw new DocumentReadError(READ_MSG.noText);
  return { fileName, blocks: linesToBlocks(text.replace(/\r\n?/g, '\n').split('\n')) };
}
