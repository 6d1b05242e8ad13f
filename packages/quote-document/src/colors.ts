/** Contrast helpers so a house colour used as text on screen stays readable (WCAG AA, 4.5:1). */

const WHITE = '#ffffff';
const INK = '#111827';

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const hex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * `color` (#rrggbb) as text on white: itself when it reads at 4.5:1 or better, otherwise the same hue
 * darkened just enough. A light brand colour keeps its character without failing the contrast check.
 */
export function readableOnWhite(color: string): string {
  const base = channels(color);
  for (let f = 1; f > 0; f -= 0.05) {
    const candidate = hex(base.map((c) => c * f));
    if (contrastRatio(candidate, WHITE) >= 4.5) return candidate;
  }
  return INK;
}

/** White or dark ink, whichever reads better on `background` (#rrggbb). */
export function textOn(background: string): string {
  return contrastRatio(WHITE, background) >= contrastRatio(INK, background) ? WHITE : INK;
}
