#!/usr/bin/env node
// PDF benchmark (render time and throughput). One command, after a build of the API:
//
//   pnpm turbo run build --filter @offerteflow/api... && node bench/pdf.mjs
//
// Options: --runs=3 (warm/floor rounds, the median is reported), --renders=100 (per round),
// --memory-renders=1000, --seconds=20 (throughput), --clients=8, --port=3202, --skip-server,
// --skip-memory. DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) is the server
// on which a scratch database is created for the throughput part and dropped afterwards.
//
// It measures, for a 3-page quote (60 items):
// 1. cold first render (browser launch included) through infra/pdf (PdfRenderer + quote document);
// 2. warm median and p95 over N renders, and the same HTML through a bare page.setContent +
//    page.pdf on its own browser and page (the floor), interleaved in the same run -> ratio;
// 3. RSS of Node + the Chromium process tree over 1,000 renders (after the first 10 vs the last);
// 4. throughput: 8 parallel clients on GET /api/quotes/:id/pdf against a started server.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { closedLoop } from './bench-api.mjs';
import { treeCpuMs, treeRss } from './proc-tree.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const api = path.join(root, 'apps/api');
const requireApi = createRequire(path.join(api, 'package.json'));

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);
const RUNS = Number(args.runs ?? 3);
const RENDERS = Number(args.renders ?? 100);
const MEMORY_RENDERS = Number(args['memory-renders'] ?? 1000);
const SECONDS = Number(args.seconds ?? 20);
const CLIENTS = Number(args.clients ?? 8);
const PORT = Number(args.port ?? 3202);
const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

let dist;
try {
  dist = {
    renderer: requireApi('./dist/infra/pdf/pdf-renderer.js'),
    quotePdf: requireApi('./dist/infra/pdf/quote-pdf.js'),
    chromium: requireApi('./dist/infra/chromium/chromium.js'),
    admin: requireApi('./dist/infra/db/admin.js'),
  };
} catch {
  console.error('Build the API first: pnpm turbo run build --filter @offerteflow/api...');
  process.exit(2);
}
const puppeteer = requireApi('puppeteer-core');
const { sampleQuote, SAMPLE_COMPANY, SAMPLE_PAYMENT_TERMS } = requireApi('@offerteflow/quote-document');

const input = {
  quote: sampleQuote(60),
  company: SAMPLE_COMPANY,
  paymentTerms: SAMPLE_PAYMENT_TERMS,
  style: { customFooter: 'Voorbeeld Installatietechniek B.V. - Lid van Techniek Nederland' },
};

const ms = (n) => `${n.toFixed(1)} ms`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const percentile = (values, p) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const median = (values) => percentile(values, 50);
const pdfPages = (buf) => (buf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;

async function inProcess() {
  const { PdfRenderer } = dist.renderer;
  const { renderQuotePdf, quotePdfJob } = dist.quotePdf;
  const renderer = new PdfRenderer({ concurrency: 1 });
  let t = performance.now();
  const first = await renderQuotePdf(renderer, input);
  const cold = performance.now() - t;
  console.log(
    `document: ${input.quote.items.length} items, ${pdfPages(first)} pages, ${(first.length / 1024).toFixed(0)} KB`,
  );
  console.log(`cold first render (browser launch included): ${ms(cold)}`);

  // The floor: the same HTML through a bare page.setContent + page.pdf.
  const job = quotePdfJob(input);
  const executablePath = dist.chromium.findChromium(process.env.CHROMIUM_PATH);
  const bare = await puppeteer.launch({
    executablePath,
    headless: true,
    args: process.getuid?.() === 0 ? ['--no-sandbox'] : [],
  });
  const page = await bare.newPage();
  await page.setContent(job.html);
  await page.pdf({ format: 'A4' });

  const rounds = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const ours = [];
    const floor = [];
    let oursCpu = 0;
    let floorCpu = 0;
    const oursPid = renderer.browserProcessId();
    const floorPid = bare.process().pid;
    const nodeCpu = () => {
      const u = process.cpuUsage();
      return (u.user + u.system) / 1000;
    };
    for (let i = 0; i < RENDERS; i += 1) {
      let cpu = treeCpuMs(oursPid) + nodeCpu();
      t = performance.now();
      await renderQuotePdf(renderer, input);
      ours.push(performance.now() - t);
      oursCpu += treeCpuMs(oursPid) + nodeCpu() - cpu;
      cpu = treeCpuMs(floorPid) + nodeCpu();
      t = performance.now();
      await page.setContent(job.html);
      await page.pdf({ format: 'A4' });
      floor.push(performance.now() - t);
      floorCpu += treeCpuMs(floorPid) + nodeCpu() - cpu;
    }
    const r = {
      median: median(ours),
      p95: percentile(ours, 95),
      floor: median(floor),
      floorP95: percentile(floor, 95),
      cpu: oursCpu / RENDERS,
      floorCpu: floorCpu / RENDERS,
    };
    r.ratio = r.median / r.floor;
    rounds.push(r);
    console.log(
      `run ${run}: warm median ${ms(r.median)}, p95 ${ms(r.p95)}, CPU ${ms(r.cpu)}/render | floor median ${ms(r.floor)}, p95 ${ms(r.floorP95)}, CPU ${ms(r.floorCpu)}/render | ratio ${r.ratio.toFixed(2)}`,
    );
  }
  await bare.close();
  const pick = (k) => median(rounds.map((r) => r[k]));
  const summary = {
    median: pick('median'),
    p95: pick('p95'),
    floor: pick('floor'),
    ratio: pick('ratio'),
    cpu: pick('cpu'),
    floorCpu: pick('floorCpu'),
  };
  console.log(
    `=> warm median ${ms(summary.median)} (target < 150), p95 ${ms(summary.p95)}, floor ${ms(summary.floor)}, ratio ${summary.ratio.toFixed(2)} (target < 1.5)  [median of ${RUNS} runs x ${RENDERS} renders]`,
  );
  console.log(
    `=> CPU per render (Node + Chromium, load-independent): ours ${ms(summary.cpu)}, floor ${ms(summary.floorCpu)}; ${os.cpus().length} cores allow at most ~${((os.cpus().length * 1000) / summary.cpu).toFixed(1)} PDFs/s`,
  );

  if (args['skip-memory'] !== 'true') {
    const rss = () => process.memoryUsage().rss + treeRss(renderer.browserProcessId());
    let firstRss = 0;
    const startedAt = performance.now();
    for (let i = 1; i <= MEMORY_RENDERS; i += 1) {
      await renderQuotePdf(renderer, input);
      if (i === 10) firstRss = rss();
    }
    const lastRss = rss();
    const seconds = (performance.now() - startedAt) / 1000;
    console.log(
      `memory over ${MEMORY_RENDERS} renders (Node + Chromium RSS): after 10 ${mb(firstRss)}, after ${MEMORY_RENDERS} ${mb(lastRss)} (${(((lastRss - firstRss) / firstRss) * 100).toFixed(1)}%), ${(MEMORY_RENDERS / seconds).toFixed(1)} renders/s sequential`,
    );
  }
  await renderer.close();
  return summary;
}

async function waitForHealth(base, child) {
  for (let i = 0; i < 120; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become healthy');
}

async function throughput() {
  const dbName = dist.admin.scratchDatabaseName('offerteflow_bench');
  const databaseUrl = await dist.admin.createDatabase(SERVER_URL, dbName);
  const base = `http://127.0.0.1:${PORT}`;
  const child = spawn(process.execPath, [path.join(api, 'dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      ROLE: 'api',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'bench-secret-that-is-at-least-32-characters',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ofl-bench-')),
      WEB_DIST: path.join(tmpdir(), 'ofl-bench-no-web'),
      REDIS_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(base, child);
    const post = async (url, body, token) => {
      const res = await fetch(`${base}${url}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
      return (await res.json()).data;
    };
    const auth = await post('/api/auth/register', {
      companyName: SAMPLE_COMPANY.name,
      email: `bench.${Date.now()}@voorbeeld.nl`,
      password: 'Geheim123',
      subscriptionType: 'monthly',
    });
    const q = input.quote;
    const quote = await post(
      '/api/quotes',
      { customer: q.customer, items: q.items, notes: q.notes, validUntil: q.validUntil },
      auth.accessToken,
    );
    const url = `${base}/api/quotes/${quote.id}/pdf`;
    const headers = { authorization: `Bearer ${auth.accessToken}` };
    const get = async () => {
      const res = await fetch(url, { headers });
      const buf = Buffer.from(await res.arrayBuffer());
      if (res.status !== 200 || buf.subarray(0, 5).toString() !== '%PDF-')
        throw new Error(`GET pdf: ${res.status}`);
      return buf;
    };
    const first = await get();
    console.log(
      `server: GET /api/quotes/:id/pdf -> ${pdfPages(first)} pages; ${CLIENTS} clients for ${SECONDS} s`,
    );
    for (let i = 0; i < 4; i += 1) await get();
    const { latencies, errors, seconds } = await closedLoop(CLIENTS, SECONDS, get);
    const rate = latencies.length / seconds;
    console.log(
      `=> throughput ${rate.toFixed(1)} PDFs/s (target >= 10), ${latencies.length} PDFs, ${errors} errors, latency median ${ms(median(latencies))}, p95 ${ms(percentile(latencies, 95))}`,
    );
    return { rate };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    await dist.admin.dropDatabase(SERVER_URL, dbName).catch(() => undefined);
  }
}

console.log(
  `PDF benchmark: ${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
await inProcess();
if (args['skip-server'] !== 'true') await throughput();
