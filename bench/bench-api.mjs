/**
 * The built API against a scratch database, for the backup and company-export benchmarks: build,
 * create and drop databases on BENCH_DATABASE_URL, start `apps/api/dist/main.js` and wait for it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Builds the API (turbo, cached) unless BENCH_SKIP_BUILD=1. */
export function buildApi() {
  if (process.env.BENCH_SKIP_BUILD === '1') return;
  const args = ['turbo', 'run', 'build', '--filter', '@offerteflow/api', '--output-logs=errors-only'];
  if (spawnSync('pnpm', args, { cwd: ROOT, stdio: 'inherit' }).status !== 0) throw new Error('build failed');
}

export function databaseUrl(name) {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new scratch database; `drop()` removes it. */
export async function scratchDatabase(label) {
  const name = `offerteflow_bench_${label}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  return { url: databaseUrl(name), drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Starts the built API (ROLE=all, in-process jobs) on `port` against `databaseUrl`; waits for health. */
export async function startApi(port, dbUrl, env = {}) {
  const child = spawn(process.execPath, [join(ROOT, 'apps/api/dist/main.js')], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'ofl-bench-data-')),
      WEB_DIST: join(tmpdir(), 'ofl-bench-no-web'),
      REMINDER_INTERVAL_MINUTES: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.status < 500,
      () => false,
    );
    if (up) return { child, base, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error('API did not answer /api/health within 60 s');
}

/** `--name=value` options of a bench script (`--flag` alone is 'true'). */
export const benchArgs = (argv = process.argv.slice(2)) =>
  Object.fromEntries(
    argv.map((a) => {
      const [k, v] = a.replace(/^--/, '').split('=');
      return [k, v ?? 'true'];
    }),
  );

/** The p-th percentile (nearest rank) of some numbers; p 50 is the median. */
export const percentile = (values, p) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

/** The load average as the figures print it. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/**
 * `clients` loops calling `request` until `seconds` have passed; answers each success's latency (ms),
 * the failures and the seconds it really took.
 */
export async function closedLoop(clients, seconds, request) {
  const latencies = [];
  let errors = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        try {
          await request();
          latencies.push(performance.now() - t);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  return { latencies, errors, seconds: (performance.now() - started) / 1000 };
}
