#!/usr/bin/env node
/**
 * Delivery benchmark of the built web app on the real server (apps/api/dist/main.js serving
 * apps/web/dist) in the system Chromium:
 *  1. bytes of JavaScript and CSS each route fetches (/login as a visitor, /dashboard and /quotes
 *     logged in), raw and as sent with gzip and with brotli;
 *  2. Lighthouse performance and accessibility (median of RUNS runs) on /login and on /quotes with
 *     100 quotes created through the API.
 *
 * Needs the build (`pnpm turbo run build`) and PostgreSQL (TEST_DATABASE_URL, default local).
 * Usage: node bench/delivery.mjs [--port 3118] [--runs 3] [--quotes 100] [--no-lighthouse] [--details]
 *        [--web-dist DIR[,DIR...]]
 * With several --web-dist builds (copies of apps/web/dist), each is served by its own server on the
 * same database and the Lighthouse runs alternate between them, so a comparison shares the load.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { createDatabase, startServer } from '../scripts/tests/helpers.mjs';
import {
  CHROMIUM,
  CHROMIUM_FLAGS,
  kB,
  launchBrowser,
  loadRoute,
  registerCompany,
  routeBytes,
  seedQuotes,
  sessionEntries,
} from './delivery-lib.mjs';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string' },
    runs: { type: 'string', default: '3' },
    quotes: { type: 'string', default: '100' },
    'no-lighthouse': { type: 'boolean', default: false },
    details: { type: 'boolean', default: false },
    'web-dist': { type: 'string' },
  },
});
const RUNS = Number(args.runs);
const QUOTES = Number(args.quotes);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Puts the session in the launched Chrome's localStorage so Lighthouse opens /quotes logged in. */
async function storeSession(port, baseUrl, auth) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${baseUrl}/favicon.svg`);
    await page.evaluate((entries) => {
      localStorage.clear();
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, sessionEntries(auth));
    await page.close();
  } finally {
    await browser.close();
  }
}

async function lighthouseRun(url, { session, baseUrl }) {
  const chrome = await launchChrome({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    if (session) await storeSession(chrome.port, baseUrl, session);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: Boolean(session),
    });
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${url}`);
    }
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      lcpMs: Math.round(numeric('largest-contentful-paint')),
      tbtMs: Math.round(numeric('total-blocking-time')),
      mainThreadMs: Math.round(numeric('mainthread-work-breakdown')),
      requests: lhr.audits['network-requests']?.details?.items?.length ?? Number.NaN,
      cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
      warnings: lhr.runWarnings ?? [],
      bootup: (lhr.audits['bootup-time']?.details?.items ?? [])
        .slice(0, 5)
        .map(
          (i) =>
            `${String(i.url).replace(/^.*\//, '')} ${Math.round(i.total)} ms (script ${Math.round(i.scripting)} ms)`,
        ),
      work: (lhr.audits['mainthread-work-breakdown']?.details?.items ?? [])
        .slice(0, 6)
        .map((i) => `${i.groupLabel ?? i.group} ${Math.round(i.duration)} ms`),
      longTasks: (lhr.audits['long-tasks']?.details?.items ?? [])
        .slice(0, 5)
        .map(
          (t) =>
            `${String(t.url).replace(/^.*\//, '')} @${Math.round(t.startTime)} ${Math.round(t.duration)} ms`,
        ),
      failing,
    };
  } finally {
    await chrome.kill();
  }
}

/** A loaded machine now and then loses Lighthouse's trace (NO_NAVSTART): such a run is repeated. */
async function withRetry(run, attempts = 3) {
  for (let i = 1; ; i += 1) {
    try {
      return await run();
    } catch (error) {
      if (i >= attempts) throw error;
      console.log(`         run failed (${error.message}), repeating`);
    }
  }
}

/** Prints the medians of one route's runs (and with --details the last run's breakdown). */
function report(label, runs) {
  const pick = (key) => median(runs.map((r) => r[key]));
  console.log(
    `${label.padEnd(8)} performance ${pick('performance')} (runs ${runs.map((r) => r.performance).join(', ')})` +
      ` accessibility ${pick('accessibility')} LCP ${pick('lcpMs')} ms TBT ${pick('tbtMs')} ms` +
      ` (runs ${runs.map((r) => r.tbtMs).join(', ')}) CLS ${pick('cls')}` +
      ` main thread ${pick('mainThreadMs')} ms requests ${pick('requests')}`,
  );
  const failing = [...new Set(runs.flatMap((r) => r.failing))];
  if (failing.length) console.log(`         audits below 0.9: ${failing.join(', ')}`);
  if (args.details) {
    console.log(`         bootup (last run): ${runs.at(-1).bootup.join('; ')}`);
    console.log(`         long tasks (last run): ${runs.at(-1).longTasks.join('; ')}`);
    console.log(`         main thread (last run): ${runs.at(-1).work.join('; ')}`);
  }
  const warnings = [...new Set(runs.flatMap((r) => r.warnings))];
  if (warnings.length) console.log(`         Lighthouse warnings: ${warnings.join(' | ')}`);
}

/** The builds to measure: `--web-dist a,b` compares builds side by side, else apps/web/dist alone. */
const builds = (args['web-dist'] ?? '')
  .split(',')
  .filter(Boolean)
  .map((dir) => ({ dir: path.resolve(dir), label: path.basename(path.resolve(dir)) }));
if (builds.length === 0) builds.push({ dir: undefined, label: 'apps/web/dist' });
const compare = builds.length > 1;
const tag = (build) => (compare ? `[${build.label}] ` : '');
const loadNow = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

const db = await createDatabase();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ofl-delivery-bench-'));
const servers = [];
try {
  // One server per build, all on the same database (the same company and quotes).
  for (const [i, build] of builds.entries()) {
    const server = await startServer(
      {
        DATABASE_URL: db.url,
        DATA_DIR: dataDir,
        JWT_SECRET: 'delivery-bench-secret-that-is-long-enough-0123456789',
        ...(build.dir ? { WEB_DIST: build.dir } : {}),
      },
      { port: args.port ? Number(args.port) + i : undefined },
    );
    servers.push(server);
    build.base = server.baseUrl;
  }
  console.log(`machine load (uptime): ${loadNow()} on ${os.cpus().length} CPUs`);
  const auth = await registerCompany(builds[0].base);
  await seedQuotes(builds[0].base, auth, QUOTES);
  console.log(`seeded ${QUOTES} quotes through the API`);

  console.log('\nBytes fetched per route (JavaScript | CSS): raw / gzip / brotli');
  const browser = await launchBrowser();
  try {
    for (const build of builds) {
      for (const [route, options] of [
        ['/login', { ready: 'input[type="password"]' }],
        ['/dashboard', { session: auth, ready: 'main h1' }],
        ['/quotes', { session: auth, ready: 'main table, main ul' }],
      ]) {
        const visit = await loadRoute(browser, build.base, route, options);
        if (visit.finalPath !== route) throw new Error(`${route} ended on ${visit.finalPath}`);
        const { js, css } = await routeBytes(visit.files);
        console.log(
          `${tag(build)}${route.padEnd(11)} JS ${js.files} files ${kB(js.raw)} / ${kB(js.gzip)} / ${kB(js.brotli)}` +
            ` | CSS ${css.files} files ${kB(css.raw)} / ${kB(css.gzip)} / ${kB(css.brotli)}`,
        );
      }
    }
  } finally {
    await browser.close();
  }

  if (!args['no-lighthouse']) {
    console.log(
      `\nLighthouse (mobile, simulated throttling), median of ${RUNS} runs` +
        (compare ? '; the builds take turns, run by run, so they share the same load' : ''),
    );
    for (const [route, session] of [
      ['/login', null],
      ['/quotes', auth],
    ]) {
      const runs = new Map(builds.map((build) => [build, []]));
      for (let i = 0; i < RUNS; i += 1) {
        for (const build of builds) {
          runs
            .get(build)
            .push(
              await withRetry(() => lighthouseRun(`${build.base}${route}`, { session, baseUrl: build.base })),
            );
        }
      }
      for (const build of builds) report(`${tag(build)}${route}`, runs.get(build));
    }
  }
  console.log(`\nmachine load after (uptime): ${loadNow()}`);
} finally {
  for (const server of servers) await server.stop();
  await db.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
