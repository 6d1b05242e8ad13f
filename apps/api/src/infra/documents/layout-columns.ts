/**
 * Reading order of multi-column pages. A gutter is an x-range that (almost) no line's ink crosses, from
 * the top of the page's text to its bottom; the few lines that do cross it (a title, a footer) are read
 * where they stand, and between them the left side is read before the right side. A gutter between the
 * columns of one table is not a page column: there the lines pair a label on the left with its amount,
 * unit or second price on the right, so the split is refused and the table stays whole.
 */
import { segmentHasAmount, type Line, type Segment } from './layout-lines';

type Range = [number, number];

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 10;
};
const widthOf = (segments: readonly Segment[]) =>
  segments.length ? segments[segments.length - 1]!.x1 - segments[0]!.x0 : 0;

/**
 * x-ranges of at least `minWidth` that at most `maxCross` lines cover, strictly inside the text: first
 * those no line covers, then those one line covers, and so on (each group widest first). A wide range
 * that a few lines reach into holds a narrower one fewer lines cross: a column whose longest lines end
 * a little further right leaves its true gutter beside them.
 */
function gutters(lines: readonly Line[], minWidth: number, maxCross: number): Range[] {
  const events: Array<[number, number]> = [];
  for (const l of lines) for (const s of l.segments) events.push([s.x0, 1], [s.x1, -1]);
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  // The depth of ink between consecutive x positions, once every event at a position is applied.
  const steps: Array<[x: number, depth: number]> = [];
  let depth = 0;
  for (let i = 0; i < events.length; i++) {
    const [x, delta] = events[i]!;
    depth += delta;
    if (i + 1 < events.length && events[i + 1]![0] !== x) steps.push([x, depth]);
  }
  const found: Range[] = [];
  const seen = new Set<string>();
  for (let cross = 0; cross <= maxCross; cross++) {
    const level: Range[] = [];
    let openAt: number | null = null;
    for (const [x, d] of steps) {
      if (d <= cross && openAt === null) openAt = x;
      else if (d > cross && openAt !== null) {
        if (x - openAt >= minWidth) level.push([openAt, x]);
        openAt = null;
      }
    }
    // A range still open after the last ink is beyond the text, not inside it.
    level.sort((a, b) => b[1] - b[0] - (a[1] - a[0]));
    for (const r of level) {
      const key = `${r[0]}:${r[1]}`;
      if (!seen.has(key)) found.push(r);
      seen.add(key);
    }
  }
  return found;
}

interface Split {
  /** Lines in reading order of the bands: crossing lines alone, the sides as sub-regions. */
  left: Line[];
  right: Line[];
  crossing: Line[];
  /** The two sides of every line that has text on both. */
  pairs: Array<[Segment[], Segment[]]>;
}

/**
 * Text that reaches into a gutter by less than this share of a font size lies beside it: right-aligned
 * prices of different widths end a hair apart, and such a sliver must not make a line cross.
 */
const GUTTER_SLACK = 0.2;

/** One side of a line, placed by its own words (its neighbour across the gutter may sit a little higher). */
function sideOf(l: Line, segments: Segment[]): Line {
  let y = Infinity;
  let size = 0;
  for (const s of segments) {
    y = Math.min(y, s.y ?? l.y);
    size = Math.max(size, s.size ?? l.size);
  }
  return { ...l, y, lastY: y, size, segments };
}

function splitAt(lines: readonly Line[], [g0, g1]: Range, size: number): Split {
  const slack = Math.min(size * GUTTER_SLACK, (g1 - g0) / 4);
  const [a, b] = [g0 + slack, g1 - slack];
  const split: Split = { left: [], right: [], crossing: [], pairs: [] };
  for (const l of lines) {
    if (l.segments.some((s) => s.x0 < b && s.x1 > a)) {
      split.crossing.push(l);
      continue;
    }
    const left = l.segments.filter((s) => s.x1 <= a);
    const right = l.segments.filter((s) => s.x0 >= b);
    if (left.length) split.left.push(left.length === l.segments.length ? l : sideOf(l, left));
    if (right.length) split.right.push(right.length === l.segments.length ? l : sideOf(l, right));
    if (left.length && right.length) split.pairs.push([left, right]);
  }
  split.left.sort((p, q) => p.y - q.y);
  split.right.sort((p, q) => p.y - q.y);
  return split;
}

/**
 * A line whose parts on both sides of the gutter belong to one table row: a label without an amount
 * on the left and its amount on the right, or anything on the left with only an amount, a number or a
 * short word (unit, code) on the right. A clause number that opens a sentence (`6.1 Bij opdracht is …`)
 * starts a line of running text, not a cell.
 */
function pairsAcross(left: readonly Segment[], right: readonly Segment[], size: number): boolean {
  const leftAmount = left.some(segmentHasAmount);
  const rightAmount = right.some(segmentHasAmount);
  const rightText = right[0]!.text;
  const short = widthOf(right) < size * 12;
  if (!/^\p{L}/u.test(rightText) && (short || rightAmount)) return true;
  if (!rightAmount && short) return true;
  return !leftAmount && rightAmount && widthOf(left) < size * 20;
}

/** A line of running text: wide, several words and no amount. */
const isProse = (l: Line): boolean =>
  widthOf(l.segments) >= l.size * 12 &&
  !l.segments.some(segmentHasAmount) &&
  l.segments.reduce((n, s) => n + s.text.split(' ').length, 0) >= 4;

/** Share of a side's lines that are running text. */
const proseShare = (side: readonly Line[]) => side.filter(isProse).length / side.length;

/** Median distance between consecutive baselines. */
const pitchOf = (lines: readonly Line[]) => median(lines.slice(1).map((l, i) => l.y - lines[i]!.y));

/**
 * Whether the two sides of a gutter are page columns: their lines rarely pair up as one table row, or
 * each side keeps its own rhythm (many lines without a partner across, a different line spacing), as a
 * paragraph beside a list does even where some of their baselines happen to coincide.
 */
function isPageColumnGutter(lines: readonly Line[], gutter: Range, size: number): Split | null {
  const split = splitAt(lines, gutter, size);
  if (split.left.length < 2 || split.right.length < 2) return null;
  const aligned = split.pairs.length;
  // Running text on both sides (two columns of articles, say) is never one table, whatever its lines'
  // first and last words look like, unless amounts face each other across the gutter (a price column
  // beside its names, with more text further right).
  const amountsAcross = split.pairs.filter(
    ([left, right]) => segmentHasAmount(right[0]!) || segmentHasAmount(left[left.length - 1]!),
  ).length;
  if (proseShare(split.left) >= 0.5 && proseShare(split.right) >= 0.5 && amountsAcross <= aligned * 0.1)
    return split;
  let paired = 0;
  for (const [left, right] of split.pairs) if (pairsAcross(left, right, size)) paired++;
  if (paired <= aligned * 0.2) return split;
  const alone = (side: readonly Line[]) => (side.length - aligned) / side.length;
  const [pl, pr] = [pitchOf(split.left), pitchOf(split.right)];
  const ownRhythm = Math.abs(pl - pr) > Math.min(pl, pr) * 0.2;
  return alone(split.left) >= 0.15 && alone(split.right) >= 0.15 && ownRhythm ? split : null;
}

/** The regions of one page in reading order (one region when the page has a single column). */
export function splitColumns(lines: readonly Line[], depth = 0): Line[][] {
  if (lines.length < 4 || depth > 4) return [lines.slice()];
  const size = median(lines.map((l) => l.size));
  // Clean gutters first; only then ones a few lines (a title, a footer) run across.
  for (const gutter of gutters(lines, size, Math.max(1, Math.floor(lines.length * 0.15)))) {
    const split = isPageColumnGutter(lines, gutter, size);
    if (!split) continue;
    const regions: Line[][] = [];
    // Bands between crossing lines: each band's left side, then its right side; crossing lines with
    // nothing between them (a title block) stay one region.
    const crossing = [...split.crossing].sort((a, b) => a.y - b.y);
    let top = -Infinity;
    let lastCrossing: Line[] | null = null;
    for (const bound of [...crossing, null]) {
      const bottom = bound ? bound.y : Infinity;
      const inBand = (l: Line) => l.y > top && l.y < bottom;
      for (const side of [split.left.filter(inBand), split.right.filter(inBand)])
        if (side.length) {
          for (const r of splitColumns(side, depth + 1)) regions.push(r);
          lastCrossing = null;
        }
      if (bound && lastCrossing) lastCrossing.push(bound);
      else if (bound) regions.push((lastCrossing = [bound]));
      top = bottom;
    }
    return regions;
  }
  return [lines.slice()];
}
