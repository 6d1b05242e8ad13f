/** Registers companies through the public API (what a real client does). */
import { randomBytes } from 'node:crypto';
import type { AuthData } from '@offerteflow/contracts';
import type supertest from 'supertest';

export const PASSWORD = 'Geheim123';

export const uniqueEmail = (prefix = 'user') => `${prefix}.${randomBytes(5).toString('hex')}@voorbeeld.nl`;

export async function registerCompany(
  http: supertest.Agent,
  overrides: Partial<{ companyName: string; email: string; password: string; subscriptionType: string }> = {},
): Promise<AuthData & { password: string }> {
  const body = {
    companyName: `Bedrijf ${randomBytes(3).toString('hex')}`,
    email: uniqueEmail(),
    password: PASSWORD,
    subscriptionType: 'monthly',
    ...overrides,
  };
  const res = await http.post('/api/auth/register').send(body);
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...(res.body.data as AuthData), password: body.password };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
