/**
 * Extraction quality on the committed corpus (test/fixtures/extraction-corpus): every document is read
 * by the real reader of its format, typed by the content classifier (never the expected type) and
 * interpreted by the `rules` provider, then compared with its hand-checked expected JSON.
 * Printed per group — team-written (the folder itself), blind tuning (blind/), tuning combined, and
 * held-out (held-out/, when present) — products precision/recall/F1 (name + exact price), unit and
 * category accuracy on matched products, terms recall per type, document-type accuracy of the
 * classifier and, for comparison, of the file-name rule.
 * Targets: products F1 0.9, terms recall 0.9 (overall and per type), document type 0.9. Exits 1 when the
 * team corpus misses them (its F1 target is 0.95), or when tuning combined or held-out is below its
 * regression floor (TUNING_FLOOR, HELD_OUT_FLOOR); tuning or held-out below target is printed, and fails
 * only with --strict.
 * Usage: quality:extraction [--split tuning|held-out|all] [--verbose] [--update-snapshots] [--strict]
 */
import { availableParallelism } from 'node:os';
import type { DocumentType } from '@offerteflow/contracts';
import { guessDocumentType } from '@offerteflow/domain';
import { extractCatalogByRules } from '../src/infra/ai/rules/catalog';
import { interpretDocument } from '../src/infra/ai/interpret';
import {
  EARLIER_HELD_OUT,
  GROUPS_OF,
  groupDocs,
  readCorpusDoc,
  type CorpusDoc,
  type Group,
  type Split,
} from './quality/extraction-corpus';
import {
  isPerfect,
  productFigures,
  scoreDocument,
  sumScores,
  termsRecall,
  type DocScore,
  type Totals,
} from './quality/extraction-score';
import { checkSnapshot } from './quality/extraction-snapshots';

const TARGET = { f1: 0.9, teamF1: 0.95, terms: 0.9, type: 0.9 };
/**
 * The held-out split (held-out/, split 11: 16 blind documents in 16 sectors new to the corpus, five
 * photos and three image-only scans among them, written from a brief by a helper who read only copies
 * of reference files and never the readers) was scored once on 28 November 2026 after the sixth
 * reading round: products F1 0.791 (precision 0.793, recall 0.789; the readers before the round score
 * the same), terms recall 0.791, unit accuracy 1.000, category accuracy 0.859, document type 1.000.
 * Split 10, scored the same way after the fifth round (products F1 0.581, terms 0.721), is blind-10/
 * since, tuned on from the sixth round; splits 8 and 9 are blind-8/ and blind-9/ (0.903 and 0.745).
 * CI gates the held-out figures on this floor (each figure minus half a point); a run below target says
 * so in its last lines and `--strict` exits 1.
 */
const HELD_OUT_FLOOR = { f1: 0.786, terms: 0.786, type: 0.995 };
/**
 * Tuning combined (team, own and blind to blind-10, 192 documents) on 28 November 2026, after the sixth
 * reading round tuned on all of it (a supplier's net price beside its gross price and discount, a regular
 * price beside a sale price, a gross or sale price only when the table has no other, a packaging column
 * as the unit, eight-digit and longer bare numbers (EAN, KvK) never a price, a note about all prices
 * that a photo's reading split over two cells): products F1 0.962 (0.936 with blind-10 before the round;
 * 0.983 on the 176 documents without it), terms recall 0.927, category accuracy 0.937, unit accuracy
 * 0.989, document type 1.000. Tuning figures, not figures for unseen documents. Each floor is its figure
 * minus half a point.
 */
const TUNING_FLOOR = { f1: 0.957, terms: 0.922, type: 0.995 };
const args = process.argv.slice(2);
const strict = args.includes('--strict');
const verbose = args.includes('--verbose');
const update = args.includes('--update-snapshots');
const splitArg = args[args.indexOf('--split') + 1];
const split: Split = args.includes('--split') ? (splitArg as Split) : 'all';
const rules = {
  extractCatalog: async (doc: Parameters<typeof extractCatalogByRules>[0], t: DocumentType) =>
    extractCatalogByRules(doc, t),
};

const fmt = (n: number) => n.toFixed(3);
const ratio = ([a, b]: [number, number]) => (b ? `${fmt(a / b)} (${a}/${b})` : 'n/a');

/** Prints one group's figures; returns the failures against `targets` (none when not checked). */
function report(title: string, t: Totals, targets: { f1: number } | null): string[] {
  if (!t.docs) return [];
  const { precision, recall, f1 } = productFigures(t);
  console.log(`\n== ${title}: ${t.docs} documents`);
  console.log(
    `products  precision ${fmt(precision)}  recall ${fmt(recall)}  F1 ${fmt(f1)}  (${t.tp} of ${t.expected} expected, ${t.extracted} extracted)`,
  );
  console.log(
    `          unit accuracy ${ratio(t.unit)}  category accuracy ${ratio(t.category)} (on matched products)`,
  );
  const failures: string[] = [];
  for (const [type, slot] of Object.entries(t.terms).sort()) {
    console.log(`terms     ${type}: recall ${ratio(slot)}`);
    if (targets && slot[0] / slot[1] < TARGET.terms)
      failures.push(`${title}: terms ${type} < ${TARGET.terms}`);
  }
  const termsAll = termsRecall(t);
  console.log(`terms     all types: recall ${fmt(termsAll)}`);
  const typeAcc = t.typeOk / t.docs;
  console.log(
    `doc type  content classifier ${ratio([t.typeOk, t.docs])}   file-name rule ${ratio([t.nameTypeOk, t.docs])}`,
  );
  if (targets) {
    if (f1 < targets.f1) failures.push(`${title}: products F1 < ${targets.f1}`);
    if (termsAll < TARGET.terms) failures.push(`${title}: terms recall < ${TARGET.terms}`);
    if (typeAcc < TARGET.type) failures.push(`${title}: document type < ${TARGET.type}`);
  }
  return failures;
}

/** The held-out figures under the regression floor (none when all hold). */
function belowFloor(title: string, t: Totals, floor: typeof HELD_OUT_FLOOR): string[] {
  if (!t.docs) return [];
  const out: string[] = [];
  if (productFigures(t).f1 < floor.f1) out.push(`${title}: products F1 < ${floor.f1}`);
  if (termsRecall(t) < floor.terms) out.push(`${title}: terms recall < ${floor.terms}`);
  if (t.typeOk / t.docs < floor.type) out.push(`${title}: document type < ${floor.type}`);
  return out;
}

function printDoc(group: Group, file: string, format: string, s: DocScore, detail: boolean): void {
  const flag = isPerfect(s) ? '✓' : '✗';
  console.log(
    `${flag} ${group}/${file} (${format}): products ${s.tp}/${s.expected}, ${s.extracted - s.tp} extra; terms ${Object.values(s.terms).reduce((a, [f]) => a + f, 0)}/${Object.values(s.terms).reduce((a, [, n]) => a + n, 0)}${s.typeOk ? '' : '; TYPE WRONG'}`,
  );
  if (!detail && isPerfect(s)) return;
  for (const m of s.missed) console.log(`    missed    ${m}`);
  for (const x of s.extra) console.log(`    extra     ${x}`);
  for (const u of s.wrongUnit) console.log(`    unit      ${u}`);
  for (const c of s.wrongCategory) console.log(`    category  ${c}`);
  for (const m of s.termMisses) console.log(`    term      ${m}`);
}

/** Documents read at once: OCR runs tesseract on one core per page, and the machine has two or more. */
const READERS_AT_ONCE = Math.max(1, Math.min(4, availableParallelism()));

type Read = Awaited<ReturnType<typeof readCorpusDoc>>;

/** Starts reading the documents, at most `limit` at a time, in order; one promise per document. */
function readAhead(docs: CorpusDoc[], limit: number): Array<Promise<Read>> {
  let next = 0;
  const starters: Array<() => void> = [];
  const reads = docs.map(
    (doc) =>
      new Promise<Read>((resolve) => {
        starters.push(() => {
          void readCorpusDoc(doc).then((r) => {
            resolve(r);
            starters[next++]?.();
          });
        });
      }),
  );
  for (let i = 0; i < Math.min(limit, starters.length); i++) starters[next++]!();
  return reads;
}

async function main(): Promise<void> {
  if (!(split in GROUPS_OF)) throw new Error(`--split must be tuning, held-out or all`);
  const byGroup: Partial<Record<Group, DocScore[]>> = {};
  const changes: string[] = [];
  const docs = GROUPS_OF[split].flatMap((group) => groupDocs(group));
  const reads = readAhead(docs, READERS_AT_ONCE);
  for (const [index, doc] of docs.entries()) {
    const { read, error } = await reads[index]!;
    const doc0 = read ?? { fileName: doc.file, blocks: [] };
    const result = await interpretDocument(rules, doc0, null);
    const score = scoreDocument(doc.expected, result.extraction, {
      content: result.documentType,
      fileName: guessDocumentType(doc.file),
    });
    (byGroup[doc.group] ??= []).push(score);
    printDoc(doc.group, doc.file, error ? `unreadable: ${error}` : result.typeSource, score, verbose);
    const change = checkSnapshot(doc, result, score, update);
    if (change) changes.push(change);
  }
  const failures = [
    ...report('team-written (tuned on)', sumScores(byGroup.team ?? []), { f1: TARGET.teamF1 }),
    ...report('own, non-blind (document types)', sumScores(byGroup.own ?? []), null),
    ...report('blind tuning (blind/, tuned on)', sumScores(byGroup.blind ?? []), null),
    ...EARLIER_HELD_OUT.flatMap((group) =>
      report(`${group} (earlier held-out, tuned on since)`, sumScores(byGroup[group] ?? []), null),
    ),
  ];
  const tuning = sumScores(GROUPS_OF.tuning.flatMap((g) => byGroup[g] ?? []));
  const tuningBelowTarget = report('tuning combined', tuning, TARGET);
  const tuningBelowFloor = belowFloor('tuning combined', tuning, TUNING_FLOOR);
  const heldOut = sumScores(byGroup['held-out'] ?? []);
  const heldOutBelowTarget = report('held-out (written blind, never tuned on)', heldOut, TARGET);
  const heldOutBelowFloor = belowFloor('held-out (written blind, never tuned on)', heldOut, HELD_OUT_FLOOR);
  const floors = [...tuningBelowFloor, ...heldOutBelowFloor];
  const belowTarget = [...failures, ...tuningBelowTarget, ...heldOutBelowTarget];
  if (update) console.log('\nsnapshots updated');
  else if (changes.length) console.log(`\ncompared with the snapshots:\n  ${changes.join('\n  ')}`);
  else console.log('\nno document changed since the snapshots');
  console.log(belowTarget.length ? `\nBELOW TARGET\n  ${belowTarget.join('\n  ')}` : '\nquality targets met');
  const floorText = (f: typeof HELD_OUT_FLOOR) =>
    `products F1 >= ${f.f1}, terms recall >= ${f.terms}, document type >= ${f.type}`;
  if (floors.length) console.log(`BELOW THE REGRESSION FLOOR\n  ${floors.join('\n  ')}`);
  else if (tuningBelowTarget.length || heldOutBelowTarget.length)
    console.log(
      `regression floors held (tuning: ${floorText(TUNING_FLOOR)}; held-out: ${floorText(HELD_OUT_FLOOR)})${strict ? '' : ': exit 0 (--strict exits 1)'}`,
    );
  const gate = [...failures, ...floors, ...(strict ? [...tuningBelowTarget, ...heldOutBelowTarget] : [])];
  process.exitCode = gate.length ? 1 : 0;
}

void main();
