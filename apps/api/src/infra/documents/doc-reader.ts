/**
 * Legacy .doc (Word 97-2003) via word-extractor, best effort: body text only; table rows come out as
 * tab-separated lines and are kept as tables when several consecutive lines have tabs.
 */
import WordExtractor from 'word-extractor';
import type { DocumentBlock, ReadDocument } from '../ai/ai-provider';
import { DocumentReadError, READ_LIMITS, READ_MSG } from './reader';

export function linesToBlocks(lines: string[]): DocumentBlock[] {
  const blocks: DocumentBlock[] = [];
  let table: string[][] = [];
  const flush = () => {
    if (table.length >= 2) blocks.push({ kind: 'table', rows: table });
    else for (const r of table) blocks.push({ kind: 'text', text: r.join(' ') });
    table = [];
  };
  for (const line of lines) {
    if (line.includes('\t')) table.push(line.split('\t').map((c) => c.trim()));
    else {
      flush();
      blocks.push({ kind: 'text', text: line.trim() });
    }
  }
  flush();
  return blocks;
}

export async function readDoc(data: Buffer, fileName: string): Promise<ReadDocument> {
  let body: string;
  try {
    const doc = await new WordExtractor().extract(data);
    body = doc.getBody();
  } catch {
    throw new DocumentReadError(READ_MSG.docUnreadable);
  }
  if (body.length > READ_LIMITS.maxTextChars) throw new DocumentReadError(READ_MSG.tooManyRows);
  if (!body.trim()) throw new DocumentReadError(READ_MSG.noText);
  return { fileName, blocks: linesToBlocks(body.replace(/\r\n?/g, '\n').split('\n')) };
}
