#!/usr/bin/env node
// Per-request overhead of authenticated API calls: GET /api/quotes (page 1 of 20, 10,000
// quotes) on the built API against a bare node:http + pg floor that runs the same SQL and writes a
// byte-identical body (bench/quotes-list-floor-server.mjs), interleaved in one run; and the CPU of
// GET /api/auth/verify. After a build of the API:
//
//   node bench/quotes-list-floor.mjs [--rounds=4] [--seconds=3] [--connections=8] [--port=3204]
//                                    [--profile=DIR]
//
// Prints throughput and CPU per request (the server process alone, from /proc; PostgreSQL's work is
// the same SQL on both sides) of each, the ratios against the targets (throughput >= 0.8x the floor,
// CPU <= 1.5x, verify <= 1 ms CPU) and the machine's load average before and after.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchArgs, buildApi, loadAverage, ROOT, scratchDatabase, startApi } from './bench-api.mjs';
import { generateQuotes } from './generate-quotes.mjs';
import { treeCpuMs } from './proc-tree.mjs';

const args = benchArgs();
const ROUNDS = Number(args.rounds ?? 4);
const SECONDS = Number(args.seconds ?? 3);
const CONNECTIONS = Number(args.connections ?? 8);
const PORT = Number(args.port ?? 3204);
const LIST = '/api/quotes?page=1&pageSize=20';
const uptime = () => `load average ${loadAverage()}`;

buildApi();
console.log(`quotes list vs floor: ${uptime()}`);
const db = await scratchDatabase('listfloor');
const secret = randomBytes(32).toString('hex');
// --profile=DIR: the API writes a V8 CPU profile there when it stops (open it in Chrome DevTools).
const profile = args.profile ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${args.profile}` } : {};
const api = await startApi(PORT, db.url, { ROLE: 'api', JWT_SECRET: secret, ...profile });
let floor;
try {
  const reg = await fetch(`${api.base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      companyName: 'Meetbedrijf Lijst',
      email: `bench.${Date.now()}@voorbeeld.nl`,
      password: 'Geheim123',
      subscriptionType: 'monthly',
    }),
  });
  const auth = (await reg.json()).data;
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  await generateQuotes(client, auth.company.id, { quotes: 10_000 });
  await client.query('ANALYZE');
  await client.end();

  floor = spawn(process.execPath, [`${ROOT}/bench/quotes-list-floor-server.mjs`], {
    env: { ...process.env, PORT: String(PORT + 1), DATABASE_URL: db.url, JWT_SECRET: secret },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    floor.stdout.once('data', resolve);
    floor.once('exit', reject);
  });
  const targets = {
    api: { base: api.base, pid: api.child.pid },
    floor: { base: `http://127.0.0.1:${PORT + 1}`, pid: floor.pid },
  };
  const headers = { authorization: `Bearer ${auth.accessToken}` };
  const bodyOf = async (base, path) => (await fetch(`${base}${path}`, { headers })).text();
  const [apiBody, floorBody] = [await bodyOf(api.base, LIST), await bodyOf(targets.floor.base, LIST)];
  if (apiBody !== floorBody)
    throw new Error(`bodies differ:\n${apiBody.slice(0, 300)}\n${floorBody.slice(0, 300)}`);
  console.log(`same body from both: ${apiBody.length} bytes, ${JSON.parse(apiBody).data.length} quotes`);

  const totals = {
    api: { n: 0, s: 0, cpu: 0 },
    floor: { n: 0, s: 0, cpu: 0 },
    verify: { n: 0, s: 0, cpu: 0 },
  };
  const burst = async (name, target, path) => {
    const cpu = treeCpuMs(target.pid);
    const result = await autocannon({
      url: `${target.base}${path}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers,
    });
    if (result.non2xx || result.errors)
      throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    const t = totals[name];
    t.n += result.requests.total;
    t.s += SECONDS;
    t.cpu += treeCpuMs(target.pid) - cpu;
  };
  // Warm-up, then interleaved rounds (the order alternates so neither side always goes first).
  await burst('api', targets.api, LIST);
  await burst('floor', targets.floor, LIST);
  for (const t of Object.values(totals)) Object.assign(t, { n: 0, s: 0, cpu: 0 });
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 ? ['floor', 'api'] : ['api', 'floor'];
    for (const name of order) await burst(name, targets[name], LIST);
    await burst('verify', targets.api, '/api/auth/verify');
  }
  const rps = (t) => t.n / t.s;
  const cpu = (t) => t.cpu / t.n;
  const { api: a, floor: f, verify: v } = totals;
  console.log(`${ROUNDS} rounds of ${SECONDS} s per side, ${CONNECTIONS} connections`);
  console.log(`  API   ${rps(a).toFixed(0)} req/s, CPU ${cpu(a).toFixed(2)} ms per request`);
  console.log(`  floor ${rps(f).toFixed(0)} req/s, CPU ${cpu(f).toFixed(2)} ms per request`);
  console.log(
    `=> throughput ratio ${(rps(a) / rps(f)).toFixed(2)} (target >= 0.8), CPU ratio ${(cpu(a) / cpu(f)).toFixed(2)} (target <= 1.5)`,
  );
  console.log(
    `=> GET /api/auth/verify: ${rps(v).toFixed(0)} req/s, CPU ${cpu(v).toFixed(2)} ms per request (target <= 1)`,
  );
  console.log(`load after: ${uptime()}`);
} finally {
  floor?.kill('SIGTERM');
  await api.stop();
  await db.drop();
}
