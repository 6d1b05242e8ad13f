/**
 * Text-to-quote quality on the corpus in test/fixtures/text-corpus: per-field customer accuracy,
 * item precision/recall/F1 and the share of expected note phrases found. Exits 1 below the targets
 * (item F1 >= 0.9, every customer field >= 0.95). `--verbose` lists every miss per case.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { quoteFromTextByRules } from '../src/infra/ai/rules/quote';
import type { QuoteContext } from '../src/infra/ai/ai-provider';
import { scoreCase, type CaseScore, type Expected } from './quality/score';

const TARGET_F1 = 0.9;
const TARGET_CUSTOMER = 0.95;
const corpus = path.resolve(__dirname, '../test/fixtures/text-corpus');
const verbose = process.argv.includes('--verbose');

const cases = readdirSync(path.join(corpus, 'cases'))
  .filter((f) => f.endsWith('.txt'))
  .sort();
const catalogs = new Map<string, QuoteContext>();
const scores: CaseScore[] = [];
for (const file of cases) {
  const slug = file.replace(/\.txt$/, '');
  const text = readFileSync(path.join(corpus, 'cases', file), 'utf8');
  const spec = JSON.parse(readFileSync(path.join(corpus, 'cases', `${slug}.json`), 'utf8')) as {
    catalog: string | null;
    expected: Expected;
  };
  let context: QuoteContext = { products: [], terms: [] };
  if (spec.catalog) {
    if (!catalogs.has(spec.catalog)) {
      catalogs.set(
        spec.catalog,
        JSON.parse(readFileSync(path.join(corpus, 'catalogs', `${spec.catalog}.json`), 'utf8')),
      );
    }
    context = catalogs.get(spec.catalog)!;
  }
  const score = scoreCase(spec.expected, quoteFromTextByRules(text, context));
  scores.push(score);
  if (verbose && score.misses.length > 0) console.log(`\n${slug}\n  ${score.misses.join('\n  ')}`);
}

const sum = (f: (s: CaseScore) => number) => scores.reduce((n, s) => n + f(s), 0);
const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
const fields = ['name', 'email', 'phone', 'address'] as const;
const accuracy = Object.fromEntries(
  fields.map((f) => [f, sum((s) => (s.customer[f] ? 1 : 0)) / scores.length]),
);
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
const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
const notes =
  sum((s) => s.notesFound) /
  Math.max(
    1,
    sum((s) => s.notesExpected),
  );

console.log(`\nText-to-quote quality (rules) on ${scores.length} texts`);
for (const f of fields) console.log(`  customer ${f.padEnd(8)} ${pct(accuracy[f]!)}`);
console.log(`  items    precision ${pct(precision)}  recall ${pct(recall)}  F1 ${pct(f1)}`);
console.log(`  notes    expected phrases found ${pct(notes)}`);
const failed = f1 < TARGET_F1 || fields.some((f) => accuracy[f]! < TARGET_CUSTOMER);
console.log(
  failed
    ? `\nBELOW TARGET (item F1 >= ${TARGET_F1}, customer fields >= ${TARGET_CUSTOMER})`
    : '\nTargets met',
);
process.exit(failed ? 1 : 0);
