/**
 * Headings printed in light letters on a dark band (a coloured bar over each section of a price list)
 * are lost to tesseract, which reads dark text on a light page: the band comes out as junk and its
 * heading, the section's category, is gone. Each such band is inverted (dark ↔ light) before OCR, so its
 * letters become dark on light. A band is a run of rows that each hold one long dark run across the page
 * (letters leave short light gaps in it), thicker than a rule and thinner than a block of the page, with
 * ordinary page above and below. Pure, in place, on a one-channel image.
 */
import { paperBrightness, type GreyImage } from './deskew';

/** A row's dark run covers at least this share of the width (a heading bar over a table). */
const MIN_RUN_SHARE = 0.25;
/** Thickness of a band as a share of the page height: thicker than a rule, thinner than a block. */
const MIN_THICKNESS_SHARE = 1 / 200;
const MAX_THICKNESS_SHARE = 1 / 12;
/** Dark is below this share of the paper's brightness (its 90th percentile). */
const DARK_SHARE = 0.5;
/** Share of a band row's run that is dark: the bar itself, around its letters. */
const MIN_DENSITY = 0.6;
/**
 * A band has solid rows (above and below its letters) on at least this share of its thickness: a line
 * of bold dark letters on the page is never solid.
 */
const SOLID_DENSITY = 0.95;
const MIN_SOLID_SHARE = 0.2;

/** A row's dark run: first and last x, and the share of it that is dark. */
type Run = [x0: number, x1: number, density: number];

/**
 * The longest run of dark pixels in row `y`, light gaps of at most `gap` pixels bridged (a band's
 * letters), that is mostly dark (a line of dark letters bridged the same way is mostly light), or null.
 */
function longestRun(img: GreyImage, y: number, dark: number, gap: number): Run | null {
  const { data, width } = img;
  let best: Run | null = null;
  let start = -1;
  let lastDark = -1;
  let darkCount = 0;
  for (let x = 0; x <= width; x++) {
    const isDark = x < width && data[y * width + x]! < dark;
    if (start >= 0 && (x === width || (!isDark && x - lastDark > gap))) {
      const density = darkCount / (lastDark - start + 1);
      if (density >= MIN_DENSITY && (!best || lastDark - start > best[1] - best[0]))
        best = [start, lastDark, density];
      start = -1;
    }
    if (isDark) {
      if (start < 0) {
        start = x;
        darkCount = 0;
      }
      lastDark = x;
      darkCount++;
    }
  }
  return best;
}

/** Inverts light-on-dark heading bands; returns how many were inverted. */
export function invertDarkBands(img: GreyImage): number {
  const { data, width, height } = img;
  const dark = paperBrightness(data) * DARK_SHARE;
  const gap = Math.max(3, Math.round(width / 60));
  const minRun = width * MIN_RUN_SHARE;
  // A run that reaches the image's edge is the surround of a photographed page, not a band on it.
  const runs: Array<Run | null> = [];
  for (let y = 0; y < height; y++) {
    const run = longestRun(img, y, dark, gap);
    runs.push(run && run[1] - run[0] >= minRun && run[0] > 1 && run[1] < width - 2 ? run : null);
  }
  let bands = 0;
  for (let y = 0; y < height; ) {
    if (!runs[y]) {
      y++;
      continue;
    }
    let end = y;
    while (end + 1 < height && runs[end + 1]) end++;
    const thickness = end - y + 1;
    if (
      thickness >= Math.max(6, height * MIN_THICKNESS_SHARE) &&
      thickness <= height * MAX_THICKNESS_SHARE &&
      runs.slice(y, end + 1).filter((r) => r![2] >= SOLID_DENSITY).length >= thickness * MIN_SOLID_SHARE &&
      hasLetters(img, y, end, runs, dark)
    ) {
      const starts = runs.slice(y, end + 1).map((r) => r![0]);
      const ends = runs.slice(y, end + 1).map((r) => r![1]);
      const [x0, x1] = [median(starts), median(ends)];
      // A row's own run where it spans the bar (its exact edges, however the bar is tilted); the band's
      // median span where the letters cut the row's run short.
      for (let r = y; r <= end; r++) {
        const [own0, own1] = runs[r]!;
        const [from, to] = own1 - own0 >= (x1 - x0) * 0.8 ? [own0, own1] : [x0, x1];
        for (let x = from; x <= to; x++) data[r * width + x] = 255 - data[r * width + x]!;
      }
      bands++;
    }
    y = end + 1;
  }
  return bands;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A band with light pixels inside its runs (letters); a solid bar has nothing to read. */
function hasLetters(img: GreyImage, y0: number, y1: number, runs: ReadonlyArray<Run | null>, dark: number) {
  let light = 0;
  let all = 0;
  for (let y = y0; y <= y1; y++) {
    const [x0, x1] = runs[y]!;
    for (let x = x0; x <= x1; x++) {
      all++;
      if (img.data[y * img.width + x]! >= dark) light++;
    }
  }
  return light >= all * 0.005;
}
