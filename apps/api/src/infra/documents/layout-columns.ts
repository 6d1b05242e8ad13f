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

/** x-ranges of at least `minWidth` that at most `maxCross` lines cover, strictly inside the text. */
function gutters(lines: readonly Line[], minWidth: number, maxCross: number): Range[] {
  const events: Array<[number, number]> = [];
  for (const l of lines) for (const s of l.segments) events.push([s.x0, 1], [s.x1, -1]);
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const found: Range[] = [];
  let depth = 0;
  let openAt: number | null = null;
  for (let i = 0; i < events.length; i++) {
    const [x, delta] = events[i]!;
    depth += delta;
    // Only once every event at this x is applied does the depth describe the space to the right.
    if (i + 1 < events.length && events[i + 1]![0] === x) continue;
    if (depth <= maxCross && openAt === null && i + 1 < events.length) openAt = x;
    else if (depth > maxCross && openAt !== null) {
      if (x - openAt >= minWidth) found.push([openAt, x]);
      openAt = null;
    }
  }
  return found.sort((a, b) => b[1] - b[0] - (a[1] - a[0]));
}

interface Split {
  /** Lines in reading order of the bands: crossing lines alone, the sides as sub-regions. */
  left: Line[];
  right: Line[];
  crossing: Line[];
}

function splitAt(lines: readonly Line[], [g0, g1]: Range): Split {
  const split: Split = { left: [], right: [], crossing: [] };
  for (const l of lines) {
    if (l.segments.some((s) => s.x0 < g1 && s.x1 > g0)) {
      split.crossing.push(l);
      continue;
    }
    const left = l.segments.filter((s) => s.x1 <= g0);
    const right = l.segments.filter((s) => s.x0 >= g1);
    if (left.length) split.left.push({ ...l, segments: left });
    if (right.length) split.right.push({ ...l, segments: right });
  }
  return split;
}

/**
 * A line whose parts on both sides of the gutter belong to one table row: a label without an amount
 * on the left and its amount on the right, or anything on the left with only an amount, a number or a
 * short word (unit, code) on the right.
 */
function pairsAcross(left: readonly Segment[], right: readonly Segment[], size: number): boolean {
  const leftAmount = left.some(segmentHasAmount);
  const rightAmount = right.some(segmentHasAmount);
  const rightText = right[0]!.text;
  if (!/^\p{L}/u.test(rightText)) return true;
  if (!rightAmount && widthOf(right) < size * 12) return true;
  return !leftAmount && rightAmount && widthOf(left) < size * 20;
}

/** Median distance between consecutive baselines. */
const pitchOf = (lines: readonly Line[]) => median(lines.slice(1).map((l, i) => l.y - lines[i]!.y));

/**
 * Whether the two sides of a gutter are page columns: their lines rarely pair up as one table row, or
 * each side keeps its own rhythm (many lines without a partner across, a different line spacing), as a
 * paragraph beside a list does even where some of their baselines happen to coincide.
 */
function isPageColumnGutter(lines: readonly Line[], gutter: Range, size: number): Split | null {
  const split = splitAt(lines, gutter);
  if (split.left.length < 2 || split.right.length < 2) return null;
  let aligned = 0;
  let paired = 0;
  for (const l of lines) {
    const left = l.segments.filter((s) => s.x1 <= gutter[0]);
    const right = l.segments.filter((s) => s.x0 >= gutter[1]);
    if (!left.length || !right.length) continue;
    aligned++;
    if (pairsAcross(left, right, size)) paired++;
  }
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
  const candidates = [
    ...gutters(lines, size, 0),
    ...gutters(lines, size, Math.max(1, Math.floor(lines.length * 0.15))),
  ];
  for (const gutter of candidates) {
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
