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

type Body = string | object;
type HttpSource = { http: () => supertest.Agent };

/**
 * A client for one account: every request carries its bearer token, and `post`/`put`/`patch` send the
 * body when one is given. Built once per spec (`const asUser = authedClient(t)`), used as
 * `asUser(a).post('/api/quotes', {...})`; the result is the supertest request, so `.attach()`,
 * `.field()` and `.set()` still chain. A spec that starts its app in its own `beforeAll` passes a getter
 * (`authedClient(() => t)`).
 */
export function authedClient(app: HttpSource | (() => HttpSource)) {
  const http = () => (typeof app === 'function' ? app() : app).http();
  return (who: { accessToken: string }) => {
    const auth = bearer(who.accessToken);
    const withBody = (req: supertest.Test, body?: Body) => (body === undefined ? req : req.send(body));
    return {
      get: (url: string) => http().get(url).set(auth),
      delete: (url: string) => http().delete(url).set(auth),
      post: (url: string, body?: Body) => withBody(http().post(url).set(auth), body),
      put: (url: string, body?: Body) => withBody(http().put(url).set(auth), body),
      patch: (url: string, body?: Body) => withBody(http().patch(url).set(auth), body),
    };
  };
}
