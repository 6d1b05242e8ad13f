/** Creates a fresh database offerteflow_test_<random> on TEST_DATABASE_URL; tests read OFL_TEST_DATABASE_URL. */
import { createDatabase, scratchDatabaseName } from '../src/infra/db/admin';

export const SERVER_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export default async function globalSetup(): Promise<void> {
  const name = scratchDatabaseName('offerteflow_test');
  process.env.OFL_TEST_DATABASE_NAME = name;
  process.env.OFL_TEST_DATABASE_URL = await createDatabase(SERVER_URL, name);
}
