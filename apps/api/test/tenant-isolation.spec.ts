import { authedClient, bearer, registerCompany } from './helpers/accounts';
import { createApiKey } from './helpers/api-keys';
import { useTestApp } from './helpers/app';
import { createQuote } from './helpers/quotes';
import { expectTenantIsolation } from './helpers/tenant-isolation';

const t = useTestApp();
const asUser = authedClient(t);

describe('tenant isolation: users', () => {
  it('shows a user of the own company', async () => {
    const a = await registerCompany(t.http());
    const res = await asUser(a).get(`/api/users/${a.user.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(a.user);
  });

  it("never shows another company's user", async () => {
    const a = await registerCompany(t.http());
    const b = await registerCompany(t.http());
    await expectTenantIsolation(t, {
      caller: a,
      owner: b,
      resourceId: b.user.id,
      requests: [{ method: 'GET', path: (id) => `/api/users/${id}` }],
    });
  });

  it('answers 404 for a malformed id', async () => {
    const a = await registerCompany(t.http());
    const res = await asUser(a).get('/api/users/niet-een-uuid');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });
});

describe('tenant isolation: API keys', () => {
  it("a key never reads or changes another company's quotes, customers, products or templates", async () => {
    const a = await registerCompany(t.http());
    const b = await registerCompany(t.http());
    const keyA = (await createApiKey(t.http(), a)).key;
    const keyB = (await createApiKey(t.http(), b)).key;
    const quote = await createQuote(t.http(), b, { customer: { name: 'Geheime Klant BV' } });
    await expectTenantIsolation(t, {
      caller: a,
      owner: b,
      callerApiKey: keyA,
      ownerApiKey: keyB,
      resourceId: quote.id,
      secrets: ['Geheime Klant BV', quote.quoteNumber],
      requests: [
        { method: 'GET', path: (id) => `/api/quotes/${id}` },
        { method: 'GET', path: (id) => `/api/quotes/${id}/history` },
        { method: 'GET', path: (id) => `/api/quotes/${id}/pdf` },
        { method: 'PATCH', path: (id) => `/api/quotes/${id}/status`, body: { status: 'sent' } },
        { method: 'POST', path: (id) => `/api/quotes/${id}/duplicate` },
        { method: 'DELETE', path: (id) => `/api/quotes/${id}` },
      ],
    });
    await expectTenantIsolation(t, {
      caller: a,
      owner: b,
      callerApiKey: keyA,
      ownerApiKey: keyB,
      resourceId: quote.customer.id!,
      secrets: ['Geheime Klant BV'],
      requests: [
        { method: 'GET', path: (id) => `/api/customers/${id}` },
        { method: 'PUT', path: (id) => `/api/customers/${id}`, body: { name: 'Overgenomen' } },
        { method: 'DELETE', path: (id) => `/api/customers/${id}` },
      ],
    });
    const product = await t
      .http()
      .post('/api/catalog/products')
      .set(bearer(keyB))
      .send({ name: 'Geheim product', unitPrice: 12.5, unit: 'stuk' });
    expect(product.status).toBe(201);
    await expectTenantIsolation(t, {
      caller: a,
      owner: b,
      callerApiKey: keyA,
      resourceId: product.body.data.id,
      secrets: ['Geheim product'],
      requests: [
        {
          method: 'PUT',
          path: (id) => `/api/catalog/products/${id}`,
          body: { name: 'x', unitPrice: 1, unit: 'stuk' },
        },
        { method: 'DELETE', path: (id) => `/api/catalog/products/${id}` },
      ],
    });
    const template = await t
      .http()
      .post('/api/templates')
      .set(bearer(keyB))
      .send({ name: 'Geheim sjabloon' });
    expect(template.status).toBe(201);
    await expectTenantIsolation(t, {
      caller: a,
      owner: b,
      callerApiKey: keyA,
      ownerApiKey: keyB,
      resourceId: template.body.data.id,
      secrets: ['Geheim sjabloon'],
      requests: [
        { method: 'GET', path: (id) => `/api/templates/${id}` },
        { method: 'PUT', path: (id) => `/api/templates/${id}`, body: { name: 'Overgenomen' } },
        { method: 'POST', path: (id) => `/api/templates/${id}/duplicate` },
        { method: 'DELETE', path: (id) => `/api/templates/${id}` },
      ],
    });
    // B's lists seen with A's key stay A's own (empty).
    for (const path of ['/api/quotes', '/api/customers', '/api/catalog/products', '/api/templates']) {
      const res = await t.http().get(path).set(bearer(keyA));
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect(res.text).not.toContain('Geheim');
    }
  });
});
