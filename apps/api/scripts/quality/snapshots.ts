/**
 * Per-case snapshots (test/fixtures/text-corpus/snapshots/<split>/<case>.json): the expected and the
 * actual result in a compact, readable form. A normal run compares against them and lists the cases
 * whose result flipped (better, worse, changed); `--update-snapshots` writes them.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AiItem, AiQuoteResult } from '@offerteflow/contracts';
import { CORPUS, type CorpusCase } from './corpus';
import type { CaseScore, ExpectedItem } from './score';

export interface Snapshot {
  expected: { customer: Record<string, string>; items: string[]; notes: string[] };
  actual: { customer: Record<string, string>; items: string[]; candidates: string[]; notes: string[] };
  score: { itemsCorrect: number; itemsExpected: number; itemsPredicted: number; customerFields: number };
}

const itemLine = (i: ExpectedItem | AiItem) =>
  `${i.quantity} ${i.unit ?? '?'} × ${i.description} à ${i.unitPrice}` +
  ('priceSource' in i ? ` [${i.priceSource}]` : '');

export function snapshotOf(c: CorpusCase, actual: AiQuoteResult, score: CaseScore): Snapshot {
  return {
    expected: {
      customer: { ...c.expected.customer },
      items: c.expected.items.map(itemLine),
      notes: c.expected.notes,
    },
    actual: {
      customer: { ...actual.customer },
      items: actual.items.map(itemLine),
      candidates: actual.candidates.map((x) => itemLine(x.item)),
      notes: actual.notes.split('\n').filter(Boolean),
    },
    score: {
      itemsCorrect: score.itemsCorrect,
      itemsExpected: score.itemsExpected,
      itemsPredicted: score.itemsPredicted,
      customerFields: Object.values(score.customer).filter(Boolean).length,
    },
  };
}

const file = (c: CorpusCase) => path.join(CORPUS, 'snapshots', c.split, `${c.slug}.json`);

export function writeSnapshot(c: CorpusCase, s: Snapshot): void {
  mkdirSync(path.dirname(file(c)), { recursive: true });
  writeFileSync(file(c), `${JSON.stringify(s, null, 2)}\n`);
}

export type Flip = 'better' | 'worse' | 'changed' | 'new' | null;

/** How the result moved against the stored snapshot. */
export function flipOf(c: CorpusCase, s: Snapshot): Flip {
  if (!existsSync(file(c))) return 'new';
  const old = JSON.parse(readFileSync(file(c), 'utf8')) as Snapshot;
  const gain =
    s.score.itemsCorrect -
    old.score.itemsCorrect -
    0.5 * (s.score.itemsPredicted - old.score.itemsPredicted) +
    (s.score.customerFields - old.score.customerFields);
  if (gain > 0) return 'better';
  if (gain < 0) return 'worse';
  return JSON.stringify(old.actual) === JSON.stringify(s.actual) ? null : 'changed';
}
