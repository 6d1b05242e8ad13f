/** DataSource options shared by the app, migration generation and the drift check. Never synchronize. */
import { DataSource, type DataSourceOptions } from 'typeorm';
import { ENTITIES } from '../../database/entities';
import { MIGRATIONS } from '../../database/migrations';

export function dataSourceOptions(
  url: string,
  overrides: Partial<DataSourceOptions> = {},
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    synchronize: false,
    // gen_random_uuid() is built into PostgreSQL 13+; no extension needed.
    uuidExtension: 'pgcrypto',
    logging: false,
    extra: { max: 10, application_name: 'offerteflow' },
    ...overrides,
  } as DataSourceOptions;
}

export function createDataSource(url: string, overrides: Partial<DataSourceOptions> = {}): DataSource {
  return new DataSource(dataSourceOptions(url, overrides));
}
