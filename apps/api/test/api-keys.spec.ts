/**
 * API keys: created (shown once, stored hashed), listed with last use, revoked; accepted only on the
 * quote, customer, catalogue and template routes; throttled per key; a lookup outage answers 503.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_MESSAGES,
  SERVER_MESSAGES,
  apiKeyCreatedResponseSchema,
  apiKeyListResponseSchema,
} from '@offerteflow/contracts';
import { DataSource } from 'typeorm';
import { authedClient, bearer, registerCompany } from './helpers/accounts';
import { createApiKey } from './helpers/api-keys';
import { createTestApp, useTestApp, withRedisReplicas } from './helpers/app';
import { startPrivatePostgres } from './helpers/private-postgres';
import { pollUntil } from './helpers/poll';
import { createQuote } from './helpers/quotes';

jest.setTimeout(60_000);

describe('API keys', () => {
  const t = useTestApp();
  const asUser = authedClient(t);

  it('shows the key once, stores only its SHA-256 hash and lists it without the key', async () => {
    const a = await registerCompany(t.http());
    const res = await asUser(a).post('/api/api-keys', { name: ' CRM ' });
    expect(res.status).toBe(201);
    const created = apiKeyCreatedResponseSchema.parse(res.body).data;
    expect(created.key).toMatch(/^ofl_[0-9a-f]{40}$/);
    expect(created.name).toBe('CRM');
    expect(created.prefix).toBe(created.key.slice(0, 12));
    expect(created.lastUsedAt).toBeNull();
    expect(created.revokedAt).toBeNull();

    const rows = await t.app
      .get(DataSource)
      .query('SELECT key_hash FROM api_keys WHERE id = $1', [created.id]);
    expect(rows[0].key_hash).toBe(createHash('sha256').update(created.key).digest('hex'));

    const list = await asUser(a).get('/api/api-keys');
    expect(list.status).toBe(200);
    const keys = apiKeyListResponseSchema.parse(list.body).data;
    expect(keys.map((k) => k.id)).toEqual([created.id]);
    expect(list.text).not.toContain(created.key);
    expect(list.text).not.toContain(rows[0].key_hash);
  });

  it('refuses a key without a name with a Dutch field message', async () => {
    const a = await registerCompany(t.http());
    const res = await asUser(a).post('/api/api-keys', { name: '  ' });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ name: [API_KEY_MESSAGES.nameRequired] });
  });

  it('acts for its company on quotes, customers, catalogue and templates and records no user', async () => {
    const a = await registerCompany(t.http());
    const { key } = await createApiKey(t.http(), a);
    for (const path of ['/api/quotes', '/api/customers', '/api/catalog/products', '/api/templates']) {
      const res = await t.http().get(path).set(bearer(key));
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
    }
    const created = await t
      .http()
      .post('/api/quotes')
      .set(bearer(key))
      .send({ customer: { name: 'Via API' }, items: [{ description: 'Werk', quantity: 1, unitPrice: 10 }] });
    expect(created.status).toBe(201);
    const history = await t.app
      .get(DataSource)
      .query('SELECT user_id, action FROM quote_history WHERE quote_id = $1', [created.body.data.id]);
    expect(history).toEqual([{ user_id: null, action: 'created' }]);
    // The user sees the quote the key created.
    const seen = await asUser(a).get(`/api/quotes/${created.body.data.id}`);
    expect(seen.status).toBe(200);
  });

  it('is refused with 403 and a Dutch message on account, session, key, webhook and settings routes', async () => {
    const a = await registerCompany(t.http());
    const { key } = await createApiKey(t.http(), a);
    const forbidden: [string, string][] = [
      ['get', '/api/api-keys'],
      ['post', '/api/api-keys'],
      ['get', '/api/webhooks'],
      ['get', '/api/auth/sessions'],
      ['delete', '/api/auth/sessions'],
      ['get', '/api/auth/verify'],
      ['post', '/api/auth/logout'],
      ['post', '/api/users/password'],
      ['delete', '/api/users/account'],
      ['get', '/api/users/settings'],
      ['get', `/api/users/${a.user.id}`],
      ['get', '/api/billing'],
      ['get', '/api/settings/company'],
      ['get', '/api/onboarding/status'],
    ];
    for (const [method, path] of forbidden) {
      const res = await (t.http() as unknown as Record<string, (p: string) => import('supertest').Test>)[
        method
      ]!(path)
        .set(bearer(key))
        .send({});
      expect({ method, path, status: res.status, body: res.body }).toEqual({
        method,
        path,
        status: 403,
        body: { error: { code: 'FORBIDDEN', message: API_KEY_MESSAGES.notAllowed } },
      });
    }
    // Nothing happened: the account still exists and the key still works where allowed.
    expect((await asUser(a).get('/api/users/settings')).status).toBe(200);
  });

  it('answers 401 with a Dutch message for an unknown, malformed or revoked key', async () => {
    const a = await registerCompany(t.http());
    const { key, id } = await createApiKey(t.http(), a);
    for (const bad of [`ofl_${randomBytes(20).toString('hex')}`, 'ofl_kort']) {
      const res = await t.http().get('/api/quotes').set(bearer(bad));
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: { code: 'UNAUTHORIZED', message: API_KEY_MESSAGES.invalid } });
    }
    expect((await t.http().get('/api/quotes').set(bearer(key))).status).toBe(200);
    const revoked = await asUser(a).delete(`/api/api-keys/${id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.revokedAt).not.toBeNull();
    const after = await t.http().get('/api/quotes').set(bearer(key));
    expect(after.status).toBe(401);
    expect(after.body.error.message).toBe(API_KEY_MESSAGES.invalid);
  });

  it('updates last used on every use', async () => {
    const a = await registerCompany(t.http());
    const created = await createApiKey(t.http(), a);
    const lastUsed = async () =>
      (await asUser(a).get('/api/api-keys')).body.data[0].lastUsedAt as string | null;
    expect(await lastUsed()).toBeNull();
    await t.http().get('/api/customers').set(bearer(created.key)).expect(200);
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await new Promise((r) => setTimeout(r, 20));
    await t.http().get('/api/customers').set(bearer(created.key)).expect(200);
    const second = await lastUsed();
    expect(new Date(second!).getTime()).toBeGreaterThan(new Date(first!).getTime());
  });

  it("cannot revoke another company's key (404) and a revoked key's company keeps its other keys", async () => {
    const a = await registerCompany(t.http());
    const b = await registerCompany(t.http());
    const keyA = await createApiKey(t.http(), a);
    const other = await createApiKey(t.http(), a, 'Tweede');
    const res = await asUser(b).delete(`/api/api-keys/${keyA.id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: SERVER_MESSAGES.notFound } });
    expect((await asUser(b).get('/api/api-keys')).body.data).toEqual([]);
    await asUser(a).delete(`/api/api-keys/${keyA.id}`).expect(200);
    await t.http().get('/api/quotes').set(bearer(other.key)).expect(200);
  });
});

describe('API key throttle', () => {
  it('answers 429 with a Dutch message above the per-key limit, other keys unaffected (memory)', async () => {
    const t = await createTestApp({ API_KEY_THROTTLE_LIMIT: '3' });
    try {
      const a = await registerCompany(t.http());
      const one = await createApiKey(t.http(), a);
      const two = await createApiKey(t.http(), a, 'Tweede');
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await t.http().get('/api/quotes').set(bearer(one.key))).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const blocked = await t.http().get('/api/quotes').set(bearer(one.key));
      expect(blocked.body).toEqual({
        error: { code: 'TOO_MANY_REQUESTS', message: API_KEY_MESSAGES.tooManyRequests },
      });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect((await t.http().get('/api/quotes').set(bearer(two.key))).status).toBe(200);
      // The user's own session is not throttled by the key.
      expect((await t.http().get('/api/quotes').set(bearer(a.accessToken))).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('shares the per-key counter between replicas through Redis', async () => {
    await withRedisReplicas({ API_KEY_THROTTLE_LIMIT: '2' }, async (r1, r2) => {
      const a = await registerCompany(r1.http());
      const { key } = await createApiKey(r1.http(), a);
      expect((await r1.http().get('/api/customers').set(bearer(key))).status).toBe(200);
      expect((await r2.http().get('/api/customers').set(bearer(key))).status).toBe(200);
      expect((await r1.http().get('/api/customers').set(bearer(key))).status).toBe(429);
      const blocked = await r2.http().get('/api/customers').set(bearer(key));
      expect(blocked.status).toBe(429);
      // The wait comes from the shared Redis counter's TTL.
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    });
  });
});

describe('API key lookup during a database outage', () => {
  it('answers 503 (retryable), never 401, and works again afterwards', async () => {
    const pg = await startPrivatePostgres();
    const t = await createTestApp({ DATABASE_URL: pg.url });
    try {
      const a = await registerCompany(t.http());
      const { key } = await createApiKey(t.http(), a);
      await createQuote(t.http(), a);
      await pg.stop();
      const res = await t.http().get('/api/quotes').set(bearer(key));
      expect(res.status).toBe(503);
      expect(res.body.error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryable: true });
      await pg.start();
      const status = await pollUntil(
        async () => (await t.http().get('/api/quotes').set(bearer(key))).status,
        (s) => s === 200,
        { timeoutMs: 10_000, intervalMs: 200, timeoutMessage: (s) => `still ${s} after the restart` },
      );
      expect(status).toBe(200);
    } finally {
      await t.close();
      await pg.destroy();
    }
  });
});
