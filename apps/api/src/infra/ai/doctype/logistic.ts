/**
 * Multinomial logistic regression (softmax) over the document-type features: the prediction used at
 * run time, and a deterministic trainer (full-batch gradient descent from zero weights with L2) used by
 * scripts/train-doctype.ts. A few dozen lines on purpose: the corpus is small and the features few.
 */
export interface SoftmaxModel {
  classes: string[];
  features: string[];
  /** weights[class][feature] */
  weights: number[][];
}

export function probabilities(model: SoftmaxModel, x: number[]): number[] {
  const scores = model.weights.map((w) => w.reduce((s, wi, i) => s + wi * (x[i] ?? 0), 0));
  const max = Math.max(...scores);
  const exps = scores.map((s) => Math.exp(s - max));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / sum);
}

export function predict(model: SoftmaxModel, x: number[]): { label: string; p: number } {
  const ps = probabilities(model, x);
  let best = 0;
  for (let i = 1; i < ps.length; i++) if (ps[i]! > ps[best]!) best = i;
  return { label: model.classes[best]!, p: ps[best]! };
}

export interface TrainOptions {
  epochs?: number;
  rate?: number;
  l2?: number;
}

/** Trains on rows `x` with labels `y` (class names); the bias feature (index 0) is not regularised. */
export function train(
  classes: string[],
  features: string[],
  x: number[][],
  y: string[],
  { epochs = 3000, rate = 0.5, l2 = 0.003 }: TrainOptions = {},
): SoftmaxModel {
  const model: SoftmaxModel = {
    classes,
    features,
    weights: classes.map(() => new Array<number>(features.length).fill(0)),
  };
  const m = x.length;
  for (let epoch = 0; epoch < epochs; epoch++) {
    const grad = classes.map(() => new Array<number>(features.length).fill(0));
    for (let r = 0; r < m; r++) {
      const ps = probabilities(model, x[r]!);
      for (let c = 0; c < classes.length; c++) {
        const err = ps[c]! - (classes[c] === y[r] ? 1 : 0);
        for (let f = 0; f < features.length; f++) grad[c]![f]! += (err * x[r]![f]!) / m;
      }
    }
    for (let c = 0; c < classes.length; c++)
      for (let f = 0; f < features.length; f++) {
        const reg = f === 0 ? 0 : l2 * model.weights[c]![f]!;
        model.weights[c]![f]! -= rate * (grad[c]![f]! + reg);
      }
  }
  return model;
}
