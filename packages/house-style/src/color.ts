/** Colour maths for brand-colour detection: sRGB hex <-> CIE L*a*b* (D65) and CIE76 ΔE. */
export type Rgb = readonly [number, number, number];
export interface Lab {
  l: number;
  a: number;
  b: number;
}

export function hexToRgb(hex: string): Rgb {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as unknown as Rgb;
}

export function rgbToHex([r, g, b]: Rgb): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

function linear(v: number): number {
  const s = v / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function rgbToLab([r, g, b]: Rgb): Lab {
  const [lr, lg, lb] = [linear(r), linear(g), linear(b)];
  const x = (lr * 0.4124 + lg * 0.3576 + lb * 0.1805) / 0.95047;
  const y = lr * 0.2126 + lg * 0.7152 + lb * 0.0722;
  const z = (lr * 0.0193 + lg * 0.1192 + lb * 0.9505) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const [fx, fy, fz] = [f(x), f(y), f(z)];
  return { l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

export const hexToLab = (hex: string): Lab => rgbToLab(hexToRgb(hex));

/** CIE76 colour difference. */
export function deltaE(p: Lab, q: Lab): number {
  return Math.hypot(p.l - q.l, p.a - q.a, p.b - q.b);
}

export const chroma = (c: Lab): number => Math.hypot(c.a, c.b);

/** Paper: white or nearly so (what a page is printed on, never a brand colour). */
export const isPaper = (c: Lab): boolean => c.l > 94 && chroma(c) < 6;

/** A pale tint (zebra rows, light panels): too light to be a brand colour itself. */
export const isTint = (c: Lab): boolean => c.l > 86 && chroma(c) < 22;

/** Black, grey or nearly so. */
export const isNeutral = (c: Lab): boolean => chroma(c) < 7;
