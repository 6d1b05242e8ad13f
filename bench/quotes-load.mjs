#!/usr/bin/env node
/**
 * Quotes load benchmark (list and search response times). One command:
 *
 *   node bench/quotes-load.mjs          (or: pnpm --filter @offerteflow/bench run quotes)
 *
 * 1. builds the API (turbo, cached) unless BENCH_SKIP_BUILD=1;
 * 2. creates a scratch database on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres)
 *    and starts the built API on port 3201 (BENCH_PORT) against it (migrations run on boot);
 * 3. registers one company and generates 10,000 quotes of 1-20 items for it with SQL;
 * 4. 50 concurrent clients (autocannon) on GET /api/quotes?search=...&status=...&page=1 (a rotating
 *    set of searches and filters), a baseline of GET /api/auth/verify, the list from 1 client, then
 *    POST /api/quotes; each 3 runs of BENCH_DURATION seconds after a warm-up, reporting p50/p95/p99
 *    latency, requests/s, errors and API CPU per request, and the median of the runs;
 * 5. stops the server and drops the database (BENCH_KEEP_DB=1 keeps it).
 *
 * Percentiles are computed exactly from every response time autocannon reports.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { generateQuotes } from './generate-quotes.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const SERVER_URL = env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(env.BENCH_PORT || 3201);
const BASE = `http://127.0.0.1:${PORT}`;
const QUOTES = Number(env.BENCH_QUOTES || 10_000);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS || 50);
const POST_CONNECTIONS = Number(env.BENCH_POST_CONNECTIONS || CONNECTIONS);
const DURATION = Number(env.BENCH_DURATION || 10);
const RUNS = Number(env.BENCH_RUNS || 3);
const TARGET_P95_MS = 50;

const year = new Date().getFullYear();
/** The list queries the 50 clients rotate through: searches by name, e-mail and number, with and without a status. */
const LIST_QUERIES = [
  'search=jansen&status=sent&page=1',
  'search=bouw&status=all&page=1',
  `search=OFF-${year}-01&status=all&page=1`,
  'search=info%40klant12&status=draft&page=1',
  'search=de%20vries&status=accepted&page=1',
  'search=techniek&status=rejected&page=1',
  'search=klant1999&status=all&page=1',
  'search=niemand&status=all&page=1',
  'status=sent&page=1',
  'search=SMIT&status=draft&page=1',
];

const POST_BODY = JSON.stringify({
  customer: { name: 'Bench Klant BV', email: 'bench@klant.nl', city: 'Utrecht' },
  items: [
    { description: 'Arbeid', quantity: 8, unitPrice: 55, unit: 'uur' },
    { description: 'Materiaal', quantity: 1, unitPrice: 249.95 },
    { description: 'Voorrijkosten', quantity: 1, unitPrice: 35, vatRate: 9 },
    { description: 'Afvoer', quantity: 2, unitPrice: 17.5 },
    { description: 'Advies', quantity: 1.5, unitPrice: 95 },
  ],
  notes: 'Benchmark',
});

const log = (...args) => console.log('[bench]', ...args);

/** CPU time (user + system, ms) used so far by a process, from /proc (Linux); null elsewhere. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime in USER_HZ (100)
  } catch {
    return null;
  }
}

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function waitForHealth(child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(`${BASE}/api/health`);
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('API did not become healthy within 60 s');
}

/** One autocannon run; returns exact percentiles from every response time. */
async function run({ title, connections, requests, token, serverPid, duration = DURATION }) {
  const times = [];
  const cpuBefore = cpuMs(serverPid);
  let non2xx = 0;
  const instance = autocannon({
    url: BASE,
    connections,
    duration,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    requests,
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    times.push(responseTime);
    if (statusCode < 200 || statusCode > 299) non2xx += 1;
  });
  const result = await instance;
  const cpuAfter = cpuMs(serverPid);
  times.sort((a, b) => a - b);
  return {
    title,
    requests: times.length,
    rps: times.length / duration,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx,
    cpuPerRequest: cpuBefore === null || cpuAfter === null ? NaN : (cpuAfter - cpuBefore) / times.length,
  };
}

const fmt = (r) =>
  `${r.title}: ${r.requests} req, ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, ` +
  `p99 ${r.p99.toFixed(1)} ms, errors ${r.errors}, timeouts ${r.timeouts}, non-2xx ${r.non2xx}, ` +
  `API process CPU ${r.cpuPerRequest.toFixed(2)} ms/req`;

async function series(label, options) {
  log(`${label}: warm-up (3 s)`);
  await run({ ...options, title: 'warm-up', duration: 3 });
  const results = [];
  for (let i = 1; i <= RUNS; i += 1) {
    const r = await run({ ...options, title: `${label} run ${i}/${RUNS}` });
    log(fmt(r));
    results.push(r);
  }
  const summary = {
    title: `${label} MEDIAN of ${RUNS}`,
    requests: median(results.map((r) => r.requests)),
    rps: median(results.map((r) => r.rps)),
    p50: median(results.map((r) => r.p50)),
    p95: median(results.map((r) => r.p95)),
    p99: median(results.map((r) => r.p99)),
    errors: results.reduce((s, r) => s + r.errors, 0),
    timeouts: results.reduce((s, r) => s + r.timeouts, 0),
    non2xx: results.reduce((s, r) => s + r.non2xx, 0),
    cpuPerRequest: median(results.map((r) => r.cpuPerRequest)),
  };
  return summary;
}

async function main() {
  if (env.BENCH_SKIP_BUILD !== '1') {
    log('building the API (turbo, cached)');
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

  const dbName = `offerteflow_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const dbUrl = new URL(SERVER_URL);
  dbUrl.pathname = `/${dbName}`;
  log(`scratch database ${dbName}`);

  const child = spawn(process.execPath, [join(ROOT, 'apps/api/dist/main.js')], {
    cwd: join(ROOT, 'apps/api'),
    env: {
      PATH: env.PATH,
      HOME: env.HOME,
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      ROLE: 'api',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl.toString(),
      JWT_SECRET: randomBytes(32).toString('hex'),
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'ofl-bench-')),
      WEB_DIST: join(tmpdir(), 'ofl-bench-no-web'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stopServer = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };

  try {
    await waitForHealth(child);
    log(
      `API up on ${BASE}; ${cpus().length} cores, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    const reg = await fetch(`${BASE}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        companyName: 'Bench Bouw BV',
        email: `bench.${randomBytes(4).toString('hex')}@voorbeeld.nl`,
        password: 'Geheim123',
        subscriptionType: 'monthly',
      }),
    });
    if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${await reg.text()}`);
    const { data } = await reg.json();
    const token = data.accessToken;

    const db = new pg.Client({ connectionString: dbUrl.toString() });
    await db.connect();
    const started = Date.now();
    const counts = await generateQuotes(db, data.company.id, {
      quotes: QUOTES,
      customers: Math.max(1, QUOTES / 5),
    });
    await db.end();
    log(
      `generated ${counts.quotes} quotes with ${counts.items} items and ${counts.customers} customers in ${Date.now() - started} ms`,
    );

    // Sanity check: every list query answers 200 with the paged envelope.
    for (const q of LIST_QUERIES) {
      const res = await fetch(`${BASE}/api/quotes?${q}`, { headers: { authorization: `Bearer ${token}` } });
      const body = await res.json();
      if (res.status !== 200 || !Array.isArray(body.data))
        throw new Error(`GET /api/quotes?${q}: ${res.status}`);
      log(`GET /api/quotes?${q} -> ${body.meta.total} matches`);
    }

    const list = await series(`GET /api/quotes (${CONNECTIONS} connections, ${DURATION} s)`, {
      connections: CONNECTIONS,
      requests: LIST_QUERIES.map((q) => ({ method: 'GET', path: `/api/quotes?${q}` })),
      token,
      serverPid: child.pid,
    });
    // Baseline: the cheapest authenticated call (token check + session lookup, no quote work), to
    // separate what the machine and the framework allow from what the quotes list costs.
    const baseline = await series(
      `GET /api/auth/verify baseline (${CONNECTIONS} connections, ${DURATION} s)`,
      {
        connections: CONNECTIONS,
        requests: [{ method: 'GET', path: '/api/auth/verify' }],
        token,
        serverPid: child.pid,
      },
    );
    // The same queries from one client: the service time without queueing behind 49 others.
    const single = await series(`GET /api/quotes (1 connection, ${DURATION} s)`, {
      connections: 1,
      requests: LIST_QUERIES.map((q) => ({ method: 'GET', path: `/api/quotes?${q}` })),
      token,
      serverPid: child.pid,
    });
    const create = await series(`POST /api/quotes (${POST_CONNECTIONS} connections, ${DURATION} s)`, {
      connections: POST_CONNECTIONS,
      requests: [{ method: 'POST', path: '/api/quotes', body: POST_BODY }],
      token,
      serverPid: child.pid,
    });

    console.log('\n=== quotes benchmark: median of %d runs ===', RUNS);
    console.log(
      `machine: ${cpus().length} cores, load average at the end ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.log(fmt(list));
    console.log(fmt(single));
    console.log(fmt(baseline));
    console.log(fmt(create));
    const ok = list.p95 < TARGET_P95_MS && list.errors + list.non2xx + create.errors + create.non2xx === 0;
    console.log(
      `target: GET p95 < ${TARGET_P95_MS} ms and no errors -> ${ok ? 'MET' : 'NOT MET'} ` +
        `(GET p95 ${list.p95.toFixed(1)} ms, POST ${create.rps.toFixed(0)} quotes/s)`,
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    await stopServer();
    if (env.BENCH_KEEP_DB === '1') log(`kept database ${dbName}`);
    else await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}

main().catch((err) => {
  console.error('[bench] failed:', err);
  process.exit(1);
});
