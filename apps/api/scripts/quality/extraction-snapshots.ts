/**
 * Per-document snapshots of the extraction (extraction-corpus/snapshots/<group>/<file>.json): the
 * expected and the actual result side by side with the document's score, so a change in the rules
 * shows as a diff per document. A normal run compares with them and lists the documents that flipped
 * (right ↔ wrong) or whose output changed; `--update-snapshots` rewrites them.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Interpretation } from '../../src/infra/ai/interpret';
import { CORPUS, type CorpusDoc } from './extraction-corpus';
import { isPerfect, type DocScore } from './extraction-score';

interface Snapshot {
  perfect: boolean;
  expected: CorpusDoc['expected'];
  actual: {
    documentType: string;
    typeSource: string;
    prices: unknown;
    products: unknown[];
    terms: Array<{ type: string; content: string }>;
  };
  misses: Pick<DocScore, 'missed' | 'extra' | 'wrongUnit' | 'wrongCategory' | 'termMisses'>;
}

const pathOf = (doc: CorpusDoc) => join(CORPUS, 'snapshots', doc.group, `${doc.file}.json`);

function snapshotOf(doc: CorpusDoc, result: Interpretation, score: DocScore): Snapshot {
  const { missed, extra, wrongUnit, wrongCategory, termMisses } = score;
  return {
    perfect: isPerfect(score),
    expected: doc.expected,
    actual: {
      documentType: result.documentType,
      typeSource: result.typeSource,
      prices: result.extraction.prices ?? null,
      products: result.extraction.products,
      terms: result.extraction.terms.map((t) => ({ type: t.termType, content: t.content.slice(0, 160) })),
    },
    misses: { missed, extra, wrongUnit, wrongCategory, termMisses },
  };
}

/** Writes the snapshot (update) or compares with it; returns a line when the document flipped or changed. */
export function checkSnapshot(
  doc: CorpusDoc,
  result: Interpretation,
  score: DocScore,
  update: boolean,
): string | null {
  const next = snapshotOf(doc, result, score);
  const file = pathOf(doc);
  const text = `${JSON.stringify(next, null, 1)}\n`;
  if (update) {
    mkdirSync(join(CORPUS, 'snapshots', doc.group), { recursive: true });
    writeFileSync(file, text);
    return null;
  }
  if (!existsSync(file)) return `new       ${doc.group}/${doc.file} (no snapshot)`;
  const before = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  if (before.perfect !== next.perfect)
    return `flipped   ${doc.group}/${doc.file}: ${before.perfect ? 'right → wrong' : 'wrong → right'}`;
  if (JSON.stringify(before.actual) !== JSON.stringify(next.actual))
    return `changed   ${doc.group}/${doc.file}`;
  return null;
}
