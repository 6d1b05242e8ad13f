/**
 * Extraction quality on the committed corpus (test/fixtures/extraction-corpus): every document is read
 * by the real reader of its format and interpreted by the `rules` provider, then compared with its
 * hand-checked <name>.expected.json. Products: precision, recall and F1 (name matched, price exact).
 * Terms: recall per type (an expected clause is found when a term of that type contains its phrase).
 * Exits 1 below the targets (products F1 >= 0.95, terms recall >= 0.9).
 * Usage: pnpm --filter @offerteflow/api run quality:extraction [--verbose]
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DocumentType, TermType } from '@offerteflow/contracts';
import { extractCatalogByRules } from '../src/infra/ai/rules/catalog';
import { detectFormat } from '../src/infra/documents/detect-format';
import { readDocument } from '../src/infra/documents/read-document';

const CORPUS = join(__dirname, '..', 'test', 'fixtures', 'extraction-corpus');
const TARGET_F1 = 0.95;
const TARGET_TERMS = 0.9;
const verbose = process.argv.includes('--verbose');

interface Expected {
  documentType: DocumentType;
  products: Array<{ name: string; price: number }>;
  terms: Array<{ type: TermType; contains: string }>;
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}%&]+/gu, ' ')
    .trim();

async function main(): Promise<void> {
  const files = readdirSync(CORPUS).filter(
    (f) => !f.endsWith('.json') && !f.startsWith('.') && f !== 'sources' && !f.endsWith('.sh'),
  );
  let tp = 0;
  let extractedTotal = 0;
  let expectedTotal = 0;
  const termFound: Record<string, [number, number]> = {};
  for (const file of files.sort()) {
    const expected = JSON.parse(
      readFileSync(join(CORPUS, file.replace(/\.[^.]+$/, '.expected.json')), 'utf8'),
    ) as Expected;
    const data = readFileSync(join(CORPUS, file));
    const { format } = await detectFormat(data, file);
    const doc = await readDocument(format, data, file);
    const result = extractCatalogByRules(doc, expected.documentType);
    const pool = result.products.map((p) => ({
      key: `${norm(p.name)}|${p.unitPrice.toFixed(2)}`,
      used: false,
      p,
    }));
    const missed: string[] = [];
    for (const e of expected.products) {
      const hit = pool.find((x) => !x.used && x.key === `${norm(e.name)}|${e.price.toFixed(2)}`);
      if (hit) {
        hit.used = true;
        tp++;
      } else missed.push(`${e.name} ${e.price}`);
    }
    extractedTotal += pool.length;
    expectedTotal += expected.products.length;
    const extra = pool.filter((x) => !x.used).map((x) => `${x.p.name} ${x.p.unitPrice}`);
    const termMisses: string[] = [];
    for (const e of expected.terms) {
      const ok = result.terms.some(
        (t) => t.termType === e.type && norm(t.content).includes(norm(e.contains)),
      );
      const slot = (termFound[e.type] ??= [0, 0]);
      slot[1]++;
      if (ok) slot[0]++;
      else termMisses.push(`${e.type}: ${e.contains}`);
    }
    const flag = missed.length || extra.length || termMisses.length ? '✗' : '✓';
    console.log(
      `${flag} ${file} (${format}): products ${pool.length - extra.length}/${expected.products.length}, ${extra.length} extra; terms ${expected.terms.length - termMisses.length}/${expected.terms.length}`,
    );
    if (verbose || flag === '✗') {
      for (const m of missed) console.log(`    missed  ${m}`);
      for (const x of extra) console.log(`    extra   ${x}`);
      for (const m of termMisses) console.log(`    term    ${m}`);
      if (verbose)
        for (const t of result.terms)
          console.log(`    found   ${t.termType}: ${t.content.slice(0, 90).replace(/\n/g, ' | ')}`);
    }
  }
  const precision = extractedTotal ? tp / extractedTotal : 1;
  const recall = expectedTotal ? tp / expectedTotal : 1;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  const fmt = (n: number) => n.toFixed(3);
  console.log(`\n${files.length} documents`);
  console.log(
    `products: precision ${fmt(precision)}  recall ${fmt(recall)}  F1 ${fmt(f1)}  (${tp} of ${expectedTotal} expected, ${extractedTotal} extracted)`,
  );
  let termsOk = true;
  for (const [type, [found, total]] of Object.entries(termFound).sort()) {
    const r = found / total;
    if (r < TARGET_TERMS) termsOk = false;
    console.log(`terms ${type}: recall ${fmt(r)} (${found}/${total})`);
  }
  const ok = f1 >= TARGET_F1 && termsOk;
  console.log(
    ok
      ? '\nquality targets met'
      : `\nBELOW TARGET (products F1 >= ${TARGET_F1}, terms recall >= ${TARGET_TERMS} per type)`,
  );
  process.exitCode = ok ? 0 : 1;
}

void main();
