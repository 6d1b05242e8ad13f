/**
 * Logistic regression: the learned weights (weights.json, written by scripts/train-text-model.ts)
 * turn a feature vector into a probability. The same form serves the line decision and the line
 * confidence.
 */
import weights from './weights.json';

export interface LogisticModel {
  features: readonly string[];
  weights: readonly number[];
  bias: number;
}

export interface TextModel {
  /** Is a candidate a requested line? */
  line: LogisticModel;
  /** Is a line right as stated (thing, quantity, price)? */
  confidence: LogisticModel;
  /** Lines need at least this probability; candidates from `candidateFloor` up are offered to add. */
  threshold: number;
  /**
   * The threshold for a company without a catalogue: no phrase can match a product there, so the
   * catalogue features are absent and the probabilities sit lower. Learned on the tuning texts that
   * have no catalogue; `threshold` when absent.
   */
  thresholdNoCatalog?: number;
  candidateFloor: number;
}

export const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

export function predict(model: LogisticModel, x: readonly number[]): number {
  let z = model.bias;
  for (let i = 0; i < x.length; i++) z += (model.weights[i] ?? 0) * x[i]!;
  return sigmoid(z);
}

export const DEFAULT_MODEL: TextModel = weights as TextModel;
