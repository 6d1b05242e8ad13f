#!/usr/bin/env node
/**
 * Company export benchmark ('Alle gegevens exporteren', docs/account-and-settings.md):
 *
 *   node bench/company-export.mjs            (BENCH_QUOTES=500 by default)
 *
 * Starts the built API (ROLE=all: the job runs in the same process, as in embedded mode) against a
 * scratch database, generates BENCH_QUOTES quotes of 1-20 items for one company, starts the export
 * and polls it to the end while sampling the memory (RSS) of the API with its Chromium. Prints the
 * time, quotes per second, ZIP size and the RSS before, at the peak and after: RSS that does not grow
 * with the number of quotes is what "streamed" means. Needs Chromium (PDFs).
 */
import pg from 'pg';
import { buildApi, scratchDatabase, startApi } from './bench-api.mjs';
import { registerCompany } from './delivery-lib.mjs';
import { generateQuotes } from './generate-quotes.mjs';
import { readFileSync } from 'node:fs';
import { treeRss } from './proc-tree.mjs';

const PORT = Number(process.env.BENCH_PORT || 3204);
const QUOTES = Number(process.env.BENCH_QUOTES || 500);
const say = (...args) => console.log('[export-bench]', ...args);
const mb = (bytes) => `${(bytes / 1e6).toFixed(0)} MB`;
/** RSS of the Node process alone (without its Chromium), where a buffered archive would show. */
const nodeRss = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;

async function main() {
  buildApi();
  const db = await scratchDatabase('export');
  const api = await startApi(PORT, db.url);
  try {
    const auth = await registerCompany(api.base, 'Export Meting');
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    await generateQuotes(client, auth.company.id, { quotes: QUOTES, customers: Math.max(10, QUOTES / 5) });
    await client.end();
    const headers = { authorization: `Bearer ${auth.accessToken}` };
    // One PDF first, so Chromium is started and its memory is in the baseline.
    const [first] = (await (await fetch(`${api.base}/api/quotes?page=1&pageSize=1`, { headers })).json())
      .data;
    await (await fetch(`${api.base}/api/quotes/${first.id}/pdf`, { headers })).arrayBuffer();
    const before = treeRss(api.child.pid);
    const nodeBefore = nodeRss(api.child.pid);
    say(
      `${QUOTES} quotes; RSS before the export: API + Chromium ${mb(before)}, Node alone ${mb(nodeBefore)}`,
    );

    const started = performance.now();
    const job = (await (await fetch(`${api.base}/api/company-export`, { method: 'POST', headers })).json())
      .data;
    let peak = before;
    let nodePeak = nodeBefore;
    let status = job;
    while (status.status === 'queued' || status.status === 'running') {
      await new Promise((r) => setTimeout(r, 500));
      peak = Math.max(peak, treeRss(api.child.pid));
      nodePeak = Math.max(nodePeak, nodeRss(api.child.pid));
      status = (await (await fetch(`${api.base}/api/company-export/${job.id}`, { headers })).json()).data;
    }
    const seconds = (performance.now() - started) / 1000;
    if (status.status !== 'completed') throw new Error(`export ${status.status}: ${status.error}`);
    say(`export: ${seconds.toFixed(1)} s, ${(QUOTES / seconds).toFixed(1)} quotes/s (JSON + PDF each)`);
    say(`ZIP: ${mb(status.sizeBytes)} (${(status.sizeBytes / QUOTES / 1000).toFixed(0)} kB per quote)`);
    say(`RSS peak during the export: API + Chromium ${mb(peak)}, Node alone ${mb(nodePeak)}`);
    say(`RSS after: API + Chromium ${mb(treeRss(api.child.pid))}, Node alone ${mb(nodeRss(api.child.pid))}`);
  } finally {
    await api.stop();
    await db.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
