/**
 * CSV: encoding (UTF-8/BOM or windows-1252), delimiter guessed by papaparse among `;`, `,`, tab and `|`
 * (the one whose first rows have the steadiest column count, quotes respected; ties go to `;`, Dutch
 * Excel), CRLF or LF. The whole file is one table.
 */
import Papa from 'papaparse';
import type { ReadDocument } from '../ai/ai-provider';
import { cellText, DocumentReadError, READ_LIMITS, READ_MSG } from './reader';
import { decodeText } from './text-decode';

/** Guess order matters: papaparse keeps the first of equally good candidates. */
const DELIMITERS = [';', ',', '\t', '|'];
/** Rows papaparse's guess looks at (its own default is 10). */
const GUESS_ROWS = 10;

/** Counts fields per line outside quotes for the first `lines` lines: a cheap guard before parsing. */
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

/**
 * The delimiter papaparse guesses for `text`, parsed as readCsv parses it (empty lines skipped); `;`
 * when it finds none (one column, or no delimiter outside quotes), as Dutch Excel saves.
 */
export function sniffDelimiter(text: string): string {
  const { meta, errors } = Papa.parse<string[]>(text, {
    preview: GUESS_ROWS,
    skipEmptyLines: 'greedy',
    delimitersToGuess: DELIMITERS,
  });
  return errors.some((e) => e.code === 'UndetectableDelimiter') ? ';' : meta.delimiter;
}

export async function readCsv(data: Buffer, fileName: string): Promise<ReadDocument> {
  const text = decodeText(data);
  // The guess and the guard look at the first megabyte: a line with more fields than allowed fails fast.
  const firstLines = text.slice(0, 1_000_000);
  const delimiter = sniffDelimiter(firstLines);
  if (fieldCounts(firstLines, delimiter, 50).some((c) => c > READ_LIMITS.maxColumns))
    throw new DocumentReadError(READ_MSG.tooManyColumns);
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: 'greedy' });
  if (parsed.data.length > READ_LIMITS.maxRows) throw new DocumentReadError(READ_MSG.tooManyRows);
  const rows = parsed.data.map((row) => row.map(cellText));
  if (rows.some((r) => r.length > READ_LIMITS.maxColumns))
    throw new DocumentReadError(READ_MSG.tooManyColumns);
  return { fileName, blocks: rows.length ? [{ kind: 'table', rows }] : [] };
}
