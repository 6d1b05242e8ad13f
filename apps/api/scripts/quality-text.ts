/**
 * Text-to-quote quality of the rules engine on the corpus in test/fixtures/text-corpus, per split:
 * team-written (cases/), blind tuning (blind/), tuning combined, and held-out (held-out/, when present).
 * Per split: customer accuracy per field, item precision/recall/F1, unit accuracy on matched items and
 * the share of expected note phrases found, each against the issue's TARGET (tuning item F1 >= 0.9,
 * held-out item F1 >= 0.85, every customer field >= 0.95).
 *
 * While the engine is below target, CI gates on the REGRESSION FLOOR below (the last measured figures
 * minus a small margin): a change that makes the engine worse fails, a run below target says so in
 * its last line but exits 0. `--strict` exits 1 below target. Raise the floor when the engine improves.
 *
 *   --strict                      exit 1 below the target, not only below the floor
 *   --split tuning|held-out|all   which texts (default all)
 *   --verbose                     every miss per case
 *   --update-snapshots            write snapshots/<split>/<case>.json; otherwise list the flipped cases
 */
import { quoteFromTextByRules } from '../src/infra/ai/rules/quote';
import { TUNING_SPLITS, loadSplit, splitExists, type CorpusCase, type Split } from './quality/corpus';
import { scoreCase, type CaseScore } from './quality/score';
import { flipOf, snapshotOf, writeSnapshot, type Flip } from './quality/snapshots';

const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const which = arg('--split') ?? 'all';
if (!['tuning', 'held-out', 'all'].includes(which)) {
  console.error('--split must be tuning, held-out or all');
  process.exit(2);
}
const verbose = process.argv.includes('--verbose');
const strict = process.argv.includes('--strict');

/** Target of the issue (docs/text-to-quote.md) and the regression floor CI enforces until it is met. */
const TARGET = { tuning: 0.9, heldOut: 0.85, customer: 0.95 };
/**
 * Measured 28 November 2026 after the ninth round, on the tuning corpus (team, blind and blind-2 to
 * blind-9, 712 texts; the weights retrained on all of them): item F1 61.9% (61.9% when blind-9 joined,
 * before the round; 63.8% on the 648 texts without it), customer name 80.5% (the lowest field; blind-2,
 * -3 and -4 expect the person who writes where the engine gives the company). blind-5 to blind-9 are the
 * held-out splits scored once after the fourth to eighth rounds (item F1 38.4%, 53.8%, 58.8%, 50.5% and
 * 44.2%) and tuned on since. The held-out split (held-out/, 64 blind texts 1401-1464 in 8 new sectors)
 * was scored once after this round: item F1 42.9% (P 47.7%, R 39.0%; the engine of before the round
 * 42.8%), customer name 85.9% (the lowest field), e-mail 98.4%, phone 89.1%, address 92.2%. Each floor
 * is its figure minus half a point.
 */
const FLOOR = { tuning: 0.614, heldOut: 0.424, customer: 0.799, heldOutCustomer: 0.854 };
const update = process.argv.includes('--update-snapshots');
const splits: Split[] =
  which === 'tuning'
    ? [...TUNING_SPLITS]
    : which === 'held-out'
      ? ['held-out']
      : [...TUNING_SPLITS, 'held-out'];

const fields = ['name', 'email', 'phone', 'address'] as const;
const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

interface Figures {
  cases: number;
  customer: Record<(typeof fields)[number], number>;
  precision: number;
  recall: number;
  f1: number;
  /** Null when no expected item of the split gives its unit. */
  unit: number | null;
  notes: number;
}

function figures(scores: readonly CaseScore[]): Figures {
  const sum = (f: (s: CaseScore) => number) => scores.reduce((n, s) => n + f(s), 0);
  const n = Math.max(1, scores.length);
  const correct = sum((s) => s.itemsCorrect);
  const precision =
    correct /
    Math.max(
      1,
      sum((s) => s.itemsPredicted),
    );
  const recall =
    correct /
    Math.max(
      1,
      sum((s) => s.itemsExpected),
    );
  return {
    cases: scores.length,
    customer: Object.fromEntries(
      fields.map((f) => [f, sum((s) => (s.customer[f] ? 1 : 0)) / n]),
    ) as Figures['customer'],
    precision,
    recall,
    f1: precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0,
    unit: sum((s) => s.unitsChecked) > 0 ? sum((s) => s.unitsCorrect) / sum((s) => s.unitsChecked) : null,
    notes:
      sum((s) => s.notesFound) /
      Math.max(
        1,
        sum((s) => s.notesExpected),
      ),
  };
}

function print(title: string, f: Figures): void {
  console.log(`\n${title} (${f.cases} texts)`);
  console.log(`  customer  ${fields.map((k) => `${k} ${pct(f.customer[k])}`).join('  ')}`);
  console.log(`  items     precision ${pct(f.precision)}  recall ${pct(f.recall)}  F1 ${pct(f.f1)}`);
  const units = f.unit === null ? 'n/a (no expected units)' : `${pct(f.unit)} of matched items`;
  console.log(`  units     ${units}   notes: expected phrases found ${pct(f.notes)}`);
}

const bySplit = new Map<Split, CaseScore[]>();
const flips: Array<[string, Flip]> = [];
for (const split of splits) {
  if (!splitExists(split)) continue;
  const scores: CaseScore[] = [];
  for (const c of loadSplit(split) as CorpusCase[]) {
    const actual = quoteFromTextByRules(c.text, c.context);
    const score = scoreCase(c.expected, actual);
    scores.push(score);
    const snap = snapshotOf(c, actual, score);
    if (update) writeSnapshot(c, snap);
    else {
      const flip = flipOf(c, snap);
      if (flip) flips.push([`${split}/${c.slug}`, flip]);
    }
    if (verbose && score.misses.length > 0)
      console.log(`\n${split}/${c.slug}\n  ${score.misses.join('\n  ')}`);
  }
  bySplit.set(split, scores);
}

console.log('\nText-to-quote quality (rules engine)');
const heldOut = bySplit.get('held-out');
const TITLES: Partial<Record<Split, string>> = {
  team: 'Team-written (cases/, tuned on)',
  blind: 'Blind tuning (blind/, tuned on)',
};
for (const split of TUNING_SPLITS) {
  const scores = bySplit.get(split);
  if (scores)
    print(
      TITLES[split] ??
        `${split[0]!.toUpperCase()}${split.slice(1)} (${split}/, an earlier held-out split, tuned on since)`,
      figures(scores),
    );
}
let belowTarget = false;
let belowFloor = false;
const under = (f: Figures, f1: number, customer: number) =>
  f.f1 < f1 || fields.some((k) => f.customer[k] < customer);
const judge = (f: Figures, target: number, floor: number, customerFloor: number) => {
  belowTarget ||= under(f, target, TARGET.customer);
  belowFloor ||= under(f, floor, customerFloor);
};
if (TUNING_SPLITS.some((split) => bySplit.has(split))) {
  const tuning = figures(TUNING_SPLITS.flatMap((split) => bySplit.get(split) ?? []));
  print('Tuning combined', tuning);
  judge(tuning, TARGET.tuning, FLOOR.tuning, FLOOR.customer);
}
if (heldOut) {
  const held = figures(heldOut);
  print('Held-out (never tuned on)', held);
  judge(held, TARGET.heldOut, FLOOR.heldOut, FLOOR.heldOutCustomer);
}
if (update) console.log('\nSnapshots written.');
else if (flips.length > 0) {
  console.log(`\nFlipped against the snapshots (${flips.length}):`);
  for (const [name, flip] of flips) console.log(`  ${flip!.padEnd(7)} ${name}`);
} else console.log('\nNo case flipped against the snapshots.');
const targetLine = `tuning item F1 >= ${pct(TARGET.tuning)}, held-out item F1 >= ${pct(TARGET.heldOut)}, every customer field >= ${pct(TARGET.customer)}`;
const floorLine = `tuning item F1 >= ${pct(FLOOR.tuning)} and customer fields >= ${pct(FLOOR.customer)}, held-out item F1 >= ${pct(FLOOR.heldOut)} and customer fields >= ${pct(FLOOR.heldOutCustomer)}`;
if (belowFloor) console.log(`\nBELOW THE REGRESSION FLOOR (${floorLine}): the engine got worse`);
else if (belowTarget) {
  console.log(`\nBELOW TARGET (${targetLine}); the target is not met.`);
  console.log(`Regression floor held (${floorLine})${strict ? '' : ': exit 0 (--strict exits 1)'}`);
} else console.log(`\nTargets met (${targetLine})`);
process.exit(belowFloor || (strict && belowTarget) ? 1 : 0);
