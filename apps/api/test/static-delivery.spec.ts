/**
 * The SPA's static delivery on a real listening server: precompressed brotli/gzip chosen by
 * Accept-Encoding, year-long immutable caching of hashed assets, index.html revalidated, no source maps.
 * The fixture build is compressed by the web app's own post-build script.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from './helpers/app';

const PRECOMPRESS = join(__dirname, '..', '..', 'web', 'build', 'precompress.mjs');
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, label: 'regel ${i}' }`).join(', ')}];\n`;
const html = `<!doctype html><html lang="nl"><head><title>Offerteflow</title><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body>${'<p>Offertes</p>'.repeat(60)}</body></html>`;

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let spa: TestApp;
let base: string;
let dist: string;

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'ofl-web-delivery-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), html);
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), script);
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  writeFileSync(
    join(dist, 'favicon.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(200)}</svg>`,
  );
  writeFileSync(join(dist, '.env'), 'SECRET=1');
  writeFileSync(join(dist, 'sw.js'), script);
  execFileSync(process.execPath, [PRECOMPRESS, dist]);
  spa = await createTestApp({ WEB_DIST: dist });
  const server = spa.app.getHttpServer() as Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await spa?.close();
});

describe('static delivery of the SPA', () => {
  it('writes brotli and gzip variants next to each compressible file at build time', () => {
    for (const file of ['index.html', 'assets/index-Ab12Cd34.js', 'favicon.svg']) {
      expect(existsSync(join(dist, `${file}.br`))).toBe(true);
      expect(existsSync(join(dist, `${file}.gz`))).toBe(true);
    }
  });

  it('sends brotli when accepted, else gzip, else the original; always with Vary', async () => {
    const path = '/assets/index-Ab12Cd34.js';
    const br = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gz = await get(path, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const refused = await get(path, { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');

    const plain = await get(path, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.body.toString()).toBe(script);
  });

  it('caches hashed assets for a year as immutable and revalidates index.html', async () => {
    const asset = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    for (const path of ['/', '/index.html', '/quotes/new', '/login']) {
      const page = await get(path, { 'accept-encoding': 'gzip, br' });
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(page.body).toString()).toBe(html);
    }
    const favicon = await get('/favicon.svg', {});
    expect(favicon.headers['cache-control']).not.toContain('immutable');
    expect(favicon.headers['content-type']).toBe('image/svg+xml');
    // An unhashed script (a service worker) is revalidated so a deploy reaches every tab.
    const worker = await get('/sw.js', { 'accept-encoding': 'br' });
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(worker.body).toString()).toBe(script);
  });

  it('answers a repeated request with the same validator by 304', async () => {
    const first = await get('/login', { 'accept-encoding': 'br' });
    expect(first.headers.etag).toBeTruthy();
    const again = await get('/login', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const otherEncoding = await get('/login', {
      'accept-encoding': 'gzip',
      'if-none-match': String(first.headers.etag),
    });
    expect(otherEncoding.status).toBe(200);
  });

  it('answers HEAD with the headers and no body', async () => {
    const head = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });

  it('never serves source maps, dotfiles, raw variants or files outside the build', async () => {
    const map = await get('/assets/index-Ab12Cd34.js.map');
    expect(map.status).toBe(404);
    expect(map.body.toString()).not.toContain('secret');
    expect((await get('/assets/missing-123.js')).status).toBe(404);
    const dotfile = await get('/.env');
    expect(dotfile.body.toString()).not.toContain('SECRET');
    const variant = await get('/assets/index-Ab12Cd34.js.br');
    expect(variant.status).toBe(404);
    const traversal = await get('/..%2f..%2fetc%2fpasswd');
    expect(traversal.body.toString()).not.toContain('root:');
  });

  it('leaves /api to the API', async () => {
    const api = await get('/api/nope', { 'accept-encoding': 'br' });
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body.toString()).error.code).toBe('NOT_FOUND');
  });
});
