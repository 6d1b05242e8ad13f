import { dropDatabase } from '../src/infra/db/admin';
import { SERVER_URL } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  const name = process.env.OFL_TEST_DATABASE_NAME;
  if (name) await dropDatabase(SERVER_URL, name);
}
