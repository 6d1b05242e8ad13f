// The delivery budget of the built SPA on the real server in the system Chromium: a visitor on
// /login downloads at most 100 kB of gzipped JavaScript; assets arrive precompressed and cached.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, loadRoute, routeBytes, wireBytes } from '../../bench/delivery-lib.mjs';
import { createDatabase, startServer } from './helpers.mjs';

export const LOGIN_JS_GZIP_BUDGET = 100_000;

describe('delivery of the built web app', { timeout: 240_000 }, () => {
  let db;
  let server;
  let browser;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ofl-delivery-'));

  before(async () => {
    db = await createDatabase();
    server = await startServer(
      {
        DATABASE_URL: db.url,
        DATA_DIR: dataDir,
        JWT_SECRET: 'delivery-smoke-secret-that-is-long-enough-0123456789',
      },
      { port: process.env.DELIVERY_PORT ? Number(process.env.DELIVERY_PORT) : undefined },
    );
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a visitor on /login downloads at most 100 kB of gzipped JavaScript', async () => {
    const visit = await loadRoute(browser, server.baseUrl, '/login', { ready: 'input[type="password"]' });
    assert.equal(visit.finalPath, '/login');
    const bytes = await routeBytes(visit.files);
    console.log(
      `/login: ${bytes.js.files} JS files, ${bytes.js.raw} B raw, ${bytes.js.gzip} B gzip, ${bytes.js.brotli} B brotli`,
    );
    assert.ok(bytes.js.files >= 1);
    assert.ok(bytes.js.gzip < bytes.js.raw / 2, 'JavaScript is sent gzip-compressed');
    assert.ok(
      bytes.js.gzip <= LOGIN_JS_GZIP_BUDGET,
      `/login downloads ${bytes.js.gzip} B of gzipped JavaScript (budget ${LOGIN_JS_GZIP_BUDGET})`,
    );
  });

  it('sends the built assets precompressed, cached as immutable, without source maps', async () => {
    const html = await (await fetch(`${server.baseUrl}/login`)).text();
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    assert.ok(script, 'index.html references a hashed script');
    const res = await fetch(`${server.baseUrl}${script}`, { headers: { 'accept-encoding': 'br' } });
    assert.equal(res.headers.get('content-encoding'), 'br');
    assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.match(res.headers.get('vary') ?? '', /accept-encoding/i);
    const index = await fetch(`${server.baseUrl}/quotes`);
    assert.equal(index.headers.get('cache-control'), 'no-cache');
    assert.equal((await fetch(`${server.baseUrl}${script}.map`)).status, 404);
    assert.equal((await wireBytes(`${server.baseUrl}${script}`, 'gzip')).encoding, 'gzip');
  });
});
