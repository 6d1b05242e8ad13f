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
  segments: Segment[];
}

export function toLines(items: PdfTextItem[]): Line[] {
  const byPage = new Map<number, PdfTextItem[]>();
  for (const it of items) byPage.set(it.page, [...(byPage.get(it.page) ?? []), it]);
  const lines: Line[] = [];
  for (const page of [...byPage.keys()].sort((a, b) => a - b)) {
    const sorted = byPage.get(page)!.sort((a, b) => a.y - b.y || a.x - b.x);
    let current: PdfTextItem[] = [];
    const flush = () => {
      if (current.length) lines.push({ page, y: current[0]!.y, segments: segmentsOf(current) });
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
    const last = segments[segments.length - 1];
    const gap = last ? it.x - last.x1 : Infinity;
    const size = it.size || 10;
    if (last && gap < size * 0.9) {
      const space = gap > size * 0.15 && !last.text.endsWith(' ') && !it.str.startsWith(' ') ? ' ' : '';
      last.text += space + it.str;
      last.x1 = Math.max(last.x1, it.x + it.w);
    } else segments.push({ text: it.str, x0: it.x, x1: it.x + it.w });
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
    if (last && r[0] <= last[1] + 1) last[1] = Math.max(last[1], r[1]);
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
  const flush = () => {
    if (run.length >= 2) blocks.push({ kind: 'table', rows: tableOf(run), page: run[0]!.page });
    else
      for (const l of run)
        blocks.push({ kind: 'text', text: l.segments.map((s) => s.text).join('  '), page: l.page });
    run = [];
  };
  let prev: Line | undefined;
  for (const line of lines) {
    // A vertical jump of several lines ends a paragraph: an empty text block marks it.
    if (prev && prev.page === line.page && line.y - prev.y > 24) {
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
