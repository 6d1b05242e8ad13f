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
/** Columns of a rule left light (anti-aliasing, a worn print) that do not end it. */
const MAX_GAP = 5;
/** A rule rises or falls at most this much per column (about 6°), and is thin along most of it. */
const MAX_DRIFT = 0.1;
const MIN_THIN_SHARE = 0.8;
/** How much darker than its surroundings a pixel continuing a rule is at least. */
const FAINT_CONTRAST = 0.08;

/** Paints thin horizontal rules over; returns how many pixels were painted. */
export function removeRules(img: GreyImage): number {
  const { data, width, height } = img;
  const means = inkSurroundings(img);
  const minRun = Math.max(MIN_RUN, Math.round(width * MIN_RUN_SHARE));
  // Thickest rule taken away (a pen stroke of a scan at 300 dpi is a few pixels).
  const maxThickness = Math.max(3, Math.round(height / 400));
  const dark = (x: number, y: number) => locallyDark(data[y * width + x]!, means[y * width + x]!);
  /** A rule's faint stretch (blur, uneven light) still continues a trace that a dark pixel started. */
  const faint = (x: number, y: number) => data[y * width + x]! < means[y * width + x]! * (1 - FAINT_CONTRAST);
  /** Whether the dark pixels at (x, y) span at most maxThickness rows in this column. */
  const thin = (x: number, y: number) => {
    let up = 0;
    while (up <= maxThickness && y - up - 1 >= 0 && dark(x, y - up - 1)) up++;
    let down = 0;
    while (down <= maxThickness && y + down + 1 < height && dark(x, y + down + 1)) down++;
    return up + down + 1 <= maxThickness;
  };
  /**
   * The dark pixels from (x, y) rightwards, one per column, stepping a row up or down where the line
   * does (a rule photographed at a slight angle), across gaps of at most MAX_GAP columns.
   */
  const trace = (x: number, y: number): Array<[number, number]> => {
    const path: Array<[number, number]> = [[x, y]];
    let [cx, cy] = [x, y];
    while (cx + 1 < width) {
      let next: [number, number] | null = null;
      for (let step = 1; step <= MAX_GAP + 1 && !next && cx + step < width; step++)
        for (const dy of [0, -1, 1])
          if (cy + dy >= 0 && cy + dy < height && faint(cx + step, cy + dy)) {
            next = [cx + step, cy + dy];
            break;
          }
      if (!next) break;
      [cx, cy] = next;
      path.push(next);
    }
    return path;
  };
  const paint: Array<[index: number, paper: number]> = [];
  const traced = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // Every dark pixel no earlier trace has passed starts one: a rule whose end touches a letter has no
      // clean left end to start from.
      if (traced[y * width + x] || !dark(x, y)) continue;
      const path = trace(x, y);
      for (const [px, py] of path) traced[py * width + px] = 1;
      if (path.length < minRun) continue;
      const drift = Math.abs(path[path.length - 1]![1] - y);
      const thinOnes = path.filter(([px, py]) => thin(px, py));
      if (drift > path.length * MAX_DRIFT || thinOnes.length < path.length * MIN_THIN_SHARE) continue;
      // The rule's dark rows and the half-dark fringe row on either side (anti-aliasing), painted with
      // the paper just beyond them (the surroundings' mean still holds the rule's own darkness).
      for (const [px, py] of thinOnes) {
        let top = py;
        while (top - 1 >= 0 && dark(px, top - 1) && py - top < maxThickness) top--;
        let bottom = py;
        while (bottom + 1 < height && dark(px, bottom + 1) && bottom - py < maxThickness) bottom++;
        const paper = Math.max(
          means[py * width + px]!,
          data[Math.max(0, top - 2) * width + px]!,
          data[Math.min(height - 1, bottom + 2) * width + px]!,
        );
        for (let r = Math.max(0, top - 1); r <= Math.min(height - 1, bottom + 1); r++)
          paint.push([r * width + px, paper]);
      }
    }
  }
  // The paper's brightness, so no white streak is left on grey paper.
  for (const [i, paper] of paint) data[i] = Math.round(paper);
  return paint.length;
}
