/**
 * Logistic regression by batch gradient descent: zero start, fixed learning rate, iteration count and
 * L2 penalty, examples in a fixed order — so the same data always gives the same weights.
 */
import type { LogisticModel } from '../../src/infra/ai/rules/quote/classify/model';
import { sigmoid } from '../../src/infra/ai/rules/quote/classify/model';

export interface Example {
  x: number[];
  y: 0 | 1;
}

export interface TrainOptions {
  iterations: number;
  rate: number;
  l2: number;
  /** Weigh both classes alike (for a decision); off keeps probabilities calibrated (for a confidence). */
  balanced: boolean;
}

export const TRAIN: TrainOptions = { iterations: 4000, rate: 0.5, l2: 0.002, balanced: true };
export const CALIBRATED: TrainOptions = { ...TRAIN, balanced: false };

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

export function trainLogistic(
  features: readonly string[],
  examples: readonly Example[],
  o: TrainOptions = TRAIN,
): LogisticModel {
  const d = features.length;
  const w = new Float64Array(d);
  let bias = 0;
  const n = Math.max(1, examples.length);
  // Positives and negatives weigh alike in total, so a rare class is not ignored.
  const pos = examples.filter((e) => e.y === 1).length;
  const wPos = o.balanced && pos > 0 ? n / (2 * pos) : 1;
  const wNeg = o.balanced && n - pos > 0 ? n / (2 * (n - pos)) : 1;
  for (let it = 0; it < o.iterations; it++) {
    const g = new Float64Array(d);
    let gb = 0;
    for (const e of examples) {
      let z = bias;
      for (let i = 0; i < d; i++) z += w[i]! * e.x[i]!;
      const err = (sigmoid(z) - e.y) * (e.y === 1 ? wPos : wNeg);
      for (let i = 0; i < d; i++) g[i]! += err * e.x[i]!;
      gb += err;
    }
    for (let i = 0; i < d; i++) w[i]! -= o.rate * (g[i]! / n + o.l2 * w[i]!);
    bias -= o.rate * (gb / n);
  }
  return { features: [...features], weights: [...w].map(round6), bias: round6(bias) };
}
