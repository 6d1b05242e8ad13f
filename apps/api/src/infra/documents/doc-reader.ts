/**
 * Legacy .doc (Word 97-2003): paragraphs and Word tables from the binary format itself (doc-binary.ts),
 * so tables stay tables and headings and paragraphs are text. Outside Word tables, runs of tab- or
 * pipe-separated lines (a price list aligned with tabs) still become tables. Files the binary reader
 * does not handle (Word 6/95, damaged piece tables) fall back to word-extractor's plain text.
 */
import WordExtractor from 'word-extractor';
import type { DocumentBlock, ReadDocument } from '../ai/ai-provider';
import { DocEncryptedError, readWordBinary, type DocPart } from './doc-binary';
import { DocumentReadError, READ_LIMITS, READ_MSG } from './reader';

/** Cells of a tab-separated or `| a | b |` line; null for running text; markdown rule lines skipped. */
function cellsOf(line: string): string[] | 'separator' | null {
  if (line.includes('\t')) return line.split('\t').map((c) => c.trim());
  if ((line.match(/\|/g)?.length ?? 0) >= 2) {
    if (/^[\s|:+-]+$/.test(line)) return 'separator';
    return line
      .replace(/^\s*\||\|\s*$/g, '')
      .split('|')
      .map((c) => c.trim());
  }
  return null;
}

/** Lines to blocks: runs of tab- or pipe-separated lines become tables, other lines text. */
export function linesToBlocks(lines: string[]): DocumentBlock[] {
  const blocks: DocumentBlock[] = [];
  let table: string[][] = [];
  const flush = () => {
    if (table.length >= 2) blocks.push({ kind: 'table', rows: table });
    else for (const r of table) blocks.push({ kind: 'text', text: r.join(' ') });
    table = [];
  };
  for (const line of lines) {
    const cells = cellsOf(line);
    if (cells === 'separator') continue;
    if (cells) table.push(cells);
    else {
      flush();
      blocks.push({ kind: 'text', text: line.trim() });
    }
  }
  flush();
  return blocks;
}

/** Paragraphs and rows to blocks: consecutive rows of a Word table form one table. */
export function partsToBlocks(parts: readonly DocPart[]): DocumentBlock[] {
  const blocks: DocumentBlock[] = [];
  let lines: string[] = [];
  let rows: string[][] = [];
  const flushLines = () => {
    for (const b of linesToBlocks(lines)) blocks.push(b);
    lines = [];
  };
  const flushRows = () => {
    if (rows.length) blocks.push({ kind: 'table', rows });
    rows = [];
  };
  for (const part of parts) {
    if (part.kind === 'row') {
      flushLines();
      rows.push(part.cells);
    } else {
      flushRows();
      lines.push(part.text);
    }
  }
  flushRows();
  flushLines();
  return blocks;
}

async function plainText(data: Buffer): Promise<DocumentBlock[]> {
  let body: string;
  try {
    body = (await new WordExtractor().extract(data)).getBody();
  } catch {
    throw new DocumentReadError(READ_MSG.docUnreadable);
  }
  if (body.length > READ_LIMITS.maxTextChars) throw new DocumentReadError(READ_MSG.tooManyRows);
  return linesToBlocks(body.replace(/\r\n?/g, '\n').split('\n'));
}

export async function readDoc(data: Buffer, fileName: string): Promise<ReadDocument> {
  let blocks: DocumentBlock[];
  try {
    blocks = partsToBlocks(readWordBinary(data, READ_LIMITS.maxTextChars));
  } catch (err) {
    if (err instanceof DocEncryptedError) throw new DocumentReadError(READ_MSG.officeEncrypted);
    if (err instanceof RangeError) throw new DocumentReadError(READ_MSG.tooManyRows);
    blocks = await plainText(data);
  }
  if (!blocks.some((b) => (b.kind === 'text' ? b.text.trim() : b.rows.length)))
    throw new DocumentReadError(READ_MSG.noText);
  return { fileName, blocks };
}
