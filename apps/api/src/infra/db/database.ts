/** Owns the DataSource (and the embedded PostgreSQL when used): opens, migrates on boot, closes on shutdown. */
import type { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import type { AppConfig } from '../../config';
import { createDataSource } from './data-source';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from './embedded-postgres';

/** Arbitrary constant: serialises migrations when several API/worker processes boot at once. */
const MIGRATION_LOCK_ID = 720_451_337;

async function runMigrationsLocked(dataSource: DataSource): Promise<void> {
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await lock.release();
  }
}

export class Database {
  private constructor(
    readonly dataSource: DataSource,
    private readonly embedded: EmbeddedPostgresHandle | undefined,
    private readonly logger: Logger,
  ) {}

  static async open(config: AppConfig, logger: Logger): Promise<Database> {
    const embedded = config.databaseUrl
      ? undefined
      : await startEmbeddedPostgres(config.dataDir, config.embeddedPgPort, logger);
    const url = config.databaseUrl ?? embedded!.url;
    const dataSource = createDataSource(url);
    try {
      await dataSource.initialize();
      await runMigrationsLocked(dataSource);
    } catch (err) {
      if (dataSource.isInitialized) await dataSource.destroy().catch(() => undefined);
      await embedded?.stop().catch(() => undefined);
      throw err;
    }
    logger.info({ mode: config.mode }, 'database ready, migrations applied');
    return new Database(dataSource, embedded, logger);
  }

  async ping(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }

  async close(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
    if (this.embedded) {
      await this.embedded.stop();
      this.logger.info('embedded PostgreSQL stopped');
    }
  }
}
