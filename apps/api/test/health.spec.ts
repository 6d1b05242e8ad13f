/** /api/health tells the truth: Chromium re-checked, Redis and database failures answer 503. */
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { REDIS_URL, createTestApp } from './helpers/app';

// App boots and a Redis reconnect: give a busy machine room (one run at load 12 took over 60 s).
jest.setTimeout(240_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A TCP proxy to the real Redis that the test can cut and restore (an outage without stopping Redis).
 * It keeps its port while cut and drops every connection instead, so restoring it cannot fail on a port
 * that another process took in the meantime.
 */
async function redisProxy() {
  const target = new URL(REDIS_URL);
  const sockets = new Set<Socket>();
  let cut = false;
  const server: Server = createServer((client) => {
    client.on('error', () => undefined);
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = createConnection(Number(target.port || 6379), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: () => `redis://127.0.0.1:${port}`,
    /** Cuts Redis off: open connections are dropped and new ones closed at once. */
    cut: () => {
      cut = true;
      for (const s of sockets) s.destroy();
    },
    restore: () => {
      cut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('GET /api/health', () => {
  it('re-checks Chromium instead of keeping the first failure', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ofl-chromium-'));
    const fake = join(dir, 'chromium');
    const t = await createTestApp({ CHROMIUM_PATH: fake });
    try {
      const before = await t.http().get('/api/health');
      expect(before.body.data.checks.chromium).toMatchObject({
        status: 'down',
        detail: 'Chromium niet gevonden',
      });
      writeFileSync(fake, '#!/bin/sh\necho "Chromium 131.0.0.0"\n');
      chmodSync(fake, 0o755);
      await sleep(2_500);
      const after = await t.http().get('/api/health');
      expect(after.body.data.checks.chromium).toMatchObject({ status: 'up', detail: 'Chromium 131.0.0.0' });
    } finally {
      await t.close();
    }
  });

  it('answers 503 while Redis is unreachable and 200 again after it returns', async () => {
    const proxy = await redisProxy();
    const t = await createTestApp({
      REDIS_URL: proxy.url(),
      QUEUE_PREFIX: `ofltest-${randomBytes(4).toString('hex')}`,
    });
    try {
      const up = await t.http().get('/api/health');
      expect(up.status).toBe(200);
      expect(up.body.data.checks.queue.status).toBe('up');

      proxy.cut();
      const down = await t.http().get('/api/health');
      expect(down.status).toBe(503);
      expect(down.body.data.checks.queue).toMatchObject({
        status: 'down',
        detail: 'Redis is niet bereikbaar',
      });

      proxy.restore();
      let status = 0;
      for (let i = 0; i < 240 && status !== 200; i++) {
        await sleep(250);
        status = (await t.http().get('/api/health')).status;
      }
      expect(status).toBe(200);
    } finally {
      await t.close().catch(() => undefined);
      await proxy.close();
    }
  });
});
