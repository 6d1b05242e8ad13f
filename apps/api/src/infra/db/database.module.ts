import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import { APP_CONFIG, type ResolvedConfig } from '../../config';
import { LOGGER } from '../../common/logger';
import { Database } from './database';

class DatabaseLifecycle implements OnApplicationShutdown {
  constructor(@Inject(Database) private readonly db: Database) {}
  async onApplicationShutdown(): Promise<void> {
    await this.db.close();
  }
}

/** Provides Database (health, lifecycle) and DataSource (repositories only). */
@Global()
@Module({
  providers: [
    {
      provide: Database,
      inject: [APP_CONFIG, LOGGER],
      useFactory: (config: ResolvedConfig, logger: Logger) => Database.open(config, logger),
    },
    { provide: DataSource, inject: [Database], useFactory: (db: Database) => db.dataSource },
    DatabaseLifecycle,
  ],
  exports: [Database, DataSource],
})
export class DatabaseModule {}
