/**
 * The residual slope of OCR text lines. The image is straightened before OCR (ocr/deskew.ts), but a
 * photo taken at an angle keeps a slope that differs across the page (perspective): on a row of a price
 * list the price may stand half a line higher than its name, and grouping words by baseline then makes
 * a line of names and another of prices. The slope whose corrected baselines coincide most often is
 * taken off each page's OCR words before lines are formed; a text layer is left as it is.
 */
import type { PositionedWord } from './layout-lines';

/** Largest residual slope looked for (tan, about 3.4°) and the step of the search. */
const MAX_SLOPE = 0.06;
const STEP = 0.002;
/** Fewer words than this give no reliable slope. */
const MIN_WORDS = 20;
/** A slope must line up clearly more words than none does before it is applied. */
const MIN_GAIN = 1.15;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 10;

/** How many words share a baseline (within a tenth of the text size) once `slope` is taken off. */
function coincidence(words: readonly PositionedWord[], slope: number, centre: number, tolerance: number) {
  const ys = words.map((w) => w.y - slope * (w.x + w.w / 2 - centre)).sort((a, b) => a - b);
  let together = 0;
  for (let i = 1; i < ys.length; i++) if (ys[i]! - ys[i - 1]! <= tolerance) together++;
  return together;
}

/** The words with the residual slope of each page's OCR text taken off (text-layer words unchanged). */
export function levelOcrWords(words: readonly PositionedWord[]): readonly PositionedWord[] {
  const pages = new Map<number, PositionedWord[]>();
  for (const w of words)
    if (w.conf !== undefined) (pages.get(w.page) ?? pages.set(w.page, []).get(w.page)!).push(w);
  const slopes = new Map<number, { slope: number; centre: number }>();
  for (const [page, list] of pages) {
    if (list.length < MIN_WORDS) continue;
    const tolerance = median(list.map((w) => w.size)) * 0.1;
    const centre = median(list.map((w) => w.x + w.w / 2));
    const flat = coincidence(list, 0, centre, tolerance);
    let best = { slope: 0, score: flat };
    for (let slope = -MAX_SLOPE; slope <= MAX_SLOPE + 1e-9; slope += STEP) {
      const score = coincidence(list, slope, centre, tolerance);
      if (score > best.score) best = { slope, score };
    }
    if (best.slope !== 0 && best.score >= flat * MIN_GAIN) slopes.set(page, { slope: best.slope, centre });
  }
  if (!slopes.size) return words;
  return words.map((w) => {
    const level = w.conf === undefined ? undefined : slopes.get(w.page);
    return level ? { ...w, y: w.y - level.slope * (w.x + w.w / 2 - level.centre) } : w;
  });
}
