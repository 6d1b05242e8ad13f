import { rmSync } from 'node:fs';
import { dropDatabase } from '../src/infra/db/admin';
import { SERVER_URL } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  const names = JSON.parse(process.env.OFL_TEST_DATABASE_NAMES ?? '[]') as string[];
  for (const name of names) await dropDatabase(SERVER_URL, name);
  const traffic = process.env.OFL_OPENAPI_TRAFFIC_DIR;
  if (traffic && process.env.OFL_OPENAPI_TRAFFIC_OWNED) rmSync(traffic, { recursive: true, force: true });
}
