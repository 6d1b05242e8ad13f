/**
 * A shadow across a photographed page (a hand, a lamp, the phone itself) leaves its part of the page
 * grey, with letters too faint against it for tesseract. Each pixel is brightened by how much darker its
 * surroundings are than the paper (flat-field correction), at most MAX_GAIN times; a surround much darker
 * than the paper (the table under the page) is left as it is, so its grain is not blown up into marks.
 * Pure, in place, on a one-channel image.
 */
import { localMeans, paperBrightness, type GreyImage } from './deskew';

/** At most this much brighter: a shadow, not a dark surround. */
const MAX_GAIN = 2.2;
/** Surroundings darker than this share of the paper are not paper in shadow. */
const MIN_PAPER_SHARE = 0.4;

/** Lifts shaded paper to the paper's brightness; returns how many pixels were brightened. */
export function flattenLight(img: GreyImage): number {
  const { data, width, height } = img;
  const paper = paperBrightness(data);
  // Wider than letters and rules, narrower than a shadow's edge.
  const means = localMeans(img, Math.max(15, Math.round(Math.max(width, height) / 40)));
  let lifted = 0;
  for (let i = 0; i < data.length; i++) {
    const mean = means[i]!;
    if (mean < paper * MIN_PAPER_SHARE || mean >= paper * 0.97) continue;
    const gain = Math.min(MAX_GAIN, paper / mean);
    data[i] = Math.min(255, Math.round(data[i]! * gain));
    lifted++;
  }
  return lifted;
}
