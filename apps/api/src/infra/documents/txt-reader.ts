/** Plain text: decoded, split into paragraphs (blank lines) and kept line by line inside them. */
import type { ReadDocument, TextBlock } from '../ai/ai-provider';
import { DocumentReadError, READ_LIMITS, READ_MSG } from './reader';
import { decodeText } from './text-decode';

/** Lines of running text as blocks; a blank line separates paragraphs (kept as an empty block boundary). */
export function textToBlocks(text: string): TextBlock[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/\t/g, '    ').replace(/\s+$/g, ''))
    .map((line) => ({ kind: 'text' as const, text: line }));
}

export async function readTxt(data: Buffer, fileName: string): Promise<ReadDocument> {
  const text = decodeText(data);
  if (text.length > READ_LIMITS.maxTextChars) throw new DocumentReadError(READ_MSG.tooManyRows);
  if (!text.trim()) throw new DocumentReadError(READ_MSG.noText);
  return { fileName, blocks: textToBlocks(text) };
}
