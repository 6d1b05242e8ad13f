/**
 * Learns the rules engine's two logistic models from the tuning corpus (team-written cases/ and blind/,
 * never held-out/) and writes them to src/infra/ai/rules/quote/classify/weights.json:
 *
 * 1. line: is a candidate phrase a requested line? Labels: a candidate is positive when the line it
 *    would give has the description of an expected item (the quality score's description match).
 *    Cancellation phrases are left out (reconciliation handles them).
 * 2. confidence: is a line of the engine right as stated (description, quantity, price)? Labels from
 *    scoring the engine's lines with the trained line model; trained without class weights so that
 *    its probabilities are calibrated (the UI marks lines below AI_REVIEW_CONFIDENCE = 0.6).
 *
 * The threshold is the one (of 0.30, 0.35, … 0.90) with the best item F1 on the tuning corpus; a second
 * one, for a company without a catalogue, the best on the tuning texts that have none.
 * Deterministic: re-running it reproduces the committed weights (`--check` verifies that).
 *
 *   pnpm --filter @offerteflow/api run train:text [-- --check] [-- --folds 5]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { analyse } from '../src/infra/ai/rules/quote';
import { FEATURES } from '../src/infra/ai/rules/quote/classify/features';
import type { LogisticModel, TextModel } from '../src/infra/ai/rules/quote/classify/model';
import { CONFIDENCE_FEATURES, confidenceFeatures } from '../src/infra/ai/rules/quote/reconcile/confidence';
import { loadTuning, type CorpusCase } from './quality/corpus';
import { CALIBRATED, trainLogistic, type Example } from './quality/logistic';
import { sameDescription, scoreCase } from './quality/score';

const WEIGHTS = path.resolve(__dirname, '../src/infra/ai/rules/quote/classify/weights.json');
const FLOOR = 0.25;
const THRESHOLDS = [0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9];
const empty = (features: readonly string[]): LogisticModel => ({
  features: [...features],
  weights: features.map(() => 0),
  bias: 0,
});
const untrained: TextModel = {
  line: empty(FEATURES),
  confidence: empty([]),
  threshold: 0.5,
  candidateFloor: FLOOR,
};

function lineExamples(cases: readonly CorpusCase[]): Example[] {
  const out: Example[] = [];
  for (const c of cases) {
    const a = analyse(c.text, c.context, untrained);
    for (const cand of a.candidates) {
      if (cand.reading.flags.cancel) continue;
      const wanted =
        cand.line.description !== '' &&
        c.expected.items.some((e) => sameDescription(e.description, cand.line.description));
      out.push({ x: a.features[cand.id]!, y: wanted ? 1 : 0 });
    }
  }
  return out;
}

interface Counts {
  correct: number;
  predicted: number;
  expected: number;
}

function evaluate(
  cases: readonly CorpusCase[],
  model: TextModel,
): Counts & { lines: Array<{ confidence: number; correct: boolean }> } {
  const r = {
    correct: 0,
    predicted: 0,
    expected: 0,
    lines: [] as Array<{ confidence: number; correct: boolean }>,
  };
  for (const c of cases) {
    const result = analyse(c.text, c.context, model).result;
    const s = scoreCase(c.expected, result);
    r.correct += s.itemsCorrect;
    r.predicted += s.itemsPredicted;
    r.expected += s.itemsExpected;
    result.items.forEach((item, i) =>
      r.lines.push({ confidence: item.confidence, correct: s.itemCorrect[i]! }),
    );
  }
  return r;
}

const f1 = (c: Counts) => {
  const p = c.correct / Math.max(1, c.predicted);
  const r = c.correct / Math.max(1, c.expected);
  return p + r > 0 ? (2 * p * r) / (p + r) : 0;
};

/** The threshold with the best item F1 on the tuning texts without a catalogue (ties: the higher). */
function noCatalogThreshold(cases: readonly CorpusCase[], line: LogisticModel, fallback: number): number {
  const bare = cases.filter((c) => c.context.products.length === 0);
  if (bare.length === 0) return fallback;
  let best = { threshold: fallback, f1: -1 };
  for (const threshold of THRESHOLDS) {
    const model = {
      line,
      confidence: empty([]),
      threshold,
      thresholdNoCatalog: threshold,
      candidateFloor: FLOOR,
    };
    const score = f1(evaluate(bare, model));
    if (score >= best.f1 - 1e-9) best = { threshold, f1: score };
  }
  return best.threshold;
}

function train(cases: readonly CorpusCase[]): TextModel {
  const line = trainLogistic(FEATURES, lineExamples(cases));
  let best = { threshold: 0.5, f1: -1 };
  for (const threshold of THRESHOLDS) {
    const score = f1(evaluate(cases, { line, confidence: empty([]), threshold, candidateFloor: FLOOR }));
    if (score > best.f1 + 1e-9) best = { threshold, f1: score };
  }
  const partial: TextModel = {
    line,
    confidence: empty([]),
    threshold: best.threshold,
    thresholdNoCatalog: noCatalogThreshold(cases, line, best.threshold),
    candidateFloor: Math.min(FLOOR, best.threshold),
  };
  const examples: Example[] = [];
  for (const c of cases) {
    const a = analyse(c.text, c.context, partial);
    const s = scoreCase(c.expected, a.result);
    a.assembly.lines.forEach((l, i) =>
      examples.push({ x: confidenceFeatures(l), y: s.itemCorrect[i] ? 1 : 0 }),
    );
  }
  // Unweighted, so a confidence of 0.6 means about 60 % of such lines are right.
  return { ...partial, confidence: trainLogistic(CONFIDENCE_FEATURES, examples, CALIBRATED) };
}

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
const cases = loadTuning();
const foldsArg = process.argv.indexOf('--folds');
if (foldsArg >= 0) {
  const k = Number(process.argv[foldsArg + 1] ?? 5);
  const total: Counts = { correct: 0, predicted: 0, expected: 0 };
  for (let fold = 0; fold < k; fold++) {
    const test = cases.filter((_, i) => i % k === fold);
    const model = train(cases.filter((_, i) => i % k !== fold));
    const r = evaluate(test, model);
    total.correct += r.correct;
    total.predicted += r.predicted;
    total.expected += r.expected;
    console.log(
      `fold ${fold + 1}/${k}: ${test.length} texts, item F1 ${pct(f1(r))} (threshold ${model.threshold})`,
    );
  }
  console.log(
    `${k}-fold cross-validation on ${cases.length} tuning texts: precision ${pct(total.correct / total.predicted)} recall ${pct(total.correct / total.expected)} F1 ${pct(f1(total))}`,
  );
  process.exit(0);
}

const model = train(cases);
const json = `${JSON.stringify({ ...model, trainedOn: { texts: cases.length } }, null, 2)}\n`;
if (process.argv.includes('--check')) {
  const same = readFileSync(WEIGHTS, 'utf8') === json;
  console.log(
    same
      ? 'weights.json is what the training script produces'
      : 'weights.json differs from a fresh training run',
  );
  process.exit(same ? 0 : 1);
}
writeFileSync(WEIGHTS, json);
const r = evaluate(cases, model);
const above = r.lines.filter((l) => l.confidence >= 0.6);
const below = r.lines.filter((l) => l.confidence < 0.6);
const share = (ls: typeof r.lines) => (ls.length ? pct(ls.filter((l) => l.correct).length / ls.length) : '-');
console.log(`trained on ${cases.length} texts; threshold ${model.threshold}; item F1 ${pct(f1(r))}`);
console.log(
  `confidence >= 0.6: ${above.length} lines, ${share(above)} correct; < 0.6: ${below.length} lines, ${share(below)} correct`,
);
