/**
 * Creates one fresh database per jest worker, offerteflow_test_<random>_w<n>, on TEST_DATABASE_URL;
 * tests read theirs through helpers/test-database.ts. Responses are recorded for the OpenAPI contract
 * check in OFL_OPENAPI_TRAFFIC_DIR, made here unless the caller (scripts/run-tests.mjs, which runs the
 * contract check after the parallel run) passes its own.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, scratchDatabaseName } from '../src/infra/db/admin';
import { workerDatabaseName } from './helpers/test-database';

export const SERVER_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  const run = scratchDatabaseName('offerteflow_test');
  const workers = Math.max(1, globalConfig.maxWorkers);
  const names = Array.from({ length: workers }, (_, i) => workerDatabaseName(run, i + 1));
  const urls: string[] = [];
  for (const name of names) urls.push(await createDatabase(SERVER_URL, name));
  process.env.OFL_TEST_DATABASE_NAMES = JSON.stringify(names);
  process.env.OFL_TEST_DATABASE_URLS = JSON.stringify(urls);
  if (!process.env.OFL_OPENAPI_TRAFFIC_DIR) {
    process.env.OFL_OPENAPI_TRAFFIC_DIR = mkdtempSync(join(tmpdir(), 'ofl-openapi-traffic-'));
    process.env.OFL_OPENAPI_TRAFFIC_OWNED = '1';
  }
}
