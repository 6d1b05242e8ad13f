#!/usr/bin/env node
// Runs the Playwright specs against the built app: creates a fresh PostgreSQL database, starts
// `apps/api/dist/main.js` (which serves the built SPA) on its own port, waits for /api/health,
// runs `playwright test`, then stops the server and drops the database.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `offerteflow_e2e_${randomBytes(4).toString('hex')}`;
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const jwtSecret = randomBytes(32).toString('hex');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'offerteflow-e2e-'));

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function waitForHealth(server, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy in time');
}

const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${dbName}`;
await admin(`CREATE DATABASE ${dbName}`);
// Mail goes over SMTP to the e2e test server (its own process: spawnSync below blocks this one's
// event loop), which stores each message in DATA_DIR/outbox.
const smtpServer = spawn(
  process.execPath,
  [path.join(here, 'support/smtp-server.mjs'), path.join(dataDir, 'outbox')],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const smtpPort = await new Promise((resolve, reject) => {
  smtpServer.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
  smtpServer.once('exit', (code) => reject(new Error(`smtp server exited with ${code}`)));
});
const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL: '',
    DATA_DIR: dataDir,
    JWT_SECRET: jwtSecret,
    APP_URL: baseURL,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    WEB_DIST: path.join(root, 'apps/web/dist'),
    // Every e2e account registers from 127.0.0.1.
    REGISTER_THROTTLE_LIMIT: '1000000',
    // The webhook spec's receiver listens on 127.0.0.1 (refused by default in production).
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  },
});

let status = 1;
try {
  await waitForHealth(server);
  const run = spawnSync('pnpm', ['exec', 'playwright', 'test', ...process.argv.slice(2)], {
    cwd: here,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_BASE_URL: baseURL,
      E2E_JWT_SECRET: jwtSecret,
      E2E_DATABASE_URL: dbUrl.toString(),
      E2E_DATA_DIR: dataDir,
    },
  });
  status = run.status ?? 1;
} catch (error) {
  console.error(`e2e: ${error.message}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => {
    if (server.exitCode !== null) return resolve();
    const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.on('exit', () => (clearTimeout(timer), resolve()));
  });
  await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((e) =>
    console.error(`e2e: drop failed: ${e.message}`),
  );
  smtpServer.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
