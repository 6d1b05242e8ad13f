#!/usr/bin/env node
// Text-to-quote (rules provider) speed: a ~2,000-character e-mail thread against a generated
// 1,000-product catalogue. Prints the median and p95 of N runs (the catalogue index is built inside
// every call, as the endpoint does). Needs the API built first:
//
//   pnpm --filter @offerteflow/api run build && node bench/text-to-quote.mjs [--runs=300]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const api = path.join(root, 'apps/api');
const requireApi = createRequire(path.join(api, 'package.json'));
let engine;
try {
  engine = requireApi('./dist/infra/ai/rules/quote/index.js');
} catch {
  console.error('Build the API first: pnpm --filter @offerteflow/api run build');
  process.exit(1);
}
const runs = Number(/--runs=(\d+)/.exec(process.argv.join(' '))?.[1] ?? 300);

// 1,000 products: the corpus catalogues plus generated variants (names, units and prices vary).
const corpus = path.join(api, 'test/fixtures/text-corpus');
const base = [
  'installateur',
  'schilder',
  'hovenier',
  'it',
  'schoonmaak',
  'catering',
  'fotograaf',
  'timmerman',
  'elektricien',
  'verhuizer',
].flatMap((c) => JSON.parse(readFileSync(path.join(corpus, 'catalogs', `${c}.json`), 'utf8')).products);
const variants = [
  'basis',
  'premium',
  'type A',
  'type B',
  'groot',
  'klein',
  'wit',
  'zwart',
  'RVS',
  'eiken',
  'XL',
  'compact',
];
const products = [];
for (let i = 0; products.length < 1000; i++) {
  const p = base[i % base.length];
  const v = variants[Math.floor(i / base.length) % variants.length];
  products.push({
    ...p,
    name: i < base.length ? p.name : `${p.name} ${v} ${i}`,
    unitPrice: p.unitPrice + (i % 7),
  });
}
const context = {
  products,
  terms: [],
  ownCompany: { name: 'Elektro Bos', email: 'info@elektrobos.nl', phone: '06-11223344' },
};

const mail = [
  readFileSync(path.join(corpus, 'cases/01-elektra-mail-signature.txt'), 'utf8'),
  readFileSync(path.join(corpus, 'cases/15-it-consultancy-own-reply.txt'), 'utf8'),
  readFileSync(path.join(corpus, 'cases/07-catering-negotiated.txt'), 'utf8'),
  readFileSync(path.join(corpus, 'cases/30-installateur-forward-outlook.txt'), 'utf8'),
].join('\n\n');
const text = mail.slice(0, 2000);

// The first call fills the word caches (stems, number words, product-name stems): reported apart.
const cold0 = process.hrtime.bigint();
engine.quoteFromTextByRules(text, context);
const cold = Number(process.hrtime.bigint() - cold0) / 1e6;
for (let i = 0; i < 20; i++) engine.quoteFromTextByRules(text, context);
const times = [];
for (let i = 0; i < runs; i++) {
  const t0 = process.hrtime.bigint();
  engine.quoteFromTextByRules(text, context);
  times.push(Number(process.hrtime.bigint() - t0) / 1e6);
}
times.sort((a, b) => a - b);
const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
console.log(`text-to-quote (rules): ${text.length} characters, ${products.length} products, ${runs} runs`);
console.log(`  median ${at(0.5).toFixed(2)} ms   p95 ${at(0.95).toFixed(2)} ms   (target: median <= 20 ms)`);
console.log(`  first call (cold caches) ${cold.toFixed(2)} ms`);
process.exit(at(0.5) <= 20 ? 0 : 1);
