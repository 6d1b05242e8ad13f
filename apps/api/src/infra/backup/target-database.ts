/**
 * The database a backup or restore command works on, found the way the app finds it: DATABASE_URL
 * when set (configured mode); otherwise the embedded PostgreSQL of DATA_DIR. A backup uses the
 * running app's embedded server when there is one (the app keeps serving) and starts it for the
 * duration otherwise; a restore starts it itself and refuses while the app runs.
 */
import type { Logger } from 'pino';
import type { AppConfig } from '../../config';
import { runningEmbeddedPostgres, startEmbeddedPostgres } from '../db/embedded-postgres';
import { refuse } from './refusal';

export async function withTargetDatabase<T>(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'embeddedPgPort'>,
  purpose: 'backup' | 'restore',
  logger: Logger,
  work: (url: string) => Promise<T>,
): Promise<T> {
  if (config.databaseUrl) return work(config.databaseUrl);
  const running = runningEmbeddedPostgres(config.dataDir);
  if (running && purpose === 'restore') throw refuse('appRunning', String(running.pid));
  if (running) return work(running.url);
  const embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPgPort, logger);
  try {
    return await work(embedded.url);
  } finally {
    await embedded.stop();
  }
}
