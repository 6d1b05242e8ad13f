#!/usr/bin/env node
// OCR benchmark. After a build of the API:
//
//   pnpm turbo run build --filter @offerteflow/api... && node bench/ocr.mjs [--runs=3] [--port=3204] [--keep=dir]
//
// Generates a one-page scan of a price list (an A4 page rendered by Chromium at 150 dpi, turned 1.2°,
// greyscale, with noise; as a JPEG photo and as an image-only PDF), starts an API (ROLE=api) and a
// separate worker (ROLE=worker) on Redis and a scratch database, and per run uploads each file and waits
// for `completed`. It prints medians of upload → completed, of the worker's read time and of the CPU
// time the worker and its tesseract child used (independent of the machine's load), the worker's
// peak RSS (VmHWM), the peak RSS and PSS of the worker with its tesseract child, the products found against
// the list, and the machine's load. Targets: ≤ 10 s per one-page scan, memory ≤ 500 MB.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { treePss, treeRss } from './proc-tree.mjs';
import {
  args,
  CHROMIUM,
  cpuMs,
  machine,
  mb,
  median,
  peakKb,
  register,
  requireApi,
  seconds,
  startApiAndWorker,
  uploadAndProcess,
} from './onboarding-lib.mjs';
import { productRow } from './onboarding-files.mjs';

const RUNS = Number(args.runs ?? 3);
const PORT = Number(args.port ?? 3204);
const ROWS = 28;
const euro = (v) => `€ ${v.toFixed(2).replace('.', ',')}`;

/** An A4 page at 150 dpi (1240 × 1754 px) printed by Chromium, as a scanner would see it. */
async function scan() {
  const sharp = requireApi('sharp');
  const puppeteer = requireApi('puppeteer-core');
  const rows = Array.from({ length: ROWS }, (_, i) => productRow(i))
    .map((p) => `<tr><td>${p.name}</td><td>per ${p.unit}</td><td class="p">${euro(p.price)}</td></tr>`)
    .join('');
  // 10 pt at 150 dpi is 21 px.
  const html = `<!doctype html><meta charset="utf-8"><style>body{font:21px Arial,sans-serif;margin:120px 110px}h1{font-size:38px}td{padding:5px 30px 5px 0}td.p{text-align:right}</style><h1>Prijslijst Schildersbedrijf De Kwast</h1><p>Alle prijzen zijn exclusief BTW en geldig tot 31 december.</p><table><tr><th align=left>Omschrijving</th><th align=left>Eenheid</th><th>Prijs</th></tr>${rows}</table><p>Betaling binnen 14 dagen na factuurdatum.</p>`;
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox'],
  });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1240, height: 1754, deviceScaleFactor: 1 });
    await page.setContent(html);
    const png = Buffer.from(await page.screenshot({ type: 'png' }));
    const { data, info } = await sharp(png)
      .greyscale()
      .rotate(1.2, { background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    let seed = 7;
    for (let i = 0; i < data.length; i++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      data[i] = Math.max(0, Math.min(255, data[i] - 12 + (seed % 25)));
    }
    const jpeg = await sharp(data, { raw: info }).jpeg({ quality: 82 }).toBuffer();
    await page.setContent(
      `<!doctype html><style>@page{size:A4;margin:0}body{margin:0}img{width:210mm}</style><img src="data:image/jpeg;base64,${jpeg.toString('base64')}">`,
    );
    const pdf = Buffer.from(await page.pdf({ format: 'A4', printBackground: true }));
    return { jpeg, pdf };
  } finally {
    await browser.close();
  }
}

async function main() {
  console.log(`OCR benchmark: ${machine()}`);
  const { jpeg, pdf } = await scan();
  if (args.keep) {
    writeFileSync(path.join(args.keep, 'scan.jpg'), jpeg);
    writeFileSync(path.join(args.keep, 'scan.pdf'), pdf);
  }
  console.log(
    `inputs: scan.jpg ${(jpeg.length / 1024).toFixed(0)} KB, scan.pdf ${(pdf.length / 1024).toFixed(0)} KB, ${ROWS} products`,
  );
  const work = mkdtempSync(path.join(tmpdir(), 'ofl-bench-ocr-'));
  const { call, worker, logOf, close } = await startApiAndWorker('offerteflow_bench_ocr', PORT, work);
  try {
    const token = await register(call, 'Bench OCR B.V.');
    const expected = new Map(
      Array.from({ length: ROWS }, (_, i) => productRow(i)).map((p) => [p.name, p.price]),
    );
    const results = { jpeg: [], pdf: [] };
    let treePeak = 0;
    let treePssPeak = 0;
    const sampler = setInterval(() => {
      treePeak = Math.max(treePeak, treeRss(worker.pid));
      treePssPeak = Math.max(treePssPeak, treePss(worker.pid));
    }, 25);
    for (let run = 0; run < RUNS; run++) {
      for (const [kind, data, name] of [
        ['jpeg', jpeg, 'scan.jpg'],
        ['pdf', pdf, 'scan.pdf'],
      ]) {
        const cpuBefore = cpuMs(worker.pid);
        const { doc, totalMs } = await uploadAndProcess(call, token, data, name);
        const cpu = cpuMs(worker.pid) - cpuBefore;
        const log = await logOf(doc.id);
        const products = (await call('GET', '/api/onboarding/extracted-data', token)).products;
        const right = products.filter((p) => expected.get(p.name) === p.unitPrice).length;
        results[kind].push({ total: totalMs, read: log.readMs ?? NaN, right, cpu });
        console.log(
          `[worker peak ${mb(peakKb(worker.pid))}, with tesseract ${mb(treePeak / 1024)}] run ${run + 1} ${kind}: ${seconds(totalMs)} upload → completed (read by OCR ${log.readMs} ms, worker CPU ${Math.round(cpu)} ms, ${doc.productCount} products, ${right}/${ROWS} exactly right, readByOcr ${doc.readByOcr}) — load ${machine().split('load ')[1]}`,
        );
      }
    }
    clearInterval(sampler);
    const m = (kind, key) => median(results[kind].map((r) => r[key]));
    console.log(`\nmedians of ${RUNS} runs (${machine()}):`);
    for (const kind of ['jpeg', 'pdf'])
      console.log(
        `${kind}: ${seconds(m(kind, 'total'))} upload → completed (OCR read ${Math.round(m(kind, 'read'))} ms, worker CPU incl. tesseract ${Math.round(m(kind, 'cpu'))} ms), ${m(kind, 'right')}/${ROWS} products exactly right — target ≤ 10 s`,
      );
    console.log(
      `worker peak RSS (VmHWM): ${mb(peakKb(worker.pid))}; worker + tesseract: peak RSS ${mb(treePeak / 1024)}, peak PSS ${mb(treePssPeak / 1024)} (shared pages split) — target ≤ 500 MB`,
    );
  } finally {
    await close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
