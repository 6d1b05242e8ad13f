/**
 * What the onboarding benchmarks share: a scratch database, API/worker processes of the built app, an
 * HTTP client for one account, the upload → process → completed path, and the machine's figures.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const api = path.join(root, 'apps/api');
export const requireApi = createRequire(path.join(api, 'package.json'));
export const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
export const median = (v) => [...v].sort((a, b) => a - b)[Math.floor((v.length - 1) / 2)];
export const percentile = (v, p) =>
  [...v].sort((a, b) => a - b)[Math.max(0, Math.ceil((v.length * p) / 100) - 1)];
export const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
export const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function admin() {
  try {
    return requireApi('./dist/infra/db/admin.js');
  } catch {
    console.error('Build the API first: pnpm turbo run build --filter @offerteflow/api...');
    process.exit(2);
  }
}

/** "2 CPUs, load 1.23 0.98 0.75" */
export const machine = () =>
  `${os.cpus().length} CPUs, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;

/** Resident set now (VmRSS) of a process, in kB. */
export const rssKb = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/** Peak resident set (VmHWM) of a process, in kB. */
export const peakKb = (pid) =>
  Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/**
 * CPU time (ms) a process and its waited-for children (e.g. tesseract) used so far: utime + stime +
 * cutime + cstime of /proc/<pid>/stat. Independent of how busy the machine is, unlike wall time.
 */
export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

/** The environment of a bench app on a fresh scratch database (created here, dropped by `drop`). */
export async function scratchEnv(name, port, extra = {}) {
  const db = admin();
  const dbName = db.scratchDatabaseName(name);
  const databaseUrl = await db.createDatabase(SERVER_URL, dbName);
  return {
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'bench-secret-that-is-at-least-32-characters',
      DATA_DIR: tmpdir(),
      WEB_DIST: path.join(tmpdir(), 'ofl-bench-no-web'),
      PORT: String(port),
      HOST: '127.0.0.1',
      ...extra,
    },
    drop: () => db.dropDatabase(SERVER_URL, dbName).catch(() => undefined),
  };
}

/** Starts `node dist/main.js` with ROLE=role; `onLog` gets each JSON log line. */
export function start(role, env, onLog) {
  const child = spawn(process.execPath, [path.join(api, 'dist/main.js')], {
    env: { ...process.env, ...env, ROLE: role },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let buf = '';
  child.stdout.on('data', (chunk) => {
    buf += chunk.toString();
    const lines = buf.split('\n');
    buf = lines.pop();
    for (const line of lines) {
      try {
        onLog?.(JSON.parse(line));
      } catch {
        /* not a log line */
      }
    }
  });
  return child;
}

export async function stop(...children) {
  for (const c of children) c?.kill('SIGTERM');
  await Promise.all(
    children.filter(Boolean).map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.once('exit', r)))),
  );
}

export async function waitHealthy(base) {
  for (let i = 0; ; i++) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (i > 300) throw new Error('API did not start');
    await sleep(200);
  }
}

/** A JSON client of the API at `base` (answers `data` of the envelope). */
export function client(base) {
  return async (method, url, token, body) => {
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
}

export async function register(call, name) {
  const auth = await call('POST', '/api/auth/register', undefined, {
    companyName: name,
    email: `bench.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@voorbeeld.nl`,
    password: 'Geheim123',
    subscriptionType: 'monthly',
  });
  return auth.accessToken;
}

/** Resets the onboarding, uploads one file, processes it and waits: the document and the time. */
export async function uploadAndProcess(call, token, data, name) {
  await call('POST', '/api/onboarding/reset', token);
  const form = new FormData();
  form.append('document', new Blob([data]), name);
  form.append('documentType', 'pricelist');
  const t0 = performance.now();
  const { document } = await call('POST', '/api/onboarding/upload-document', token, form);
  const uploadMs = performance.now() - t0;
  await call('POST', '/api/onboarding/process-documents', token);
  // Wall-clock times, to set against the worker's log (its `time` and `totalMs`): when the job was queued
  // and when this client saw the document completed.
  const queuedAt = Date.now();
  let doc;
  for (;;) {
    doc = (await call('GET', '/api/onboarding/documents', token)).documents.find((d) => d.id === document.id);
    if (doc.processingStatus === 'completed' || doc.processingStatus === 'failed') break;
    await sleep(25);
  }
  const totalMs = performance.now() - t0;
  const seenAt = Date.now();
  if (doc.processingStatus !== 'completed') throw new Error(`${name} failed: ${doc.failureReason}`);
  return { doc, uploadMs, totalMs, queuedAt, seenAt };
}

/**
 * An API (ROLE=api) and a separate worker (ROLE=worker) on Redis and a fresh scratch database, as in a
 * scaled deployment. `logOf(id)` waits briefly for the worker's 'document extracted' log of a document.
 */
export async function startApiAndWorker(name, port, dataDir) {
  const { env, drop } = await scratchEnv(name, port, {
    DATA_DIR: dataDir,
    REDIS_URL,
    QUEUE_PREFIX: `${name}${Date.now()}`,
  });
  const extracted = new Map();
  const apiProc = start('api', env);
  const base = `http://127.0.0.1:${port}`;
  let worker;
  const close = async () => {
    await stop(worker, apiProc);
    await drop();
  };
  try {
    await waitHealthy(base);
    worker = start('worker', env, (log) => {
      if (log.msg === 'document extracted') extracted.set(log.documentId, log);
    });
  } catch (err) {
    await close();
    throw err;
  }
  const logOf = async (id) => {
    for (let i = 0; i < 100 && !extracted.has(id); i++) await sleep(20);
    return extracted.get(id) ?? {};
  };
  return { call: client(base), worker, logOf, close };
}
