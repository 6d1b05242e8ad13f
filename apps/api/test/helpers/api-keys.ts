/** API keys through the public API, as the settings screen creates them. */
import type { ApiKeyCreated, AuthData } from '@offerteflow/contracts';
import type supertest from 'supertest';
import { bearer } from './accounts';

export async function createApiKey(
  http: supertest.Agent,
  who: AuthData,
  name = 'Boekhouding',
): Promise<ApiKeyCreated> {
  const res = await http.post('/api/api-keys').set(bearer(who.accessToken)).send({ name });
  if (res.status !== 201) throw new Error(`create API key failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as ApiKeyCreated;
}
