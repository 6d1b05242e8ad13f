#!/usr/bin/env node
// House-style analysis benchmark. After a build of the packages:
//
//   pnpm turbo run build --filter=./packages/* && node bench/house-style.mjs [--runs=15] [file.pdf]
//
// Measures the analysis of a 2-page sample quote (default: the corpus' twopage-blue-merriweather)
// in two ways, median over the runs:
// 1. in-thread: analyzeHouseStyle() with pdfjs already loaded (the analysis itself);
// 2. per job: a fresh worker thread per analysis, as the `templates` job runs it (thread start and
//    pdfjs import included). Target: ≤ 1.5 s for a 2-page sample.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const requireApi = createRequire(path.join(root, 'apps/api/package.json'));
const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 15);
const file =
  args.find((a) => !a.startsWith('--')) ??
  path.join(root, 'apps/api/test/fixtures/style-corpus/twopage-blue-merriweather.pdf');
const bytes = readFileSync(file);
const { analyzeHouseStyle } = await import(requireApi.resolve('@offerteflow/house-style'));
const workerPath = requireApi.resolve('@offerteflow/house-style/worker');

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function inWorker() {
  return new Promise((resolve, reject) => {
    const w = new Worker(workerPath);
    w.once('message', (m) => {
      void w.terminate();
      if (m.ok) resolve(m.result);
      else reject(new Error(m.message));
    });
    w.once('error', reject);
    w.postMessage({ bytes: new Uint8Array(bytes) });
  });
}

const result = await analyzeHouseStyle(new Uint8Array(bytes)); // loads pdfjs once
const inThread = [];
for (let i = 0; i < runs; i += 1) {
  const t0 = performance.now();
  await analyzeHouseStyle(new Uint8Array(bytes));
  inThread.push(performance.now() - t0);
}
const perJob = [];
for (let i = 0; i < runs; i += 1) {
  const t0 = performance.now();
  await inWorker();
  perJob.push(performance.now() - t0);
}
console.log(
  `file: ${path.basename(file)} (${result.pageCount} pages, ${(bytes.length / 1024).toFixed(0)} KB)`,
);
console.log(
  `found: primary ${result.colors.primary}, secondary ${result.colors.secondary}, font ${result.fonts.primary}, confidence ${result.confidence}`,
);
console.log(`in-thread analysis median: ${median(inThread).toFixed(0)} ms (runs: ${runs})`);
console.log(`per job (fresh worker thread) median: ${median(perJob).toFixed(0)} ms (target ≤ 1500 ms)`);
