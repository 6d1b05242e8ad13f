/**
 * Rebuilds lines, cells and tables from positioned PDF text: items on the same baseline form a line; a
 * horizontal gap wider than about a character splits a line into cells; consecutive lines with two or
 * more cells form a table whose columns are the x-ranges no cell crosses (gutters).
 */
import type { DocumentBlock } from '../ai/ai-provider';
import type { PdfTextItem } from './pdf-text';

interface Segment {
  text: string;
  x0: number;
  x1: number;
}

interface Line {
  page: number;
  y: number;
  /** Baseline of the last physical line merged into this one. */
  lastY: number;
  size: number;
  segments: Segment[];
}

const AMOUNT = /€|\d[.,]\d{2}\b|\d,-/;
const hasAmount = (l: Line) => l.segments.some((s) => AMOUNT.test(s.text));

/** Adds `from`'s cells to `into`: a cell overlapping an existing one continues its text. */
function mergeInto(into: Line, from: Line): void {
  for (const seg of from.segments) {
    const hit = into.segments.find((s) => seg.x0 < s.x1 && seg.x1 > s.x0);
    if (hit) {
      hit.text = `${hit.text} ${seg.text}`;
      hit.x0 = Math.min(hit.x0, seg.x0);
      hit.x1 = Math.max(hit.x1, seg.x1);
    } else into.segments.push({ ...seg });
  }
  into.segments.sort((a, b) => a.x0 - b.x0);
  into.lastY = from.y;
}

/**
 * Table cells that wrap: lines less than ~¾ of a line apart belong to one row (vertically centred
 * cells), and a lower-case line right under a row with an amount continues that row (top-aligned).
 */
export function mergeWrappedRows(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    if (prev && prev.page === line.page) {
      const dy = line.y - prev.lastY;
      const size = Math.max(prev.size, line.size);
      const continues =
        dy < size * 1.3 &&
        hasAmount(prev) &&
        !hasAmount(line) &&
        /^[a-z(]/.test(line.segments[0]?.text ?? '') &&
        prev.segments.length > 1;
      if (dy < size * 0.75 || continues) {
        mergeInto(prev, line);
        continue;
      }
    }
    out.push({ ...line, segments: line.segments.map((s) => ({ ...s })) });
  }
  return out;
}

export function toLines(items: PdfTextItem[]): Line[] {
  const byPage = new Map<number, PdfTextItem[]>();
  for (const it of items) byPage.set(it.page, [...(byPage.get(it.page) ?? []), it]);
  const lines: Line[] = [];
  for (const page of [...byPage.keys()].sort((a, b) => a - b)) {
    const sorted = byPage.get(page)!.sort((a, b) => a.y - b.y || a.x - b.x);
    let current: PdfTextItem[] = [];
    const flush = () => {
      if (current.length) {
        const size = Math.max(...current.map((c) => c.size || 10));
        lines.push({ page, y: current[0]!.y, lastY: current[0]!.y, size, segments: segmentsOf(current) });
      }
      current = [];
    };
    for (const it of sorted) {
      const ref = current[0];
      if (ref && Math.abs(it.y - ref.y) > Math.max(2, Math.min(ref.size, it.size) * 0.45)) flush();
      current.push(it);
    }
    flush();
  }
  return lines;
}

function segmentsOf(items: PdfTextItem[]): Segment[] {
  const sorted = [...items].sort((a, b) => a.x - b.x);
  const segments: Segment[] = [];
  for (const it of sorted) {
    // Trailing spaces carry width but no ink: they must not bridge a column gutter.
    const inked = it.str.trimEnd().length;
    const w = it.str.length ? (it.w * inked) / it.str.length : it.w;
    const last = segments[segments.length - 1];
    const gap = last ? it.x - last.x1 : Infinity;
    const size = it.size || 10;
    if (last && gap < size * 0.6) {
      const space = gap > size * 0.15 && !last.text.endsWith(' ') && !it.str.startsWith(' ') ? ' ' : '';
      last.text += space + it.str;
      last.x1 = Math.max(last.x1, it.x + w);
    } else segments.push({ text: it.str, x0: it.x, x1: it.x + w });
  }
  return segments.map((s) => ({ ...s, text: s.text.replace(/\s+/g, ' ').trim() })).filter((s) => s.text);
}

/** Column boundaries of a group of lines: merged x-ranges of all cells. */
function columnsOf(lines: Line[]): Array<[number, number]> {
  const ranges = lines.flatMap((l) => l.segments.map((s) => [s.x0, s.x1] as [number, number]));
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] < last[1] - 0.5) last[1] = Math.max(last[1], r[1]);
    else merged.push([...r]);
  }
  return merged;
}

function tableOf(lines: Line[]): string[][] {
  const columns = columnsOf(lines);
  return lines.map((line) => {
    const row = columns.map(() => '');
    for (const s of line.segments) {
      const idx = columns.findIndex(([a, b]) => s.x0 < b && s.x1 > a);
      const i = idx < 0 ? 0 : idx;
      row[i] = row[i] ? `${row[i]} ${s.text}` : s.text;
    }
    return row;
  });
}

/** Lines to blocks: runs of multi-cell lines become tables, other lines text in reading order. */
export function linesToPdfBlocks(lines: Line[]): DocumentBlock[] {
  const blocks: DocumentBlock[] = [];
  let run: Line[] = [];
  // Every run of multi-cell lines is a table, even a single header row above a section heading.
  const flush = () => {
    if (run.length) blocks.push({ kind: 'table', rows: tableOf(run), page: run[0]!.page });
    run = [];
  };
  let prev: Line | undefined;
  for (const line of lines) {
    // A vertical jump of more than a blank line ends a paragraph: an empty text block marks it.
    if (prev && prev.page === line.page && line.y - prev.lastY > prev.size * 2.2) {
      flush();
      blocks.push({ kind: 'text', text: '', page: line.page });
    }
    if (line.segments.length >= 2) run.push(line);
    else {
      flush();
      blocks.push({ kind: 'text', text: line.segments[0]?.text ?? '', page: line.page });
    }
    prev = line;
  }
  flush();
  return blocks;
}
