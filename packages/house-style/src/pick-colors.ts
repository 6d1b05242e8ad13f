/**
 * Brand colours from weighted colour samples. Each sample (a painted area or a pixel bin) carries
 * a weight; paper white is dropped, pale tints, greys and the body-text colour count little, the
 * top of page 1 (header) and large text (headings) count more. Samples within ΔE 8 form one
 * cluster, named after its heaviest exact colour. Primary is the heaviest cluster, secondary the
 * heaviest one clearly different from it (ΔE ≥ 15); pale tints come last.
 */
import { chroma, deltaE, hexToLab, isNeutral, isPaper, isTint, type Lab } from './color.js';
import type { PageScan } from './types.js';

export interface ColorSample {
  color: string;
  weight: number;
}

interface Cluster {
  color: string;
  lab: Lab;
  weight: number;
  top: number;
}

const MERGE_DE = 8;
const DISTINCT_DE = 15;

export interface PickedColors {
  primary: string | null;
  secondary: string | null;
  /** True when the primary is a real colour (not black, grey or white). */
  chromatic: boolean;
}

/** Weight multiplier by what kind of colour it is. */
function colourFactor(lab: Lab): number {
  if (isPaper(lab)) return 0;
  if (isTint(lab)) return 0.15;
  if (isNeutral(lab)) return 0.25;
  return chroma(lab) < 12 ? 0.4 : 1;
}

export function pickColors(samples: readonly ColorSample[]): PickedColors {
  const byColor = new Map<string, number>();
  for (const s of samples) byColor.set(s.color, (byColor.get(s.color) ?? 0) + s.weight);
  const weighted = [...byColor]
    .map(([color, w]) => {
      const lab = hexToLab(color);
      return { color, lab, weight: w * colourFactor(lab) };
    })
    .filter((s) => s.weight > 0)
    .sort((a, b) => b.weight - a.weight);
  const clusters: Cluster[] = [];
  for (const s of weighted) {
    const home = clusters.find((c) => deltaE(c.lab, s.lab) < MERGE_DE);
    if (home) home.weight += s.weight;
    else clusters.push({ color: s.color, lab: s.lab, weight: s.weight, top: s.weight });
  }
  // Pale tints (panels, zebra rows) only count when nothing stronger is painted.
  clusters.sort((a, b) => Number(isTint(a.lab)) - Number(isTint(b.lab)) || b.weight - a.weight);
  const primary = clusters[0];
  if (!primary) return { primary: null, secondary: null, chromatic: false };
  const secondary = clusters.find((c) => c !== primary && deltaE(c.lab, primary.lab) >= DISTINCT_DE);
  return { primary: primary.color, secondary: secondary?.color ?? null, chromatic: !isNeutral(primary.lab) };
}

/** Samples from the vector content of the scanned pages. */
export function paintSamples(pages: readonly PageScan[]): ColorSample[] {
  const samples: ColorSample[] = [];
  const textByColor = new Map<string, number>();
  for (const p of pages)
    for (const r of p.paints)
      if (r.kind === 'text') textByColor.set(r.color, (textByColor.get(r.color) ?? 0) + r.area);
  // The body text colour: most text area; when it is dark or grey it is not a brand colour.
  const body = [...textByColor].sort((a, b) => b[1] - a[1])[0]?.[0];
  const bodyIsPlain = body ? chroma(hexToLab(body)) < 15 : false;
  for (const p of pages) {
    const pageArea = p.width * p.height;
    for (const r of p.paints) {
      let w = r.area;
      if (r.kind === 'fill' && r.area > pageArea * 0.7) w *= 0.2; // a page background
      const thin = Math.min(r.box.x1 - r.box.x0, r.box.y1 - r.box.y0) < 2;
      if (r.kind !== 'text' && thin && isNeutral(hexToLab(r.color))) w *= 0.3; // grey rules
      if (r.kind === 'text') {
        // Body text (small print in the body colour) is not a brand colour; headings in it are.
        if (bodyIsPlain && r.color === body && (r.fontSize ?? 0) < 13) w *= 0.02;
        if ((r.fontSize ?? 0) >= 13) w *= 1.5;
      }
      if (r.page === 1 && r.box.y1 < p.height * 0.3) w *= 1.3;
      if (r.kind === 'text' && r.box.y0 > p.height * 0.88) w *= 0.5; // footer small print
      if (r.page > 1) w *= 0.5;
      samples.push({ color: r.color, weight: w });
    }
  }
  return samples;
}

/** Samples from RGBA pixels (a rendered scanned page), binned to 4 bits per channel. */
export function pixelSamples(
  rgba: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
): ColorSample[] {
  const bins = new Map<number, { r: number; g: number; b: number; n: number; w: number }>();
  for (let y = 0; y < height; y += 1) {
    const topBonus = y < height * 0.3 ? 1.3 : 1;
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      const [r, g, b] = [rgba[i]!, rgba[i + 1]!, rgba[i + 2]!];
      const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
      const bin = bins.get(key) ?? { r: 0, g: 0, b: 0, n: 0, w: 0 };
      bin.r += r;
      bin.g += g;
      bin.b += b;
      bin.n += 1;
      bin.w += topBonus;
      bins.set(key, bin);
    }
  }
  const hex = (v: number) => Math.round(v).toString(16).padStart(2, '0');
  return [...bins.values()]
    .filter((b) => b.n >= 3)
    .map((b) => ({ color: `#${hex(b.r / b.n)}${hex(b.g / b.n)}${hex(b.b / b.n)}`, weight: b.w }));
}
