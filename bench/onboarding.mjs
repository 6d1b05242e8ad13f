#!/usr/bin/env node
// Onboarding benchmark. After a build of the API:
//
//   pnpm turbo run build --filter @offerteflow/api... && node bench/onboarding.mjs [--runs=3] [--port=3203]
//
// Generates a 10,000-row .xlsx and a 40-page PDF price list, starts an API (ROLE=api) and a separate
// worker (ROLE=worker) on Redis (REDIS_URL, default redis://127.0.0.1:6379) and a scratch database
// (DATABASE_URL server, default postgres://postgres@127.0.0.1:5432/postgres, dropped afterwards), then
// per run uploads each file, triggers processing and waits for `completed`. It prints medians of:
// upload → completed, the worker's read and interpret times (from its log), `pdftotext -layout` on the
// same PDF in the same run, the worker's peak RSS (VmHWM) and its RSS between jobs (a second after each
// job: flat when large lists do not leave memory behind; --runs=25 makes 50 jobs). Targets: XLSX ≤ 2 s,
// PDF ≤ 3× pdftotext, worker ≤ 300 MB, RSS between jobs flat (±10 % from the 5th job to the last, as
// bench/house-style.mjs measures its pool).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  args,
  CHROMIUM,
  machine,
  mb,
  median,
  peakKb,
  register,
  rssKb,
  requireApi,
  seconds as s,
  startApiAndWorker,
  uploadAndProcess,
} from './onboarding-lib.mjs';
import { priceListPdf, priceListXlsx } from './onboarding-files.mjs';

const RUNS = Number(args.runs ?? 3);
const PORT = Number(args.port ?? 3203);

async function main() {
  console.log(`Onboarding benchmark: ${machine()}`);
  const xlsx = priceListXlsx(10_000);
  const pdf = await priceListPdf(requireApi('puppeteer-core'), CHROMIUM, 40);
  const work = mkdtempSync(path.join(tmpdir(), 'ofl-bench-onb-'));
  const pdfPath = path.join(work, 'prijslijst.pdf');
  writeFileSync(pdfPath, pdf);
  const pages = /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdfPath]).toString())?.[1];
  console.log(
    `inputs: xlsx ${(xlsx.length / 1024).toFixed(0)} KB (10,000 rows), pdf ${(pdf.length / 1024).toFixed(0)} KB (${pages} pages)`,
  );

  const { call, worker, logOf, close } = await startApiAndWorker('offerteflow_bench_onb', PORT, work);
  try {
    const token = await register(call, 'Bench B.V.');
    const results = { xlsx: [], pdf: [], pdftotext: [] };
    const between = [];
    for (let run = 0; run < RUNS; run++) {
      for (const [kind, data, name] of [
        ['xlsx', xlsx, 'prijslijst.xlsx'],
        ['pdf', pdf, 'prijslijst.pdf'],
      ]) {
        const {
          doc,
          uploadMs,
          totalMs: total,
          queuedAt,
          seenAt,
        } = await uploadAndProcess(call, token, data, name);
        const log = await logOf(doc.id);
        // Queue to the job's reading (pick-up, the document row, the bytes from storage) and the job's end to
        // this client seeing it (its polling): the parts of upload → completed outside the worker's timings.
        const handOff = Math.round(log.time - log.totalMs - queuedAt);
        const notice = Math.round(seenAt - log.time);
        results[kind].push({
          total,
          read: log.readMs ?? NaN,
          interpret: log.interpretMs ?? NaN,
          write: log.writeMs ?? NaN,
        });
        // A second after the job: a thread recycled for its heap has been replaced by then.
        await new Promise((r) => setTimeout(r, 1000));
        between.push(rssKb(worker.pid));
        console.log(
          `[worker peak ${mb(peakKb(worker.pid))}, now ${mb(between.at(-1))}] run ${run + 1} ${kind}: ${s(total)} upload → completed (upload ${Math.round(uploadMs)} ms, read ${log.readMs} ms, interpret ${log.interpretMs} ms, write ${log.writeMs} ms, hand-off ${handOff} ms, seen ${notice} ms later, ${doc.productCount} products)`,
        );
      }
      const t0 = performance.now();
      execFileSync('pdftotext', ['-layout', pdfPath, '-']);
      results.pdftotext.push(performance.now() - t0);
    }
    const peak = peakKb(worker.pid);
    const m = (kind, key) => median(results[kind].map((r) => r[key]));
    console.log('\nmedians:');
    console.log(
      `xlsx: ${s(m('xlsx', 'total'))} upload → completed (read ${m('xlsx', 'read')} ms, interpret ${m('xlsx', 'interpret')} ms) — target ≤ 2 s`,
    );
    const ratio = m('pdf', 'total') / median(results.pdftotext);
    console.log(
      `pdf: ${s(m('pdf', 'total'))} upload → completed (read ${m('pdf', 'read')} ms, interpret ${m('pdf', 'interpret')} ms); pdftotext -layout ${s(median(results.pdftotext))}; ratio ${ratio.toFixed(2)} — target ≤ 3`,
    );
    console.log(`worker peak RSS (VmHWM): ${mb(peak)} — target ≤ 300 MB`);
    const [fifth, last] = [between[Math.min(4, between.length - 1)], between.at(-1)];
    console.log(
      `worker RSS a second after each job: ${between.map(mb).join(', ')}; after job ${Math.min(5, between.length)} → after job ${between.length}: ${(((last - fifth) / fifth) * 100).toFixed(1)}% — target flat (±10%)`,
    );
  } finally {
    await close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
