/**
 * Scores one document's extraction against its expected JSON: products matched one-to-one on
 * normalised name and exact price (precision/recall), unit and category accuracy on the matched
 * products where the expectation gives them, terms recall per type (a term of the type containing the
 * phrase), and whether the content-based and the file-name document type are right.
 */
import type { DocumentType, TermType } from '@offerteflow/contracts';
import type { CatalogExtraction } from '../../src/infra/ai/ai-provider';
import type { Expected } from './extraction-corpus';

export const norm = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}%&]+/gu, ' ')
    .trim();

/** The counts a document's score and a group's totals share: matched products, units, categories, terms. */
interface Counts {
  tp: number;
  extracted: number;
  expected: number;
  unit: [number, number];
  category: [number, number];
  terms: Partial<Record<TermType, [number, number]>>;
}

export interface DocScore extends Counts {
  typeOk: boolean;
  nameTypeOk: boolean;
  missed: string[];
  extra: string[];
  wrongUnit: string[];
  wrongCategory: string[];
  termMisses: string[];
}

export function scoreDocument(
  expected: Expected,
  result: CatalogExtraction,
  types: { content: DocumentType; fileName: DocumentType },
): DocScore {
  const pool = result.products.map((p) => ({
    key: `${norm(p.name)}|${p.unitPrice.toFixed(2)}`,
    used: false,
    p,
  }));
  const score: DocScore = {
    tp: 0,
    extracted: pool.length,
    expected: expected.products.length,
    unit: [0, 0],
    category: [0, 0],
    terms: {},
    typeOk: types.content === expected.documentType,
    nameTypeOk: types.fileName === expected.documentType,
    missed: [],
    extra: [],
    wrongUnit: [],
    wrongCategory: [],
    termMisses: [],
  };
  for (const e of expected.products) {
    const hit = pool.find((x) => !x.used && x.key === `${norm(e.name)}|${e.price.toFixed(2)}`);
    if (!hit) {
      score.missed.push(`${e.name} ${e.price}`);
      continue;
    }
    hit.used = true;
    score.tp++;
    if (e.unit) {
      score.unit[1]++;
      if (hit.p.unit === e.unit) score.unit[0]++;
      else score.wrongUnit.push(`${e.name}: ${hit.p.unit} (expected ${e.unit})`);
    }
    if (e.category !== undefined) {
      score.category[1]++;
      if (norm(hit.p.category ?? '') === norm(e.category ?? '')) score.category[0]++;
      else score.wrongCategory.push(`${e.name}: ${hit.p.category} (expected ${e.category})`);
    }
  }
  score.extra = pool.filter((x) => !x.used).map((x) => `${x.p.name} ${x.p.unitPrice}`);
  for (const e of expected.terms) {
    const ok = result.terms.some((t) => t.termType === e.type && norm(t.content).includes(norm(e.contains)));
    const slot = (score.terms[e.type] ??= [0, 0]);
    slot[1]++;
    if (ok) slot[0]++;
    else score.termMisses.push(`${e.type}: ${e.contains}`);
  }
  return score;
}

/** A document is right when every product, unit, category and term is right and nothing is extra. */
export const isPerfect = (s: DocScore) =>
  s.typeOk &&
  !s.missed.length &&
  !s.extra.length &&
  !s.termMisses.length &&
  !s.wrongUnit.length &&
  !s.wrongCategory.length;

export interface Totals extends Counts {
  docs: number;
  typeOk: number;
  nameTypeOk: number;
}

export function sumScores(scores: DocScore[]): Totals {
  const t: Totals = {
    docs: scores.length,
    tp: 0,
    extracted: 0,
    expected: 0,
    unit: [0, 0],
    category: [0, 0],
    terms: {},
    typeOk: 0,
    nameTypeOk: 0,
  };
  for (const s of scores) {
    t.tp += s.tp;
    t.extracted += s.extracted;
    t.expected += s.expected;
    t.unit = [t.unit[0] + s.unit[0], t.unit[1] + s.unit[1]];
    t.category = [t.category[0] + s.category[0], t.category[1] + s.category[1]];
    for (const [type, [found, total]] of Object.entries(s.terms) as Array<[TermType, [number, number]]>) {
      const slot = (t.terms[type] ??= [0, 0]);
      slot[0] += found;
      slot[1] += total;
    }
    if (s.typeOk) t.typeOk++;
    if (s.nameTypeOk) t.nameTypeOk++;
  }
  return t;
}

export function productFigures(t: Totals) {
  const precision = t.extracted ? t.tp / t.extracted : 1;
  const recall = t.expected ? t.tp / t.expected : 1;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1 };
}

/** Terms recall over all types together. */
export function termsRecall(t: Totals): number {
  const [found, total] = Object.values(t.terms).reduce((a, [f, n]) => [a[0] + f, a[1] + n], [0, 0]);
  return total ? found / total : 1;
}
