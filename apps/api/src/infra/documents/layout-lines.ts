/**
 * Positioned words to lines: words on one baseline form a line, a horizontal gap wider than about half
 * a character splits it into cells (segments). Shared by the column, table and paragraph steps.
 */
/**
 * A word or text run: its text, 1-based page, left x, baseline y (from the top of the page), width and
 * font size, all in one unit (PDF points). `conf` is the OCR word confidence (0..100), absent for text
 * from a PDF's text layer.
 */
export interface PositionedWord {
  str: string;
  page: number;
  x: number;
  y: number;
  w: number;
  size: number;
  conf?: number;
}

export interface Segment {
  text: string;
  x0: number;
  x1: number;
  /** OCR confidences of the words in this segment (empty for a text layer). */
  confs: number[];
  /**
   * Baseline and font size of the segment's own words. A line groups words of neighbouring page columns
   * whose baselines merely come close; once the columns are cut apart, each side takes its line position
   * from its own words.
   */
  y?: number;
  size?: number;
}

export interface Line {
  page: number;
  y: number;
  /** Baseline of the last physical line merged into this one. */
  lastY: number;
  size: number;
  segments: Segment[];
}

/** A money amount: a euro sign, `12,50` or `95,-`; a measure (`1,25 m`, `2,50 kg`) is no amount. */
const AMOUNT = /€|\d[.,]\d{2}\b(?!\s?(mm|cm|km|m[²³23]?|kg|gr?|ltr|l|ton|%)(?![\p{L}\d]))|\d,-/u;
export const hasAmount = (l: Line): boolean => l.segments.some((s) => AMOUNT.test(s.text));
export const segmentHasAmount = (s: Segment): boolean => AMOUNT.test(s.text);

export const copyLine = (l: Line, segments: Segment[] = l.segments): Line => ({
  ...l,
  segments: segments.map((s) => ({ ...s, confs: [...s.confs] })),
});

/**
 * A continuation set in a clearly smaller font than the line above (a description printed under a
 * product name) joins its cell after a line break, so the interpretation can tell name and description
 * apart; a wrapped line of the same size joins with a space. Text layers only: OCR heights are too noisy.
 */
const SMALLER_FONT = 0.93;

/** Adds `from`'s cells to `into`: a cell overlapping an existing one continues its text. */
export function mergeInto(into: Line, from: Line): void {
  for (const seg of from.segments) {
    const hit = into.segments.find((s) => seg.x0 < s.x1 && seg.x1 > s.x0);
    if (hit) {
      const description =
        !hit.text.includes('\n') && !seg.confs.length && from.size < into.size * SMALLER_FONT;
      hit.text = `${hit.text}${description ? '\n' : ' '}${seg.text}`;
      hit.x0 = Math.min(hit.x0, seg.x0);
      hit.x1 = Math.max(hit.x1, seg.x1);
      for (const c of seg.confs) hit.confs.push(c);
    } else into.segments.push({ ...seg, confs: [...seg.confs] });
  }
  into.segments.sort((a, b) => a.x0 - b.x0);
  into.lastY = from.y;
  into.size = Math.max(into.size, from.size);
}

/** Mean of the OCR confidences of some segments, rounded to one decimal; undefined without any. */
export function meanConfidence(segments: readonly Segment[]): number | undefined {
  let sum = 0;
  let n = 0;
  for (const s of segments)
    for (const c of s.confs) {
      sum += c;
      n++;
    }
  return n ? Math.round((sum / n) * 10) / 10 : undefined;
}

/** Words to lines: per page, words whose baselines lie within about half a font size share a line. */
export function toLines(words: readonly PositionedWord[]): Line[] {
  const byPage = new Map<number, PositionedWord[]>();
  for (const w of words) {
    const list = byPage.get(w.page);
    if (list) list.push(w);
    else byPage.set(w.page, [w]);
  }
  const lines: Line[] = [];
  for (const page of [...byPage.keys()].sort((a, b) => a - b)) {
    const sorted = byPage.get(page)!.sort((a, b) => a.y - b.y || a.x - b.x);
    let current: PositionedWord[] = [];
    const flush = () => {
      if (current.length) {
        let size = 0;
        for (const c of current) size = Math.max(size, c.size || 10);
        const segments = segmentsOf(current);
        if (segments.length) lines.push({ page, y: current[0]!.y, lastY: current[0]!.y, size, segments });
      }
      current = [];
    };
    for (const w of sorted) {
      const ref = current[0];
      if (ref && Math.abs(w.y - ref.y) > Math.max(2, Math.min(ref.size, w.size) * 0.45)) flush();
      current.push(w);
    }
    flush();
  }
  return lines;
}

function segmentsOf(words: PositionedWord[]): Segment[] {
  const sorted = [...words].sort((a, b) => a.x - b.x);
  const segments: Segment[] = [];
  for (const it of sorted) {
    // Trailing spaces carry width but no ink: they must not bridge a column gutter.
    const inked = it.str.trimEnd().length;
    const w = it.str.length ? (it.w * inked) / it.str.length : it.w;
    const last = segments[segments.length - 1];
    const gap = last ? it.x - last.x1 : Infinity;
    const size = it.size || 10;
    const confs = it.conf === undefined ? [] : [it.conf];
    if (last && gap < size * 0.6) {
      const space = gap > size * 0.15 && !last.text.endsWith(' ') && !it.str.startsWith(' ') ? ' ' : '';
      last.text += space + it.str;
      last.x1 = Math.max(last.x1, it.x + w);
      last.y = Math.min(last.y!, it.y);
      last.size = Math.max(last.size!, size);
      for (const c of confs) last.confs.push(c);
    } else segments.push({ text: it.str, x0: it.x, x1: it.x + w, confs, y: it.y, size });
  }
  return segments.map((s) => ({ ...s, text: s.text.replace(/\s+/g, ' ').trim() })).filter((s) => s.text);
}

const isOcrLine = (l: Line) => l.segments.some((s) => s.confs.length > 0);
/** The size two lines of one row are measured by: the smaller in OCR text, the larger in a text layer. */
const rowSize = (a: Line, b: Line) =>
  isOcrLine(a) || isOcrLine(b) ? Math.min(a.size, b.size) : Math.max(a.size, b.size);

/**
 * Whether an amount of `line` stands under an amount of `prev` (overlapping it across): a cell holds one
 * price, so the two are rows of their own, however close (tightly set rows between wrapped names).
 */
function amountsStack(prev: Line, line: Line): boolean {
  return line.segments.some(
    (s) =>
      segmentHasAmount(s) && prev.segments.some((p) => segmentHasAmount(p) && s.x0 < p.x1 && s.x1 > p.x0),
  );
}

/**
 * Lines less than ~¾ of a line apart belong together (vertically centred cells of one table row). In OCR
 * text the smaller of the two sizes counts: a speck or a drawn band read as a huge word must not pull
 * the rows around it into one.
 */
export function mergeCentredLines(lines: readonly Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    if (
      prev &&
      prev.page === line.page &&
      line.y - prev.lastY < rowSize(prev, line) * 0.75 &&
      !amountsStack(prev, line)
    ) {
      mergeInto(prev, line);
      continue;
    }
    out.push(copyLine(line));
  }
  return out;
}
