import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSON_BODY_LIMIT_BYTES, SERVER_MESSAGES, healthSchema } from '@offerteflow/contracts';
import pino from 'pino';
import supertest from 'supertest';
import { createHttpApp } from '../src/http';
import { bearer, registerCompany } from './helpers/accounts';
import { createTestApp, testConfig, useTestApp } from './helpers/app';
import { logLines } from './helpers/log-lines';

const t = useTestApp();

describe('HTTP conventions', () => {
  it('answers malformed JSON with 400', async () => {
    const res = await t
      .http()
      .post('/api/auth/login')
      .set('content-type', 'application/json')
      .send('{"email":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'BAD_REQUEST', message: SERVER_MESSAGES.malformedJson } });
  });

  it('answers a JSON body over 1 MB with 413', async () => {
    const big = JSON.stringify({ email: 'a@b.nl', password: 'x'.repeat(JSON_BODY_LIMIT_BYTES) });
    const res = await t.http().post('/api/auth/login').set('content-type', 'application/json').send(big);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: SERVER_MESSAGES.payloadTooLarge },
    });
  });

  it('answers an unknown /api route with the 404 envelope', async () => {
    const res = await t.http().get('/api/bestaat-niet');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: SERVER_MESSAGES.routeNotFound } });
  });

  it('echoes x-request-id or makes one', async () => {
    const res = await t.http().get('/api/health').set('x-request-id', 'test-req-123');
    expect(res.headers['x-request-id']).toBe('test-req-123');
    const fresh = await t.http().get('/api/health');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sets security headers and CORS for APP_URL only', async () => {
    const ok = await t.http().get('/api/health').set('Origin', 'http://localhost:3000');
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
    const evil = await t.http().get('/api/health').set('Origin', 'https://evil.example');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('reports health green in configured mode', async () => {
    const res = await t.http().get('/api/health');
    expect(res.status).toBe(200);
    const health = healthSchema.parse(res.body.data);
    expect(health.mode).toBe('configured');
    expect(health.checks.database.status).toBe('up');
    expect(health.checks.queue).toMatchObject({ status: 'up', driver: 'in-process' });
    expect(health.checks.chromium.status).toBe('up');
    expect(health.status).toBe('ok');
  });
});

describe('request log', () => {
  it('writes one line per request with its id, method, url, status and time, never the token', async () => {
    const { lines, sink } = logLines();
    const app = await createHttpApp(testConfig(), pino({ level: 'info' }, sink));
    await app.init();
    try {
      const http = supertest.agent(app.getHttpServer() as Server);
      const who = await registerCompany(http);
      const list = await http
        .get('/api/quotes?page=1&pageSize=5')
        .set(bearer(who.accessToken))
        .set('x-request-id', 'log-lijst-1');
      expect(list.status).toBe(200);
      const bad = await http
        .post('/api/auth/login')
        .set('x-request-id', 'log-kapot-1')
        .set('content-type', 'application/json')
        .send('{"email":');
      expect(bad.status).toBe(400);
      await new Promise((resolve) => setImmediate(resolve));
      const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
      const lineOf = (id: string) => entries.filter((e) => (e.req as { id?: string } | undefined)?.id === id);
      const [ok] = lineOf('log-lijst-1');
      expect(lineOf('log-lijst-1')).toHaveLength(1);
      expect(ok).toMatchObject({
        level: 30,
        msg: 'request completed',
        req: { id: 'log-lijst-1', method: 'GET', url: '/api/quotes?page=1&pageSize=5' },
        res: { statusCode: 200 },
      });
      expect(Object.keys(ok!.req as object).sort()).toEqual(['id', 'method', 'url']);
      expect(typeof ok!.responseTime).toBe('number');
      expect(lineOf('log-kapot-1')).toEqual([
        expect.objectContaining({ level: 40, msg: 'request completed', res: { statusCode: 400 } }),
      ]);
      expect(lines.join('')).not.toContain(who.accessToken);
    } finally {
      await app.close();
    }
  });
});

describe('single-process SPA serving', () => {
  it('serves WEB_DIST files and index.html for other non-/api GETs', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'ofl-web-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Offerteflow</title>');
    writeFileSync(join(dist, 'app.js'), 'console.log(1)');
    const spa = await createTestApp({ WEB_DIST: dist });
    try {
      const page = await spa.http().get('/quotes/new');
      expect(page.status).toBe(200);
      expect(page.text).toContain('<title>Offerteflow</title>');
      expect((await spa.http().get('/app.js')).text).toBe('console.log(1)');
      const api = await spa.http().get('/api/nope');
      expect(api.status).toBe(404);
      expect(api.body.error.code).toBe('NOT_FOUND');
    } finally {
      await spa.close();
    }
  });
});
