#!/usr/bin/env node
// Memory of the two server roles, for the Kubernetes requests and limits (docs/deployment.md).
//
//   pnpm turbo run build --filter @offerteflow/api... && node bench/pod-memory.mjs
//
// Starts the built API twice against a scratch database and the local Redis, as the Kubernetes
// Deployments run it: ROLE=api (HTTP + PDF rendering) and ROLE=worker (BullMQ jobs, no HTTP).
// Prints RSS and PSS of each process tree (Node + its Chromium processes):
// 1. idle after boot; 2. the API after its first PDF (Chromium started); 3. the peak while
// --clients=8 parallel clients download a 3-page quote PDF for --seconds=30; 4. after that load.
// PSS splits pages shared between processes (Chromium's zygote, renderer and GPU processes) and is
// close to what a container's memory cgroup charges; RSS counts shared pages once per process.
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) hosts the scratch database,
// REDIS_URL (default redis://127.0.0.1:6379) the queues under a unique prefix.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { treePss, treeRss } from './proc-tree.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const api = path.join(root, 'apps/api');
const requireApi = createRequire(path.join(api, 'package.json'));
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);
const SECONDS = Number(args.seconds ?? 30);
const CLIENTS = Number(args.clients ?? 8);
const PORT = Number(args.port ?? 3203);
const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

const admin = requireApi('./dist/infra/db/admin.js');
const { sampleQuote } = requireApi('@offerteflow/quote-document');
const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)} MB`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function start(role, env) {
  const child = spawn(process.execPath, [path.join(api, 'dist/main.js')], {
    env: { ...process.env, ...env, ROLE: role },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

async function waitForHealth(base, child) {
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) throw new Error(`api exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(500);
  }
  throw new Error('api did not become healthy');
}

const figures = (pid) => ({ rss: treeRss(pid), pss: treePss(pid) });
const line = (label, f) =>
  console.log(`${label.padEnd(44)} RSS ${mb(f.rss).padStart(8)}  PSS ${mb(f.pss).padStart(8)}`);

const dbName = admin.scratchDatabaseName('offerteflow_podmem');
const databaseUrl = await admin.createDatabase(SERVER_URL, dbName);
const env = {
  PORT: String(PORT),
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATABASE_URL: databaseUrl,
  REDIS_URL,
  QUEUE_PREFIX: dbName,
  JWT_SECRET: 'bench-secret-that-is-at-least-32-characters',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ofl-podmem-')),
  WEB_DIST: path.join(tmpdir(), 'ofl-podmem-no-web'),
};
const base = `http://127.0.0.1:${PORT}`;
console.log(
  `pod memory: ${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}, PDF_CONCURRENCY ${process.env.PDF_CONCURRENCY ?? '2 (default)'}`,
);
const apiChild = start('api', env);
let workerChild;
try {
  await waitForHealth(base, apiChild);
  workerChild = start('worker', env);
  await sleep(8000);
  if (workerChild.exitCode !== null) throw new Error(`worker exited with ${workerChild.exitCode}`);
  line('worker, idle', figures(workerChild.pid));
  line('api, idle (Chromium not started)', figures(apiChild.pid));

  const post = async (url, body, token) => {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return (await res.json()).data;
  };
  const auth = await post('/api/auth/register', {
    companyName: 'Geheugen Meting B.V.',
    email: `podmem.${Date.now()}@voorbeeld.nl`,
    password: 'Geheim123',
    subscriptionType: 'monthly',
  });
  const q = sampleQuote(60);
  const quote = await post(
    '/api/quotes',
    { customer: q.customer, items: q.items, notes: q.notes, validUntil: q.validUntil },
    auth.accessToken,
  );
  const get = async () => {
    const res = await fetch(`${base}/api/quotes/${quote.id}/pdf`, {
      headers: { authorization: `Bearer ${auth.accessToken}` },
    });
    const buf = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200 || buf.subarray(0, 5).toString() !== '%PDF-')
      throw new Error(`GET pdf: ${res.status}`);
  };
  await get();
  await sleep(2000);
  line('api, after the first PDF (Chromium started)', figures(apiChild.pid));

  const peak = { rss: 0, pss: 0 };
  const sampler = setInterval(() => {
    const f = figures(apiChild.pid);
    peak.rss = Math.max(peak.rss, f.rss);
    peak.pss = Math.max(peak.pss, f.pss);
  }, 250);
  let done = 0;
  let errors = 0;
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < end) {
        await get().then(
          () => (done += 1),
          () => (errors += 1),
        );
      }
    }),
  );
  clearInterval(sampler);
  line(`api, peak under load (${CLIENTS} clients, ${SECONDS} s)`, peak);
  console.log(`  ${done} PDFs (${(done / SECONDS).toFixed(1)}/s), ${errors} errors`);
  await sleep(3000);
  line('api, after the load', figures(apiChild.pid));
  line('worker, after the load', figures(workerChild.pid));
} finally {
  for (const child of [apiChild, workerChild]) {
    if (!child || child.exitCode !== null) continue;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  await admin.dropDatabase(SERVER_URL, dbName).catch(() => undefined);
}
