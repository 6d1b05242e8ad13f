#!/usr/bin/env node
/**
 * Backup benchmark (docs/deployment.md, "Backup and restore"). One command:
 *
 *   node bench/backup.mjs
 *
 * 1. builds the API (turbo, cached) unless BENCH_SKIP_BUILD=1;
 * 2. creates a scratch database on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
 *    starts the built API against it on BENCH_PORT (3203), registers a company and generates
 *    BENCH_QUOTES (10,000) quotes of 1-20 items and 2,000 customers with bench/generate-quotes.mjs;
 * 3. one client reads the quote list in a loop (GET /api/quotes, 20 per page) for 5 s: the idle latency;
 * 4. runs the real command (`node apps/api/dist/backup.js`, DATABASE_URL mode) while that client keeps
 *    reading, and reports its wall time, CPU time, the file's size, rows per table, the list latency
 *    during the backup and the machine's load average (a shared machine's figures depend on it);
 * 5. restores the file into a second scratch database with `node apps/api/dist/restore.js` and times it;
 * 6. stops the server and drops both databases.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { registerCompany } from './delivery-lib.mjs';
import { treeCpuMs } from './proc-tree.mjs';
import { generateQuotes } from './generate-quotes.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.BENCH_PORT || 3203);
const BASE = `http://127.0.0.1:${PORT}`;
const QUOTES = Number(process.env.BENCH_QUOTES || 10_000);
const say = (...args) => console.log('[backup-bench]', ...args);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

function dbUrl(name) {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Reads the quote list in a loop until stop() and collects the response times (ms). */
function listReader(token) {
  const times = [];
  let errors = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const res = await fetch(`${BASE}/api/quotes?page=1&pageSize=20`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await res.arrayBuffer();
      if (res.status !== 200) errors += 1;
      times.push(performance.now() - started);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      const sorted = [...times].sort((a, b) => a - b);
      const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN;
      return { requests: sorted.length, errors, p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? NaN };
    },
  };
}

const latency = (r) =>
  `${r.requests} requests, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, max ${r.max.toFixed(1)} ms, errors ${r.errors}`;

/** Runs a built command of the API with `env`; resolves with its wall time, CPU time and output. */
function command(script, args, env) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [join(ROOT, 'apps/api/dist', script), ...args], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    // CPU time from /proc, sampled until the process ends (the last 50 ms may be missed).
    let cpuMs = 0;
    const sampler = setInterval(() => {
      try {
        cpuMs = treeCpuMs(child.pid);
      } catch {
        /* already gone */
      }
    }, 50);
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(sampler);
      if (code !== 0) return reject(new Error(`${script} exited with ${code}: ${out}`));
      resolve({ ms: performance.now() - started, out: out.trim(), cpuMs });
    });
  });
}

async function waitUp(child) {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}`);
    const ok = await fetch(`${BASE}/api/health`).then(
      (r) => r.status < 500,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('API did not answer /api/health within 60 s');
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const build = spawnSync(
      'pnpm',
      ['turbo', 'run', 'build', '--filter', '@offerteflow/api', '--output-logs=errors-only'],
      {
        cwd: ROOT,
        stdio: 'inherit',
      },
    );
    if (build.status !== 0) throw new Error('build failed');
  }
  const source = `offerteflow_bench_backup_${randomBytes(4).toString('hex')}`;
  const target = `${source}_restored`;
  const out = mkdtempSync(join(tmpdir(), 'ofl-bench-backup-'));
  await adminQuery(`CREATE DATABASE ${source}`);
  await adminQuery(`CREATE DATABASE ${target}`);
  const api = spawn(process.execPath, [join(ROOT, 'apps/api/dist/main.js')], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl(source),
      JWT_SECRET: randomBytes(32).toString('hex'),
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'ofl-bench-data-')),
      WEB_DIST: join(tmpdir(), 'ofl-bench-no-web'),
      REMINDER_INTERVAL_MINUTES: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitUp(api);
    const auth = await registerCompany(BASE, 'Back-up Meting');
    const client = new pg.Client({ connectionString: dbUrl(source) });
    await client.connect();
    const generated = performance.now();
    await generateQuotes(client, auth.company.id, { quotes: QUOTES });
    await client.end();
    say(`generated ${QUOTES} quotes in ${((performance.now() - generated) / 1000).toFixed(1)} s`);
    say(`machine: ${cpus().length} cores, load average (1/5/15 min) ${load()}`);

    const idle = listReader(auth.accessToken);
    await new Promise((r) => setTimeout(r, 5_000));
    say(`quote list, idle (1 client, 5 s): ${latency(await idle.stop())}`);

    const busy = listReader(auth.accessToken);
    const backup = await command('backup.js', ['--out', out], { DATABASE_URL: dbUrl(source) });
    const during = await busy.stop();
    const file = join(
      out,
      readdirSync(out).find((f) => f.endsWith('.zip')),
    );
    const cpu = `at least ${backup.cpuMs.toFixed(0)} ms CPU`;
    say(backup.out.replace(/\n/g, ' | '));
    say(
      `backup: ${(backup.ms / 1000).toFixed(2)} s wall (process start included), ${cpu}, ${(statSync(file).size / 1e6).toFixed(2)} MB`,
    );
    say(`quote list during the backup: ${latency(during)}`);
    say(`load average after the backup: ${load()}`);

    const restore = await command('restore.js', [file], { DATABASE_URL: dbUrl(target) });
    say(restore.out);
    say(`restore into an empty database: ${(restore.ms / 1000).toFixed(2)} s wall, migrations included`);
  } finally {
    api.kill('SIGTERM');
    await new Promise((r) => (api.exitCode !== null ? r() : api.once('exit', r)));
    await adminQuery(`DROP DATABASE IF EXISTS ${source} WITH (FORCE)`);
    await adminQuery(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
    rmSync(out, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
