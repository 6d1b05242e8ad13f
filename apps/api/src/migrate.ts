/**
 * Migrate-only entry point (`node dist/migrate.js`): runs the pending migrations under the same
 * advisory lock the API takes at boot, then exits. Used by the Kubernetes migration Job so a rollout
 * starts only after the schema is up to date.
 */
import 'reflect-metadata';
import { loadConfig } from './config';
import { createLogger } from './common/logger';
import { Database } from './infra/db/database';

async function migrate(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error('DATABASE_URL is not set: nothing to migrate');
  const db = await Database.open(config, createLogger(config));
  await db.close();
}

migrate().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
