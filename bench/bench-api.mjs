/**
 * The built API against a scratch database, for the backup and company-export benchmarks: build,
 * create and drop databases on BENCH_DATABASE_URL, start `apps/api/dist/main.js` and wait for it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
