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
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ROOT, buildApi, scratchDatabase, startApi } from './bench-api.mjs';
import { registerCompany } from './delivery-lib.mjs';
import { treeCpuMs } from './proc-tree.mjs';
import { generateQuotes } from './generate-quotes.mjs';

const PORT = Number(process.env.BENCH_PORT || 3203);
const BASE = `http://127.0.0.1:${PORT}`;
const QUOTES = Number(process.env.BENCH_QUOTES || 10_000);
const say = (...args) => console.log('[backup-bench]', ...args);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

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

async function main() {
  buildApi();
  const source = await scratchDatabase('backup');
  const target = await scratchDatabase('restored');
  const out = mkdtempSync(join(tmpdir(), 'ofl-bench-backup-'));
  const api = await startApi(PORT, source.url);
  try {
    const auth = await registerCompany(BASE, 'Back-up Meting');
    const client = new pg.Client({ connectionString: source.url });
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
    const backup = await command('backup.js', ['--out', out], { DATABASE_URL: source.url });
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

    const restore = await command('restore.js', [file], { DATABASE_URL: target.url });
    say(restore.out);
    say(`restore into an empty database: ${(restore.ms / 1000).toFixed(2)} s wall, migrations included`);
  } finally {
    await api.stop();
    await source.drop();
    await target.drop();
    rmSync(out, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
