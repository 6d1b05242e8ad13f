/**
 * CSV: encoding (UTF-8/BOM or windows-1252), delimiter sniffed among `;`, `,` and tab by consistency of
 * column counts over the first lines (quotes respected), CRLF or LF. The whole file is one table.
 */
import Papa from 'papaparse';
import type { ReadDocument } from '../ai/ai-provider';
import { cellText, DocumentReadError, READ_LIMITS, READ_MSG } from './reader';
import { decodeText } from './text-decode';

const DELIMITERS = [';', ',', '\t', '|'] as const;

/** Counts fields per line outside quotes for the first `lines` lines. */
function fieldCounts(text: string, delimiter: string, lines = 30): number[] {
  const counts: number[] = [];
  let inQuotes = false;
  let n = 1;
  for (let i = 0; i < text.length && counts.length < lines; i++) {
    const ch = text[i];
    if (ch === '"') inQuotes = !inQuotes;
    else if (!inQuotes && ch === delimiter) n++;
    else if (!inQuotes && ch === '\n') {
      counts.push(n);
      n = 1;
    }
  }
  if (counts.length < lines) counts.push(n);
  return counts.filter((c, i, all) => !(i === all.length - 1 && c === 1));
}

/** The delimiter giving most lines with the same (>1) number of fields; ties go to `;` (Dutch Excel). */
export function sniffDelimiter(text: string): string {
  let best: { d: string; score: number } = { d: ';', score: 0 };
  for (const d of DELIMITERS) {
    const counts = fieldCounts(text, d);
    const freq = new Map<number, number>();
    for (const c of counts) if (c > 1) freq.set(c, (freq.get(c) ?? 0) + 1);
    let score = 0;
    for (const n of freq.values()) score = Math.max(score, n);
    if (score > best.score) best = { d, score };
  }
  return best.d;
}

export async function readCsv(data: Buffer, fileName: string): Promise<ReadDocument> {
  const text = decodeText(data);
  const delimiter = sniffDelimiter(text);
  // A guard before parsing: a line with more fields than allowed fails fast.
  const firstLines = text.slice(0, 1_000_000);
  if (fieldCounts(firstLines, delimiter, 50).some((c) => c > READ_LIMITS.maxColumns))
    throw new DocumentReadError(READ_MSG.tooManyColumns);
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: 'greedy' });
  if (parsed.data.length > READ_LIMITS.maxRows) throw new DocumentReadError(READ_MSG.tooManyRows);
  const rows = parsed.data.map((row) => row.map(cellText));
  if (rows.some((r) => r.length > READ_LIMITS.maxColumns))
    throw new DocumentReadError(READ_MSG.tooManyColumns);
  return { fileName, blocks: rows.length ? [{ kind: 'table', rows }] : [] };
}
