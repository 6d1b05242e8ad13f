#!/usr/bin/env node
// House-style analysis benchmark. After a build of the packages:
//
//   pnpm turbo run build --filter @offerteflow/api... && node bench/house-style.mjs [--runs=15] [--jobs=50] [file.pdf]
//
// Measures the analysis of a 2-page sample quote (default: the corpus' twopage-blue-merriweather)
// in three ways, median over the runs, interleaved:
// 1. in-thread: analyzeHouseStyle() with pdfjs already loaded (the analysis itself, the floor);
// 2. per job: HouseStyleAnalyzer of the built API, as the `templates` job runs it (the warm pool
//    thread, bytes moved there and back). Target: ≤ 1.3x the in-thread time;
// 3. fresh thread: a new worker thread per analysis (thread start and pdfjs import), as jobs ran
//    before the pool, for comparison.
// Then --jobs=50 more jobs on the pool: RSS of the process (which holds the pool's thread) after the
// first 5 and after all. Target: flat (±10%).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { loadAverage, percentile } from './bench-api.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const requireApi = createRequire(path.join(root, 'apps/api/package.json'));
const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 15);
const file =
  args.find((a) => !a.startsWith('--')) ??
  path.join(root, 'apps/api/test/fixtures/style-corpus/twopage-blue-merriweather.pdf');
const bytes = readFileSync(file);
const jobs = Number(args.find((a) => a.startsWith('--jobs='))?.slice(7) ?? 50);
const { analyzeHouseStyle } = await import(requireApi.resolve('@offerteflow/house-style'));
const { HouseStyleAnalyzer } = requireApi('./dist/modules/house-style/analysis-runner.js');
const silent = { warn: () => undefined, info: () => undefined, error: () => undefined };
const analyzer = new HouseStyleAnalyzer({ role: 'all', nodeEnv: 'production' }, silent);
analyzer.onModuleInit();
const workerPath = requireApi.resolve('@offerteflow/house-style/worker');

const median = (xs) => percentile(xs, 50);

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
await analyzer.analyze(bytes); // the pool's thread has started and loaded pdfjs
const timed = async (list, run) => {
  const t0 = performance.now();
  await run();
  list.push(performance.now() - t0);
};
const inThread = [];
const pooled = [];
const fresh = [];
for (let i = 0; i < runs; i += 1) {
  await timed(inThread, () => analyzeHouseStyle(new Uint8Array(bytes)));
  await timed(pooled, async () => {
    const outcome = await analyzer.analyze(bytes);
    if (!outcome.ok) throw new Error(outcome.message);
  });
  await timed(fresh, inWorker);
}
const mb = (n) => `${(n / 1024 / 1024).toFixed(0)} MB`;
const rss = [];
for (let i = 0; i < jobs; i += 1) {
  await analyzer.analyze(bytes);
  if (i === 4 || i === jobs - 1) rss.push(process.memoryUsage().rss);
}
await analyzer.onApplicationShutdown();
console.log(`load average ${loadAverage()}`);
console.log(
  `file: ${path.basename(file)} (${result.pageCount} pages, ${(bytes.length / 1024).toFixed(0)} KB)`,
);
console.log(
  `found: primary ${result.colors.primary}, secondary ${result.colors.secondary}, font ${result.fonts.primary}, confidence ${result.confidence}`,
);
const floor = median(inThread);
console.log(`in-thread analysis median: ${floor.toFixed(0)} ms (the floor; runs: ${runs})`);
console.log(
  `per job on the warm pool median: ${median(pooled).toFixed(0)} ms = ${(median(pooled) / floor).toFixed(2)}x the floor (target <= 1.3x)`,
);
console.log(
  `fresh worker thread per job median: ${median(fresh).toFixed(0)} ms = ${(median(fresh) / floor).toFixed(2)}x (before the pool)`,
);
console.log(
  `RSS over ${jobs} pooled jobs: ${mb(rss[0])} after 5, ${mb(rss[1])} after ${jobs} (${(((rss[1] - rss[0]) / rss[0]) * 100).toFixed(1)}%, target flat ±10%); threads replaced ${analyzer.replacedThreads}`,
);
