#!/usr/bin/env node
// Does a big document stall anyone else? After a build of the API:
//
//   pnpm turbo run build --filter @offerteflow/api... && node bench/onboarding-stall.mjs [--port=3205]
//
// The same figure as apps/api/test/onboarding-stall.spec.ts, against a real server process: one app in
// the default single-process mode (ROLE=all, no REDIS_URL: jobs in-process, document work on the
// worker-thread pool) on a scratch database. Company A uploads and processes a 10 MB CSV (150,000 rows)
// and then a 150,000-row XLSX; meanwhile company B calls GET /api/health and GET /api/quotes one after
// the other. It prints B's p50/p99/max per route while idle (after a warm-up: the machine's own noise)
// during the processing and idle again afterwards, with the machine's load. Target: p99 ≤ 200 ms
// during the processing (read it against the idle figures: they are the machine's own noise).
import {
  args,
  client,
  machine,
  percentile,
  register,
  scratchEnv,
  seconds,
  sleep,
  start,
  stop,
  uploadAndProcess,
  waitHealthy,
} from './onboarding-lib.mjs';
import { priceListCsv, priceListXlsx } from './onboarding-files.mjs';

const PORT = Number(args.port ?? 3205);
const TEN_MB = 10 * 1024 * 1024;

async function probe(base, token, stop) {
  const samples = { health: [], quotes: [] };
  const get = async (route) => {
    const t0 = performance.now();
    const res = await fetch(`${base}${route}`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${route}: ${res.status}`);
    return performance.now() - t0;
  };
  while (!stop()) {
    samples.health.push(await get('/api/health'));
    await sleep(10);
    samples.quotes.push(await get('/api/quotes?page=1&pageSize=20'));
    await sleep(10);
  }
  return samples;
}

const summary = (v) =>
  `n ${v.length}, p50 ${Math.round(percentile(v, 50))} ms, p99 ${Math.round(percentile(v, 99))} ms, max ${Math.round(percentile(v, 100))} ms`;

async function main() {
  console.log(`Onboarding stall benchmark: ${machine()}`);
  const csv = priceListCsv(150_000, TEN_MB - 4096);
  const xlsx = priceListXlsx(150_000);
  console.log(
    `inputs: csv ${(csv.length / 1048576).toFixed(2)} MB (150,000 rows), xlsx ${(xlsx.length / 1048576).toFixed(2)} MB (150,000 rows)`,
  );
  const { env, drop } = await scratchEnv('offerteflow_bench_stall', PORT);
  const logs = [];
  const app = start('all', env, (log) => log.msg === 'document extracted' && logs.push(log));
  const base = `http://127.0.0.1:${PORT}`;
  try {
    await waitHealthy(base);
    const call = client(base);
    const a = await register(call, 'Groot B.V.');
    const b = await register(call, 'Ander B.V.');
    for (let i = 0; i < 20; i++)
      await call('POST', '/api/quotes', b, {
        customer: { name: 'Jansen Bouw', email: 'info@jansenbouw.nl' },
        items: [{ description: 'Arbeid', quantity: 2, unitPrice: 52.5, unit: 'uur' }],
      });
    let warming = true;
    const warm = probe(base, b, () => !warming);
    await sleep(5_000);
    warming = false;
    const idle = await warm;
    console.log(`idle (nothing processed, ${machine()}):`);
    console.log(`GET /api/health: ${summary(idle.health)}`);
    console.log(`GET /api/quotes: ${summary(idle.quotes)}`);

    let busy = true;
    const during = probe(base, b, () => !busy);
    const t0 = performance.now();
    try {
      for (const [data, name] of [
        [csv, 'prijslijst-groot.csv'],
        [xlsx, 'prijslijst-groot.xlsx'],
      ]) {
        const { doc, totalMs } = await uploadAndProcess(call, a, data, name);
        console.log(`${name}: ${seconds(totalMs)} upload → completed, ${doc.productCount} products`);
      }
    } finally {
      busy = false;
    }
    const samples = await during;
    console.log(`\nduring ${seconds(performance.now() - t0)} of processing (${machine()}):`);
    console.log(`GET /api/health: ${summary(samples.health)} — target p99 ≤ 200 ms`);
    console.log(`GET /api/quotes: ${summary(samples.quotes)} — target p99 ≤ 200 ms`);
    let settling = true;
    const after = probe(base, b, () => !settling);
    await sleep(5_000);
    settling = false;
    const idleAfter = await after;
    console.log(`idle again (${machine()}):`);
    console.log(`GET /api/health: ${summary(idleAfter.health)}`);
    console.log(`GET /api/quotes: ${summary(idleAfter.quotes)}`);
    for (const l of logs)
      console.log(
        `  ${l.format}: read ${l.readMs} ms, interpret ${l.interpretMs} ms, write ${l.writeMs} ms (worker thread)`,
      );
  } finally {
    await stop(app);
    await drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
