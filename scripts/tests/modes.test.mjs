// The run modes of ARCHITECTURE.md, through the built server: embedded (no configuration at all)
// and configured (DATABASE_URL + REDIS_URL). GET /api/health must be green in both.
import assert from 'node:assert/strict';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { bootFailure, createDatabase, freePort, json, startServer } from './helpers.mjs';

const account = {
  companyName: 'Smoke Installatiebedrijf',
  email: `smoke-${Date.now()}@voorbeeld.nl`,
  password: 'Geheim123',
  subscriptionType: 'monthly',
};

describe('embedded mode (no configuration)', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'offerteflow-embedded-'));
  // As root, embedded PostgreSQL runs as the `postgres` user, which must be able to enter the folder.
  chmodSync(dataDir, 0o755);
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'boots embedded PostgreSQL, is healthy, and keeps data across a restart',
    { timeout: 180_000 },
    async () => {
      const env = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) };
      let server = await startServer(env);
      try {
        const health = await json(await fetch(`${server.baseUrl}/api/health`));
        assert.equal(health.data.mode, 'embedded');
        assert.equal(health.data.checks.database.status, 'up');
        assert.equal(health.data.checks.queue.driver, 'in-process');
        assert.equal(health.data.checks.queue.status, 'up');
        const reg = await fetch(`${server.baseUrl}/api/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(account),
        });
        assert.equal(reg.status, 201, JSON.stringify(await reg.clone().json()));
      } finally {
        assert.equal(await server.stop(), 0, 'graceful shutdown exits 0');
      }

      server = await startServer(env);
      try {
        const login = await fetch(`${server.baseUrl}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: account.email, password: account.password }),
        });
        assert.equal(login.status, 200);
        const body = await json(login);
        assert.equal(body.data.company.name, account.companyName);
      } finally {
        await server.stop();
      }
    },
  );
});

describe('configured mode (DATABASE_URL + REDIS_URL)', () => {
  it('is healthy with BullMQ on Redis', { timeout: 120_000 }, async () => {
    const db = await createDatabase();
    const server = await startServer({
      DATABASE_URL: db.url,
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: `offerteflow-smoke-${process.pid}`,
      JWT_SECRET: 'smoke-test-secret-that-is-long-enough-0123456789',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'offerteflow-configured-')),
    });
    try {
      const res = await fetch(`${server.baseUrl}/api/health`);
      const health = await json(res);
      assert.equal(res.status, 200);
      assert.equal(health.data.mode, 'configured');
      assert.equal(health.data.checks.database.status, 'up');
      assert.deepEqual(
        { driver: health.data.checks.queue.driver, status: health.data.checks.queue.status },
        { driver: 'bullmq', status: 'up' },
      );
    } finally {
      await server.stop();
      await db.drop();
    }
  });

  it(
    'refuses to boot in production with a weak JWT_SECRET, naming the variable',
    { timeout: 180_000 },
    async () => {
      const { code, output } = await bootFailure({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
        JWT_SECRET: 'short',
      });
      assert.notEqual(code, 0);
      assert.match(output, /JWT_SECRET/);
      assert.doesNotMatch(output, /\n\s+at .+\(.+:\d+:\d+\)/, 'no stack trace');
    },
  );
});
