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

/** The depth of ink (segments covering it) between consecutive x positions where segments start or end. */
function inkSteps(lines: readonly Line[]): Array<[x: number, depth: number]> {
  const events: Array<[number, number]> = [];
  for (const l of lines) for (const s of l.segments) events.push([s.x0, 1], [s.x1, -1]);
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const steps: Array<[number, number]> = [];
  let depth = 0;
  for (let i = 0; i < events.length; i++) {
    const [x, delta] = events[i]!;
    depth += delta;
    // Only once every event at this x is applied does the depth describe the space to the right.
    if (i + 1 < events.length && events[i + 1]![0] !== x) steps.push([x, depth]);
  }
  return steps;
}

/**
 * x-ranges of at least `minWidth` that at most `maxCross` lines cover, strictly inside the text (a
 * range still open after the last ink is beyond it), widest first; only within `within` when given.
 */
function gutters(
  steps: ReadonlyArray<[number, number]>,
  minWidth: number,
  maxCross: number,
  within: Range = [-Infinity, Infinity],
): Range[] {
  const found: Range[] = [];
  let openAt: number | null = null;
  for (const [x, depth] of steps) {
    if (x < within[0] || x > within[1]) continue;
    if (depth <= maxCross && openAt === null) openAt = x;
    else if (depth > maxCross && openAt !== null) {
      if (x - openAt >= minWidth) found.push([openAt, x]);
      openAt = null;
    }
  }
  if (openAt !== null && within[1] - openAt >= minWidth && within[1] !== Infinity)
    found.push([openAt, within[1]]);
  return found.sort((a, b) => b[1] - b[0] - (a[1] - a[0]));
}

/**
 * The part of a gutter, at least `minWidth` wide, that the fewest lines cross: a wide range a few long
 * lines of a column reach into holds the true gutter beside them, even where a subtitle that runs into
 * the next column leaves only a sliver that no line crosses. Null when that part is the whole range.
 */
function narrowest(steps: ReadonlyArray<[number, number]>, [g0, g1]: Range, minWidth: number): Range | null {
  const depths = new Set<number>();
  for (const [x, depth] of steps) if (x >= g0 && x < g1) depths.add(depth);
  for (const crossing of [...depths].sort((a, b) => a - b)) {
    const found = gutters(steps, minWidth, crossing, [g0, g1])[0];
    if (found) return found[0] !== g0 || found[1] !== g1 ? found : null;
  }
  return null;
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
  // A side placed by its own words may sit a little above the line before it.
  for (const side of [split.left, split.right])
    if (side.some((l, i) => i > 0 && l.y < side[i - 1]!.y)) side.sort((p, q) => p.y - q.y);
  return split;
}

/**
 * A line whose parts on both sides of the gutter belong to one table row: a label without an amount
 * on the left and its amount on the right, or anything on the left with only an amount, a number or a
 * short word (unit, code) on the right. A clause number that opens a sentence (`6.1 Bij opdracht is …`)
 * starts a line of running text, not a cell.
 */
function pairsAcross(
  left: readonly Segment[],
  right: readonly Segment[],
  size: number,
  leftPriced: boolean,
): boolean {
  const leftAmount = left.some(segmentHasAmount);
  const rightAmount = right.some(segmentHasAmount);
  const rightText = right[0]!.text;
  const short = widthOf(right) < size * 12;
  if (!/^\p{L}/u.test(rightText) && (short || rightAmount)) return true;
  if (!rightAmount && short) return true;
  // A label: narrow, or several cells (a name and its description) rather than one run of text, where
  // the left side has no prices of its own (else it is a price list of its own beside another).
  return !leftAmount && rightAmount && ((left.length > 1 && !leftPriced) || widthOf(left) < size * 20);
}

/** A cell that starts with its amount (`€ 65,-`, `v.a. € 115,-`, `12,50 per uur`): a price, not a note. */
const isPriceCell = (s: Segment): boolean =>
  segmentHasAmount(s) && /^((v\.\s?a\.?|vanaf|ca\.?)\s*)?(€|\d)/i.test(s.text);

/**
 * Two lists of their own side by side (product cards in a grid, two columns of a brochure): each side
 * has lines of its own that start with a price, and those rarely share a line with a price across the
 * gutter. The price columns of one table (this year's beside last year's, excl. beside incl.) stand on
 * the same rows.
 */
function pricedApart(split: Split): boolean {
  const priceLines = (side: readonly Line[]) => side.filter((l) => l.segments.some(isPriceCell)).length;
  const [left, right] = [priceLines(split.left), priceLines(split.right)];
  if (left < 2 || right < 2) return false;
  const together = split.pairs.filter(([l, r]) => l.some(isPriceCell) && r.some(isPriceCell)).length;
  return together <= Math.min(left, right) * 0.3;
}

/** A line of running text: wide, several words and no amount. */
const isProse = (segments: readonly Segment[], size: number): boolean =>
  widthOf(segments) >= size * 12 &&
  !segments.some(segmentHasAmount) &&
  segments.reduce((n, s) => n + s.text.split(' ').length, 0) >= 4;

/** Share of a side's lines that are running text. */
const proseShare = (side: readonly Line[]) =>
  side.filter((l) => isProse(l.segments, l.size)).length / side.length;

/** Median distance between consecutive baselines. */
const pitchOf = (lines: readonly Line[]) => median(lines.slice(1).map((l, i) => l.y - lines[i]!.y));

/**
 * How many lines of `side` stand between two consecutive lines of `other` that are an ordinary line
 * apart, clear of both: text set on its own line grid (a box of notes beside a list), not in the list's
 * rows. A cell of a table row shares its row's baseline, and a cell that wraps pushes the next row down.
 * Only a side without price cells is tested (an amount inside a sentence is no price cell): a price
 * column sits a little off the baselines of two-line names and descriptions.
 */
function interleaved(side: readonly Line[], other: readonly Line[]): number {
  if (other.length < 3) return 0;
  const pitch = pitchOf(other);
  let count = 0;
  for (const l of side) {
    const below = other.findIndex((o) => o.y > l.y);
    if (below < 1) continue;
    const [a, b] = [other[below - 1]!, other[below]!];
    const clear = Math.min(a.size, b.size, l.size) * 0.5;
    if (b.y - a.y <= pitch * 1.3 && l.y - a.y >= clear && b.y - l.y >= clear) count++;
  }
  return count;
}

/**
 * Whether the two sides of a gutter are page columns: their lines rarely pair up as one table row, or
 * each side keeps its own rhythm (many lines without a partner across, a different line spacing), as a
 * paragraph beside a list does even where some of their baselines happen to coincide.
 */
function isPageColumnGutter(lines: readonly Line[], gutter: Range, size: number): Split | null {
  const split = splitAt(lines, gutter, size);
  if (split.left.length < 2 || split.right.length < 2) return null;
  const aligned = split.pairs.length;
  const leftPriced = split.left.some((l) => l.segments.some(segmentHasAmount));
  let paired = 0;
  for (const [left, right] of split.pairs) if (pairsAcross(left, right, size, leftPriced)) paired++;
  if (paired <= aligned * 0.2) return split;
  // Running text on both sides (two columns of articles, say) is never one table, whatever its lines'
  // first and last words look like, unless amounts face each other across the gutter (a price column
  // beside its names, with more text further right).
  const amountsAcross = split.pairs.filter(
    ([left, right]) => segmentHasAmount(right[0]!) || segmentHasAmount(left[left.length - 1]!),
  ).length;
  if (amountsAcross <= aligned * 0.1 && proseShare(split.left) >= 0.5 && proseShare(split.right) >= 0.5)
    return split;
  if (pricedApart(split)) return split;
  // Labels whose amounts stand across the gutter on most shared lines: one table, however its wrapped
  // names and descriptions set their own line spacing. A line of a paragraph beside a list is no label.
  const labelled = split.pairs.filter(
    ([left, right]) =>
      !(left.length === 1 && isProse(left, size)) &&
      !left.some(segmentHasAmount) &&
      right.some(segmentHasAmount),
  ).length;
  if (labelled >= aligned * 0.5) return null;
  const unpriced = (side: readonly Line[]) => !side.some((l) => l.segments.some(isPriceCell));
  if (
    (unpriced(split.right) && interleaved(split.right, split.left) >= 2) ||
    (unpriced(split.left) && interleaved(split.left, split.right) >= 2)
  )
    return split;
  const alone = (side: readonly Line[]) => (side.length - aligned) / side.length;
  const [pl, pr] = [pitchOf(split.left), pitchOf(split.right)];
  const ownRhythm = Math.abs(pl - pr) > Math.min(pl, pr) * 0.2;
  return alone(split.left) >= 0.15 && alone(split.right) >= 0.15 && ownRhythm ? split : null;
}

/** The regions of one page in reading order (one region when the page has a single column). */
export function splitColumns(lines: readonly Line[], depth = 0): Line[][] {
  if (lines.length < 4 || depth > 4) return [lines.slice()];
  const size = median(lines.map((l) => l.size));
  // Clean gutters first; only then ones a few lines (a title, a footer) run across, narrowed to the
  // part the fewest lines cross.
  const steps = inkSteps(lines);
  const candidates = [
    ...gutters(steps, size, 0),
    ...gutters(steps, size, Math.max(1, Math.floor(lines.length * 0.15))),
  ];
  for (const gutter of candidates) {
    let split = isPageColumnGutter(lines, gutter, size);
    if (!split) continue;
    const narrow = narrowest(steps, gutter, size);
    if (narrow) split = isPageColumnGutter(lines, narrow, size) ?? split;
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
