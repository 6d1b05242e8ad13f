/**
 * Rule lines of a ruled table (a photographed or scanned list with a line under every row) are read by
 * tesseract as rows of flat letters, and where a rule touches the text it merges the letters above it
 * into one unreadable word. Long, thin horizontal runs of dark pixels are painted over with the paper's brightness before OCR:
 * letters are short, and a dark surface around a photographed page is thick, so neither is touched.
 * Pure, in place, on a one-channel image.
 */
import { inkSurroundings, locallyDark, type GreyImage } from './deskew';

/** A run of dark pixels at least this share of the page's width (and MIN_RUN pixels) is a rule. */
const MIN_RUN_SHARE = 1 / 15;
const MIN_RUN = 40;

/** Paints thin horizontal rules over; returns how many pixels were painted. */
export function removeRules(img: GreyImage): number {
  const { data, width, height } = img;
  const means = inkSurroundings(img);
  const minRun = Math.max(MIN_RUN, Math.round(width * MIN_RUN_SHARE));
  // Thickest rule taken away (a pen stroke of a scan at 300 dpi is a few pixels).
  const maxThickness = Math.max(3, Math.round(height / 400));
  const dark = (x: number, y: number) => locallyDark(data[y * width + x]!, means[y * width + x]!);
  /** Whether the dark pixels at (x, y) span at most maxThickness rows in this column. */
  const thin = (x: number, y: number) => {
    let up = 0;
    while (up <= maxThickness && y - up - 1 >= 0 && dark(x, y - up - 1)) up++;
    let down = 0;
    while (down <= maxThickness && y + down + 1 < height && dark(x, y + down + 1)) down++;
    return up + down + 1 <= maxThickness;
  };
  const paint: number[] = [];
  for (let y = 0; y < height; y++) {
    let x = 0;
    while (x < width) {
      if (!dark(x, y)) {
        x++;
        continue;
      }
      const start = x;
      while (x < width && dark(x, y)) x++;
      if (x - start < minRun) continue;
      for (let i = start; i < x; i++) if (thin(i, y)) paint.push(y * width + i);
    }
  }
  // The surroundings' brightness, so no white streak is left on grey paper.
  for (const i of paint) data[i] = Math.round(means[i]!);
  return paint.length;
}
