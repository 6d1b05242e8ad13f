/**
 * Tables from lines of one column region. A run of multi-cell lines is a table whose columns are the
 * x-ranges no cell crosses. Inside a run:
 * - a wrapped cell (a line whose text continues cells of the row above, nothing in the other columns)
 *   joins those cells instead of becoming a row;
 * - a line with content only in later columns (an amount under the price column, say) is a row of its
 *   own whose first (label) cell stays empty: cells keep their column, empty cells are never dropped.
 * A single-cell line in the first column that does not continue the row above (a section heading) ends
 * the run and is text.
 */
import type { TableBlock } from '../ai/ai-provider';
import { copyLine, hasAmount, meanConfidence, mergeInto, type Line, type Segment } from './layout-lines';

export type RunPart =
  | { kind: 'table'; table: TableBlock }
  | { kind: 'text'; line: Line }
  | { kind: 'break'; page: number };

type Range = [number, number];

/** Column boundaries of a group of lines: merged x-ranges of all cells. */
export function columnsOf(lines: readonly Line[]): Range[] {
  const ranges: Range[] = [];
  for (const l of lines) for (const s of l.segments) ranges.push([s.x0, s.x1]);
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Range[] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] < last[1] - 0.5) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

/** The column a segment falls in, or -1 when it falls in none or spans several. */
function columnOf(columns: readonly Range[], s: Segment): number {
  let found = -1;
  for (let i = 0; i < columns.length; i++) {
    const [a, b] = columns[i]!;
    if (s.x0 < b && s.x1 > a) {
      if (found >= 0) return -1;
      found = i;
    }
  }
  return found;
}

function tableOf(rows: readonly Line[]): TableBlock {
  const columns = columnsOf(rows);
  const cells = rows.map((line) => {
    const row = columns.map(() => '');
    for (const s of line.segments) {
      let idx = 0;
      for (let i = 0; i < columns.length; i++)
        if (s.x0 < columns[i]![1] && s.x1 > columns[i]![0]) {
          idx = i;
          break;
        }
      row[idx] = row[idx] ? `${row[idx]} ${s.text}` : s.text;
    }
    return row;
  });
  const table: TableBlock = { kind: 'table', rows: cells, page: rows[0]!.page };
  const confidences = rows.map((r) => meanConfidence(r.segments));
  if (confidences.some((c) => c !== undefined)) table.rowConfidence = confidences.map((c) => c ?? 0);
  return table;
}

/** Median vertical distance from one row's last baseline to the next row's first, once known. */
function rowPitch(rows: readonly Line[]): number | undefined {
  if (rows.length < 2) return undefined;
  const gaps: number[] = [];
  for (let i = 1; i < rows.length; i++) gaps.push(rows[i]!.y - rows[i - 1]!.lastY);
  gaps.sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 2)];
}

/**
 * True when `line` is the wrapped continuation of cells of the run's last row: close below it, every
 * cell under a filled cell of that row, no amount of its own (an amount is a row of its own), and
 * either starting in lower case or clearly tighter than the spacing between rows.
 */
function continuesRow(rows: readonly Line[], columns: readonly Range[], line: Line): boolean {
  const last = rows[rows.length - 1]!;
  const dy = line.y - last.lastY;
  if (line.page !== last.page || dy > last.size * 1.6 || hasAmount(line) || !hasAmount(last)) return false;
  const filled = new Set(last.segments.map((s) => columnOf(columns, s)));
  const cols = line.segments.map((s) => columnOf(columns, s));
  if (filled.size < 2 || cols.some((c) => c < 0 || !filled.has(c))) return false;
  if (/^[\p{Ll}(&+,–-]/u.test(line.segments[0]!.text)) return true;
  if (line.segments.length === 1 && cols[0]! > 0) return true;
  const pitch = rowPitch(rows);
  return pitch !== undefined ? dy < pitch * 0.85 : dy < last.size * 1.35;
}

/** Splits the lines of one region into table runs, text lines and paragraph breaks, in order. */
export function tableRuns(lines: readonly Line[]): RunPart[] {
  const parts: RunPart[] = [];
  let run: Line[] = [];
  let columns: Range[] = [];
  const flush = () => {
    if (run.length) parts.push({ kind: 'table', table: tableOf(run) });
    run = [];
    columns = [];
  };
  const add = (line: Line) => {
    run.push(copyLine(line));
    columns = columnsOf(run);
  };
  let prev: Line | undefined;
  for (const line of lines) {
    // A vertical jump of more than a blank line ends a paragraph (and a table).
    if (prev && prev.page === line.page && line.y - prev.lastY > prev.size * 2.2) {
      flush();
      parts.push({ kind: 'break', page: line.page });
    }
    prev = line;
    if (run.length) {
      if (continuesRow(run, columns, line)) {
        mergeInto(run[run.length - 1]!, line);
        columns = columnsOf(run);
        continue;
      }
      if (line.segments.length >= 2) {
        add(line);
        continue;
      }
      // One cell under a later column (an amount or unit with an empty label): a row of its own.
      if (line.page === run[0]!.page && columnOf(columns, line.segments[0]!) > 0) {
        add(line);
        continue;
      }
      flush();
    }
    if (line.segments.length >= 2) add(line);
    else parts.push({ kind: 'text', line });
  }
  flush();
  return parts;
}
