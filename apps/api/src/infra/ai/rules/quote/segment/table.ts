/**
 * Tables pasted from a spreadsheet: tab-separated (or ' | '-separated) lines. A header row names the
 * columns' roles (description, quantity, unit, unit price, total); without one the roles are guessed
 * from the cells (the text column, a small whole number, an amount).
 */
import { TABLE_HEADERS } from '../lexicon/fields';
import { INCL_WORDS, VAT_HIGH_RATE, VAT_LOW_RATE } from '../lexicon/money';
import { alternation, wordsRe } from '../lexicon/pattern';

const INCL = wordsRe(INCL_WORDS);
import { isMetre, unitOf } from '../grammar/units';
import { fold } from '../text/fold';
import type { Line } from '../messages/message';

export type ColumnRole = keyof typeof TABLE_HEADERS;

export interface Cell {
  text: string;
  start: number;
}

export interface TableRow {
  line: Line;
  cells: Partial<Record<ColumnRole, Cell>>;
  /** The VAT rate the header says prices include ('Prijs incl. 9% btw'), or null. */
  vatRate: number | null;
  /** The quantity column's header when it names a unit ('m2', 'Uren'). */
  quantityUnit: string | null;
}

const SEPARATOR = /\t+|\s+\|\s+|\s*;\s*(?=\S)/;

export function cellsOf(line: Line): Cell[] {
  const sep = line.text.includes('\t') ? /\t/ : line.text.includes(' | ') ? /\s+\|\s+/ : null;
  if (!sep) return [];
  const out: Cell[] = [];
  let at = 0;
  for (const part of line.text.split(sep)) {
    const idx = line.text.indexOf(part, at);
    const lead = part.length - part.trimStart().length;
    out.push({ text: part.trim(), start: line.start + idx + lead });
    at = idx + part.length;
  }
  return out;
}

export const isTableLine = (line: Line): boolean => cellsOf(line).filter((c) => c.text !== '').length >= 2;
/** Tab-separated lines are a table even alone; ' | '-separated ones (often a signature) from two on. */
export const tableStartsAt = (lines: readonly Line[], i: number): number => {
  let j = i;
  while (j < lines.length && isTableLine(lines[j]!)) j++;
  const tabs = lines.slice(i, j).some((l) => l.text.includes('\t'));
  return tabs || j - i >= 2 ? j : i;
};
/** A row that sums the others ('Totaal', 'Subtotaal'): no request of its own. */
const TOTAL_ROW = new RegExp(`^${alternation(TABLE_HEADERS.total)}(?![\\p{L}])`, 'iu');

function headerRole(cell: string): ColumnRole | null {
  const f = fold(cell)
    .replace(/[():]|\.$/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (const role of Object.keys(TABLE_HEADERS) as ColumnRole[]) {
    if ((TABLE_HEADERS[role] as readonly string[]).some((h) => f === h || f.startsWith(`${h} `))) return role;
  }
  return null;
}

const isAmount = (s: string) => /€|\d[.,]\d{2}\b|,-|\beur/i.test(s);
const isUnitWord = (s: string) => unitOf(s) !== null || isMetre(s);
const isNumber = (s: string) => /^\s*\d+(?:[.,]\d+)?\s*$/.test(s);
/** A cell that starts with a figure: an amount, a count or a measure ('14 m', '60 x 90', '3 dagen'). */
const isFigure = (s: string) => /^\s*(?:€\s*)?\d/.test(s) || isAmount(s);
/** Row numbers 1, 2, 3 … in order: a numbering column, no amounts. */
const isNumbering = (cells: readonly string[]) =>
  cells.length >= 2 && cells.every((t, i) => /^\d+\.?$/.test(t.trim()) && parseInt(t, 10) === i + 1);

function guessRoles(rows: Cell[][]): ColumnRole[] {
  const width = Math.max(...rows.map((r) => r.length));
  const roles: ColumnRole[] = [];
  let described = false;
  let priced = 0;
  for (let c = 0; c < width; c++) {
    const cells = rows.map((r) => r[c]?.text ?? '').filter((t) => t !== '');
    const share = (f: (s: string) => boolean) => cells.filter(f).length / Math.max(1, cells.length);
    if (share(isAmount) >= 0.5) roles.push(priced++ === 0 ? 'unitPrice' : 'total');
    else if (isNumbering(cells)) roles.push('note');
    else if (share(isNumber) >= 0.5) roles.push('quantity');
    // Figures with a unit ('14 m', '3 dagen'): the amount column when there is none yet.
    else if (share(isFigure) >= 0.5 && !roles.includes('quantity')) roles.push('quantity');
    else if (!described && share((s) => /\p{L}{3,}/u.test(s)) >= 0.5) {
      roles.push('description');
      described = true;
    } else roles.push(share((s) => /^\p{L}{1,6}\.?$/u.test(s)) >= 0.5 ? 'unit' : 'note');
  }
  return roles;
}

/**
 * The first row names the columns when two of its cells are header words, or when it holds words only
 * and some column below it holds figures under a word ('Gevel | m2 | Behandeling' above '… | 86 | …').
 */
function isHeader(first: readonly Cell[], body: readonly Cell[][], known: number): boolean {
  const words = first.filter((c) => c.text !== '');
  if (words.length < 2 || words.some((c) => isFigure(c.text))) return false;
  if (known >= 2) return true;
  return first.some((c, i) => {
    if (c.text === '') return false;
    const below = body.map((r) => r[i]?.text ?? '').filter((t) => t !== '');
    return below.length > 0 && below.filter(isFigure).length * 2 >= below.length;
  });
}

/** The unit a quantity column's header names: in brackets ('Breedte (m)') or its last word ('Strekkende m', 'Uren'). */
function headerUnit(text: string): string | null {
  const bracketed = /\(([^)]+)\)/.exec(text)?.[1];
  if (bracketed && isUnitWord(bracketed)) return bracketed;
  const last = text.trim().split(/\s+/).at(-1) ?? text;
  return isUnitWord(last) ? last : null;
}

/** Reads consecutive table lines; the first may be a header. */
export function readTable(lines: readonly Line[]): TableRow[] {
  const rows = lines.map(cellsOf);
  const header = rows[0]!.map((c) => headerRole(c.text));
  const known = header.filter((r) => r !== null).length;
  const hasHeader =
    (known >= 2 && header.includes('description')) ||
    (rows.length > 1 && isHeader(rows[0]!, rows.slice(1), known));
  const body = hasHeader ? rows.slice(1) : rows;
  const guessed = guessRoles(body);
  // Under a header, a column its word does not name takes the role its cells suggest, and every column
  // of words that is no note, unit or price describes the row ('Boom | Actie': 'Eik snoeien').
  const column = (c: number) => body.map((r) => r[c]?.text ?? '').filter((t) => t !== '');
  const unitColumn = (c: number) => column(c).length > 0 && column(c).every(isUnitWord);
  const unnamed = (c: number): ColumnRole | null => {
    if (unitColumn(c)) return null; // the unit column, found below
    const role = guessed[c] ?? null;
    return role === 'note' || role === 'unit' ? 'description' : role;
  };
  const roles: Array<ColumnRole | null> = hasHeader ? header.map((role, c) => role ?? unnamed(c)) : guessed;
  // A numbering column under 'Post' or 'Nr' is no description.
  roles.forEach((role, c) => {
    if (role === 'description' && column(c).filter(isNumber).length * 2 >= column(c).length)
      roles[c] = 'note';
  });
  // A column without a header word whose cells are units ('m2', 'm1', 'st') is the unit column.
  roles.forEach((role, c) => {
    if (role === null && !roles.includes('unit') && unitColumn(c)) roles[c] = 'unit';
  });
  // 'm2', 'Uren' or 'Breedte (m)' above the amounts is their unit.
  const quantityColumn = roles.indexOf('quantity');
  const quantityHeader = hasHeader && quantityColumn >= 0 ? (rows[0]![quantityColumn]?.text ?? null) : null;
  const quantityUnit = quantityHeader === null ? null : headerUnit(quantityHeader);
  const headerText = hasHeader ? rows[0]!.map((c) => c.text).join(' ') : '';
  const vatRate = INCL.test(headerText)
    ? Number(/(\d{1,2})\s*%/.exec(headerText)?.[1]) === VAT_LOW_RATE
      ? VAT_LOW_RATE
      : VAT_HIGH_RATE
    : null;
  return body.flatMap((cells, i) => {
    if (TOTAL_ROW.test(cells.find((c) => c.text !== '')?.text ?? '')) return [];
    const out: TableRow['cells'] = {};
    cells.forEach((cell, c) => {
      const role = roles[c];
      if (!role || cell.text === '') return;
      // Two text columns ('Ruimte', 'Wat') describe the row together.
      const had = out[role];
      out[role] =
        had && (role === 'description' || role === 'note')
          ? { text: `${had.text} ${cell.text}`, start: had.start }
          : (had ?? cell);
    });
    return [{ line: lines[i + (hasHeader ? 1 : 0)]!, cells: out, vatRate, quantityUnit }];
  });
}

export { SEPARATOR as TABLE_SEPARATOR };
