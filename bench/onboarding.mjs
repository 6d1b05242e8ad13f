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
// same PDF in the same run, and the worker's peak RSS (VmHWM). Targets: XLSX ≤ 2 s, PDF ≤ 3× pdftotext,
// worker ≤ 300 MB.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { priceListPdf, priceListXlsx } from './onboarding-files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const api = path.join(root, 'apps/api');
const requireApi = createRequire(path.join(api, 'package.json'));
const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const RUNS = Number(args.runs ?? 3);
const PORT = Number(args.port ?? 3203);
const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

let admin;
try {
  admin = requireApi('./dist/infra/db/admin.js');
} catch {
  console.error('Build the API first: pnpm turbo run build --filter @offerteflow/api...');
  process.exit(2);
}
const median = (v) => [...v].sort((a, b) => a - b)[Math.floor((v.length - 1) / 2)];
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;

function start(role, env, onLine) {
  const child = spawn(process.execPath, [path.join(api, 'dist/main.js')], {
    env: { ...process.env, ...env, ROLE: role },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let buf = '';
  child.stdout.on('data', (chunk) => {
    buf += chunk.toString();
    const lines = buf.split('\n');
    buf = lines.pop();
    for (const line of lines) onLine?.(line);
  });
  return child;
}

const peakKb = (pid) => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

async function main() {
  console.log(
    `Onboarding benchmark: ${os.cpus().length} CPUs, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const xlsx = priceListXlsx(10_000);
  const pdf = await priceListPdf(requireApi('puppeteer-core'), CHROMIUM, 40);
  const work = mkdtempSync(path.join(tmpdir(), 'ofl-bench-onb-'));
  const pdfPath = path.join(work, 'prijslijst.pdf');
  writeFileSync(pdfPath, pdf);
  const pages = /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdfPath]).toString())?.[1];
  console.log(
    `inputs: xlsx ${(xlsx.length / 1024).toFixed(0)} KB (10,000 rows), pdf ${(pdf.length / 1024).toFixed(0)} KB (${pages} pages)`,
  );

  const dbName = admin.scratchDatabaseName('offerteflow_bench_onb');
  const databaseUrl = await admin.createDatabase(SERVER_URL, dbName);
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'bench-secret-that-is-at-least-32-characters',
    DATA_DIR: work,
    WEB_DIST: path.join(tmpdir(), 'ofl-bench-no-web'),
    REDIS_URL,
    QUEUE_PREFIX: `oflbench${Date.now()}`,
    PORT: String(PORT),
    HOST: '127.0.0.1',
  };
  const extracted = new Map();
  const apiProc = start('api', env);
  const base = `http://127.0.0.1:${PORT}`;
  let worker;
  try {
    for (let i = 0; ; i++) {
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (i > 150) throw new Error('API did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
    worker = start('worker', env, (line) => {
      try {
        const log = JSON.parse(line);
        if (log.msg === 'document extracted') extracted.set(log.documentId, log);
      } catch {
        /* not a log line */
      }
    });
    const call = async (method, url, token, body) => {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
        },
        body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
      });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return res.status === 204 ? null : (await res.json()).data;
    };
    const auth = await call('POST', '/api/auth/register', undefined, {
      companyName: 'Bench B.V.',
      email: `bench.${Date.now()}@voorbeeld.nl`,
      password: 'Geheim123',
      subscriptionType: 'monthly',
    });
    const token = auth.accessToken;
    const results = { xlsx: [], pdf: [], pdftotext: [] };
    for (let run = 0; run < RUNS; run++) {
      for (const [kind, data, name] of [
        ['xlsx', xlsx, 'prijslijst.xlsx'],
        ['pdf', pdf, 'prijslijst.pdf'],
      ]) {
        await call('POST', '/api/onboarding/reset', token);
        const form = new FormData();
        form.append('document', new Blob([data]), name);
        form.append('documentType', 'pricelist');
        const t0 = performance.now();
        const { document } = await call('POST', '/api/onboarding/upload-document', token, form);
        const uploadMs = performance.now() - t0;
        await call('POST', '/api/onboarding/process-documents', token);
        let doc;
        for (;;) {
          doc = (await call('GET', '/api/onboarding/documents', token)).documents[0];
          if (doc.processingStatus === 'completed' || doc.processingStatus === 'failed') break;
          await new Promise((r) => setTimeout(r, 25));
        }
        const total = performance.now() - t0;
        if (doc.processingStatus !== 'completed') throw new Error(`${name} failed: ${doc.failureReason}`);
        for (let i = 0; i < 100 && !extracted.has(document.id); i++)
          await new Promise((r) => setTimeout(r, 20));
        const log = extracted.get(document.id) ?? {};
        results[kind].push({
          total,
          read: log.readMs ?? NaN,
          interpret: log.interpretMs ?? NaN,
          write: log.writeMs ?? NaN,
        });
        console.log(
          `run ${run + 1} ${kind}: ${s(total)} upload → completed (upload ${Math.round(uploadMs)} ms, read ${log.readMs} ms, interpret ${log.interpretMs} ms, write ${log.writeMs} ms, ${doc.productCount} products)`,
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
  } finally {
    worker?.kill('SIGTERM');
    apiProc.kill('SIGTERM');
    await Promise.all(
      [worker, apiProc]
        .filter(Boolean)
        .map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.once('exit', r)))),
    );
    await admin.dropDatabase(SERVER_URL, dbName).catch(() => undefined);
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
