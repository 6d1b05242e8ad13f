/**
 * Skew of a scanned or photographed page from its text lines' baselines (projection profile): dark
 * pixels projected onto the vertical axis of a page turned by the right angle give sharp peaks (the text
 * lines) and empty valleys (the gaps between them); the angle whose profile has the largest energy of
 * row-to-row differences is the skew. Works on a small greyscale copy; pure, no image library.
 */

export interface GreyImage {
  /** One byte per pixel, row by row. */
  data: Uint8Array;
  width: number;
  height: number;
}

/** Largest skew looked for, in degrees; a photo turned further is a matter of EXIF or of retaking it. */
export const MAX_SKEW_DEGREES = 8;
/** Dark pixels sampled at most (evenly), to keep the search a few milliseconds. */
const MAX_SAMPLES = 60_000;

/**
 * Mean brightness around each pixel (a box of `radius` pixels each way), from an integral image: ink is
 * what is darker than its surroundings, so a dark table or wall around a photographed page (whose
 * straight edges would otherwise decide the angle) is not taken for text.
 */
export function localMeans(img: GreyImage, radius: number): Float32Array {
  const { width, height, data } = img;
  const w1 = width + 1;
  const sums = new Float64Array(w1 * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += data[y * width + x]!;
      sums[(y + 1) * w1 + x + 1] = sums[y * w1 + x + 1]! + row;
    }
  }
  const means = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - radius);
    const y1 = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - radius);
      const x1 = Math.min(width, x + radius + 1);
      const sum = sums[y1 * w1 + x1]! - sums[y0 * w1 + x1]! - sums[y1 * w1 + x0]! + sums[y0 * w1 + x0]!;
      means[y * width + x] = sum / ((y1 - y0) * (x1 - x0));
    }
  }
  return means;
}

/** The paper's brightness: the 90th percentile of the pixels. */
export function paperBrightness(data: Uint8Array): number {
  const counts = new Uint32Array(256);
  for (const v of data) counts[v]!++;
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += counts[v]!;
    if (seen >= data.length * 0.9) return v;
  }
  return 255;
}

/** A pixel counts as ink when it is this much darker than its surroundings (fraction of their mean). */
const LOCAL_CONTRAST = 0.2;

/** The surroundings' mean brightness of every pixel, over a box that scales with the page. */
export const inkSurroundings = (img: GreyImage): Float32Array =>
  localMeans(img, Math.max(4, Math.round(Math.max(img.width, img.height) / 80)));

/** Whether a pixel of brightness `value` is ink against its surroundings' mean `mean`. */
export const locallyDark = (value: number, mean: number): boolean => value < mean * (1 - LOCAL_CONTRAST);

/**
 * Coordinates of the ink pixels (well below the page's mean brightness and darker than their
 * surroundings), evenly thinned.
 */
function darkPixels(img: GreyImage): { xs: Float64Array; ys: Float64Array } {
  let sum = 0;
  for (let i = 0; i < img.data.length; i++) sum += img.data[i]!;
  const threshold = Math.min(128, (sum / Math.max(1, img.data.length)) * 0.6);
  const means = inkSurroundings(img);
  const ink = (i: number) => img.data[i]! < threshold && locallyDark(img.data[i]!, means[i]!);
  let count = 0;
  for (let i = 0; i < img.data.length; i++) if (ink(i)) count++;
  const step = Math.max(1, Math.ceil(count / MAX_SAMPLES));
  const n = Math.ceil(count / step);
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  let seen = 0;
  let k = 0;
  for (let y = 0; y < img.height; y++)
    for (let x = 0; x < img.width; x++) {
      if (!ink(y * img.width + x)) continue;
      if (seen++ % step === 0 && k < n) {
        xs[k] = x;
        ys[k] = y;
        k++;
      }
    }
  return { xs: xs.subarray(0, k), ys: ys.subarray(0, k) };
}

/** Energy of the row profile of the points turned by `degrees`: high when lines fall into rows. */
function profileScore(xs: Float64Array, ys: Float64Array, degrees: number, height: number): number {
  const rad = (degrees * Math.PI) / 180;
  const sin = Math.sin(rad);
  const cos = Math.cos(rad);
  const pad = Math.ceil(Math.abs(sin) * 4 * height) + 2;
  const bins = new Float64Array(height + 2 * pad);
  for (let i = 0; i < xs.length; i++) {
    const y = Math.round(ys[i]! * cos - xs[i]! * sin) + pad;
    if (y >= 0 && y < bins.length) bins[y]!++;
  }
  let score = 0;
  for (let i = 1; i < bins.length; i++) {
    const d = bins[i]! - bins[i - 1]!;
    score += d * d;
  }
  return score;
}

/**
 * The skew of the text lines in degrees, clockwise positive (lines running down to the right); turning
 * the image by its negative straightens them. 0 when the page has too little ink to tell.
 */
export function estimateSkew(img: GreyImage): number {
  const { xs, ys } = darkPixels(img);
  if (xs.length < 200) return 0;
  const search = (from: number, to: number, step: number) => {
    let best = 0;
    let bestScore = -1;
    for (let a = from; a <= to + 1e-9; a += step) {
      const score = profileScore(xs, ys, a, img.height);
      if (score > bestScore) {
        bestScore = score;
        best = a;
      }
    }
    return best;
  };
  const coarse = search(-MAX_SKEW_DEGREES, MAX_SKEW_DEGREES, 0.5);
  const fine = search(coarse - 0.5, coarse + 0.5, 0.1);
  return Math.round(fine * 10) / 10;
}
