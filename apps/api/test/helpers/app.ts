/**
 * Boots the real Nest application against its jest worker's test database. Environment is explicit: nothing
 * leaks in from the shell (no REDIS_URL unless a test passes one).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import supertest from 'supertest';
import type { Server } from 'node:http';
import { loadConfig, type ResolvedConfig } from '../../src/config';
import { createLogger } from '../../src/common/logger';
import { createHttpApp } from '../../src/http';
import { createWorker } from '../../src/worker';
import { recordTraffic } from './contract-traffic';
import { startedPerBlock } from './per-block';
import { jestWorker, testDatabaseUrl } from './test-database';

export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-characters-long';
export const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

export function testConfig(env: Record<string, string | undefined> = {}): ResolvedConfig {
  const url = testDatabaseUrl();
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: url,
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'ofl-test-')),
    WEB_DIST: join(tmpdir(), 'ofl-no-web-dist'),
    // Suites register many companies from 127.0.0.1; the register throttle has its own test.
    REGISTER_THROTTLE_LIMIT: '1000000',
    // The reminder sweep touches every company's quotes; its own suite runs it explicitly.
    REMINDER_INTERVAL_MINUTES: '0',
    ...env,
    // Parallel jest workers share one Redis: queues and rate limits of a worker stay under its prefix.
    ...(env.REDIS_URL && !env.QUEUE_PREFIX
      ? { QUEUE_PREFIX: `ofltest-w${jestWorker()}-${randomBytes(3).toString('hex')}` }
      : {}),
  });
}

export interface TestApp {
  app: NestExpressApplication;
  config: ResolvedConfig;
  http: () => supertest.Agent;
  close: () => Promise<void>;
}

export async function createTestApp(env: Record<string, string | undefined> = {}): Promise<TestApp> {
  const config = testConfig(env);
  const app = await createHttpApp(config, createLogger(config));
  // Before init, so it runs ahead of the routes: every answer is checked against the OpenAPI document.
  const suite = typeof expect === 'undefined' ? undefined : expect.getState().testPath;
  app.use(recordTraffic(basename(suite ?? 'unknown')));
  await app.init();
  const server = app.getHttpServer() as Server;
  return { app, config, http: () => supertest.agent(server), close: () => app.close() };
}

export async function createTestWorker(
  env: Record<string, string | undefined> = {},
): Promise<INestApplicationContext> {
  const config = testConfig({ ROLE: 'worker', ...env });
  return createWorker(config, createLogger(config));
}

/**
 * Listens on one real port for concurrent requests (supertest otherwise listens per request, which
 * breaks under parallel requests) and returns a client factory for it.
 */
export async function listening(t: TestApp): Promise<() => supertest.Agent> {
  if (!(t.app.getHttpServer() as Server).listening) await t.app.listen(0, '127.0.0.1');
  const { port } = (t.app.getHttpServer() as Server).address() as { port: number };
  return () => supertest.agent(`http://127.0.0.1:${port}`);
}

/**
 * A test app that listens on a free port, so supertest can send many requests in parallel (it would
 * otherwise listen once per request).
 */
export async function createListeningTestApp(env: Record<string, string | undefined> = {}): Promise<TestApp> {
  const t = await createTestApp(env);
  await t.app.listen(0, '127.0.0.1');
  return t;
}

/** Runs `use` against an app started with `env` for this one test, and closes the app afterwards. */
export async function withTestApp<T>(
  env: Record<string, string | undefined>,
  use: (t: TestApp) => Promise<T>,
): Promise<T> {
  const t = await createTestApp(env);
  try {
    return await use(t);
  } finally {
    await t.close();
  }
}

/**
 * Runs `use` against two replicas of the app that share one Redis (under a fresh queue prefix), as in a
 * deployment with several API instances, and closes both afterwards.
 */
export async function withRedisReplicas<T>(
  env: Record<string, string | undefined>,
  use: (r1: TestApp, r2: TestApp) => Promise<T>,
): Promise<T> {
  const shared = { ...env, REDIS_URL, QUEUE_PREFIX: `ofltest-${randomBytes(4).toString('hex')}` };
  const r1 = await createTestApp(shared);
  try {
    return await withTestApp(shared, (r2) => use(r1, r2));
  } finally {
    await r1.close();
  }
}

/**
 * Starts one test app for the whole file (beforeAll) and closes it (afterAll). The returned handle
 * reads the app started for this file, so a spec writes `const t = useTestApp()` once at the top.
 */
export function useTestApp(
  options: { listen?: boolean; env?: Record<string, string | undefined> } = {},
): TestApp {
  const started = startedPerBlock(
    'useTestApp',
    () => (options.listen ? createListeningTestApp(options.env) : createTestApp(options.env)),
    (t) => t.close(),
  );
  return {
    get app() {
      return started().app;
    },
    get config() {
      return started().config;
    },
    http: () => started().http(),
    close: () => started().close(),
  };
}
