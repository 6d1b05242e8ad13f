#!/usr/bin/env node
// Repeat downloads of an unchanged quote's PDF (docs/pdf.md "Rendered once per content"). After a
// build of the API:
//
//   node bench/pdf-repeat.mjs [--rounds=30] [--seconds=10] [--clients=8] [--port=3203] [--profile=DIR]
//
// Starts the built API (ROLE=all) on a scratch database, creates the 3-page quote of bench/pdf.mjs
// and measures, interleaved round by round on the same quote:
//   render  a download after an edit (new content: a real render), the floor of the other two;
//   repeat  a download of the unchanged quote (the stored PDF);
//   304     the same with If-None-Match of its ETag.
// Each: latency median/p95 at the client (127.0.0.1) and mean CPU of the API process tree (Node +
// Chromium) per request. Then 8 clients on repeat downloads for --seconds. The renderer's own
// counter (/api/health checks.pdf.rendered) shows how many renders each phase caused.
import os from 'node:os';
import { createRequire } from 'node:module';
import {
  benchArgs,
  buildApi,
  closedLoop,
  loadAverage as load,
  percentile,
  ROOT,
  scratchDatabase,
  startApi,
} from './bench-api.mjs';
import { treeCpuMs } from './proc-tree.mjs';

const args = benchArgs();
const ROUNDS = Number(args.rounds ?? 30);
const SECONDS = Number(args.seconds ?? 10);
const CLIENTS = Number(args.clients ?? 8);
const PORT = Number(args.port ?? 3203);
const TARGET_MS = 20;

const requireApi = createRequire(`${ROOT}/apps/api/package.json`);
const { sampleQuote, SAMPLE_COMPANY } = requireApi('@offerteflow/quote-document');

const fmt = (n) => `${n.toFixed(1)} ms`;

buildApi();
const db = await scratchDatabase('pdfrepeat');
// --profile=DIR: the API writes a V8 CPU profile there when it stops.
const profile = args.profile ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${args.profile}` } : {};
const api = await startApi(PORT, db.url, { ROLE: 'all', ...profile });
try {
  console.log(`PDF repeat benchmark: ${os.cpus().length} CPUs, load average ${load()}`);
  const call = async (method, path, { token, body, headers = {} } = {}) => {
    const res = await fetch(`${api.base}${path}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const buf = Buffer.from(await res.arrayBuffer());
    return { status: res.status, etag: res.headers.get('etag'), buf };
  };
  const json = (r) => JSON.parse(r.buf.toString()).data;
  const auth = json(
    await call('POST', '/api/auth/register', {
      body: {
        companyName: SAMPLE_COMPANY.name,
        email: `bench.${Date.now()}@voorbeeld.nl`,
        password: 'Geheim123',
        subscriptionType: 'monthly',
      },
    }),
  );
  const token = auth.accessToken;
  const q = sampleQuote(60);
  const body = (notes) => ({ customer: q.customer, items: q.items, notes, validUntil: q.validUntil });
  const quote = json(await call('POST', '/api/quotes', { token, body: body(q.notes) }));
  const pdfPath = `/api/quotes/${quote.id}/pdf`;
  const rendered = async () => json(await call('GET', '/api/health')).checks.pdf.rendered;

  const samples = { render: [], repeat: [], 304: [] };
  const timed = async (kind, run) => {
    const cpu = treeCpuMs(api.child.pid);
    const t = performance.now();
    const res = await run();
    samples[kind].push({ ms: performance.now() - t, cpu: treeCpuMs(api.child.pid) - cpu });
    return res;
  };
  const renderCounts = { render: 0, repeat: 0, 304: 0 };
  const counted = async (kind, run) => {
    const before = await rendered();
    const res = await timed(kind, run);
    renderCounts[kind] += (await rendered()) - before;
    return res;
  };
  for (let i = 0; i < 3; i += 1) await call('GET', pdfPath, { token }); // warm-up (browser start)
  for (let round = 0; round < ROUNDS; round += 1) {
    await call('PUT', `/api/quotes/${quote.id}`, { token, body: body(`${q.notes}\nRonde ${round}`) });
    const fresh = await counted('render', () => call('GET', pdfPath, { token }));
    const repeat = await counted('repeat', () => call('GET', pdfPath, { token }));
    const cached = await counted('304', () =>
      call('GET', pdfPath, { token, headers: { 'if-none-match': fresh.etag } }),
    );
    if (fresh.status !== 200 || repeat.status !== 200 || cached.status !== 304)
      throw new Error(`unexpected statuses ${fresh.status} ${repeat.status} ${cached.status}`);
    if (Buffer.compare(fresh.buf, repeat.buf) !== 0) throw new Error('repeat download differs');
  }
  const line = (kind) => {
    const ms = samples[kind].map((s) => s.ms);
    // /proc counts CPU in 10 ms ticks: the mean over all rounds, not a per-request median.
    const cpu = samples[kind].reduce((sum, s) => sum + s.cpu, 0) / samples[kind].length;
    return `${kind.padEnd(6)} latency median ${fmt(percentile(ms, 50))}, p95 ${fmt(percentile(ms, 95))}; CPU per request ${fmt(cpu)} (mean); renders ${renderCounts[kind]}/${ROUNDS}`;
  };
  console.log(`${ROUNDS} interleaved rounds on a 3-page quote (60 items), load average ${load()}`);
  for (const kind of ['render', 'repeat', '304']) console.log(`  ${line(kind)}`);
  const med = (kind) =>
    percentile(
      samples[kind].map((s) => s.ms),
      50,
    );
  console.log(
    `=> repeat download ${fmt(med('repeat'))} (target <= ${TARGET_MS} ms), 304 ${fmt(med('304'))}; ` +
      `render floor ${fmt(med('render'))}: repeat/render ${(med('repeat') / med('render')).toFixed(3)}`,
  );

  const before = await rendered();
  const cpu0 = treeCpuMs(api.child.pid);
  const { latencies, errors, seconds } = await closedLoop(CLIENTS, SECONDS, async () => {
    const res = await call('GET', pdfPath, { token });
    if (res.status !== 200) throw new Error(`GET pdf ${res.status}`);
  });
  console.log(
    `=> ${CLIENTS} clients, repeat downloads: ${(latencies.length / seconds).toFixed(1)} PDFs/s, ` +
      `${errors} errors, latency median ${fmt(percentile(latencies, 50))}, p95 ${fmt(percentile(latencies, 95))}, ` +
      `CPU ${fmt((treeCpuMs(api.child.pid) - cpu0) / latencies.length)} per PDF, renders ${(await rendered()) - before}; load average ${load()}`,
  );
} finally {
  await api.stop();
  await db.drop();
}
