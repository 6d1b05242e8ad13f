/** Creates a fresh database offerteflow_test_<random> on TEST_DATABASE_URL; tests read OFL_TEST_DATABASE_URL. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, scratchDatabaseName } from '../src/infra/db/admin';

export const SERVER_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export default async function globalSetup(): Promise<void> {
  const name = scratchDatabaseName('offerteflow_test');
  process.env.OFL_TEST_DATABASE_NAME = name;
  process.env.OFL_TEST_DATABASE_URL = await createDatabase(SERVER_URL, name);
  // Responses recorded by the test apps, checked against the OpenAPI document by openapi-contract.spec.ts.
  process.env.OFL_OPENAPI_TRAFFIC_DIR = mkdtempSync(join(tmpdir(), 'ofl-openapi-traffic-'));
}
