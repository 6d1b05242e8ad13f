/** 2-D affine matrices as PDF writes them: [a, b, c, d, e, f]. */
export type Matrix = [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m1 applied first, then m2 (PDF's `m1 × m2`). */
export function multiply(m1: readonly number[], m2: readonly number[]): Matrix {
  const [a1, b1, c1, d1, e1, f1] = m1 as Matrix;
  const [a2, b2, c2, d2, e2, f2] = m2 as Matrix;
  return [
    a1 * a2 + b1 * c2,
    a1 * b2 + b1 * d2,
    c1 * a2 + d1 * c2,
    c1 * b2 + d1 * d2,
    e1 * a2 + f1 * c2 + e2,
    e1 * b2 + f1 * d2 + f2,
  ];
}

export function apply(m: readonly number[], x: number, y: number): [number, number] {
  const [a, b, c, d, e, f] = m as Matrix;
  return [a * x + c * y + e, b * x + d * y + f];
}

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The axis-aligned box of a rectangle transformed by m. */
export function transformBox(m: readonly number[], x0: number, y0: number, x1: number, y1: number): Box {
  const pts = [apply(m, x0, y0), apply(m, x1, y0), apply(m, x0, y1), apply(m, x1, y1)];
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

export const scaleOf = (m: readonly number[]): number => Math.sqrt(Math.abs(m[0]! * m[3]! - m[1]! * m[2]!));
