/** What a company sees: only its own quotes, templates and extracted catalogue. */
import { authedClient, registerCompany } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { binary, pdfText } from './helpers/pdf';
import { seedCatalogue } from './helpers/catalogue';
import { createQuote, threeItems } from './helpers/quotes';
import { expectTenantIsolation } from './helpers/tenant-isolation';

const t = useTestApp({ listen: true });
const asUser = authedClient(t);

describe('tenant isolation', () => {
  it("never shows or changes another company's quote", async () => {
    const a = await registerCompany(t.http());
    const b = await registerCompany(t.http());
    const q = await createQuote(t.http(), b, {
      customer: { name: 'Geheime Klant BV', email: 'geheim@klant.nl' },
    });
    await expectTenantIsolation(t, {
      caller: a,
      owner: b,
      resourceId: q.id,
      secrets: ['Geheime Klant BV', 'geheim@klant.nl', q.quoteNumber],
      requests: [
        { method: 'GET', path: (id) => `/api/quotes/${id}` },
        { method: 'GET', path: (id) => `/api/quotes/${id}/history` },
        {
          method: 'PUT',
          path: (id) => `/api/quotes/${id}`,
          body: { customer: { name: 'X' }, items: threeItems },
        },
        { method: 'PATCH', path: (id) => `/api/quotes/${id}/status`, body: { status: 'sent' } },
        { method: 'POST', path: (id) => `/api/quotes/${id}/duplicate` },
        { method: 'DELETE', path: (id) => `/api/quotes/${id}` },
      ],
    });
    const list = await asUser(a).get(`/api/quotes?search=${q.quoteNumber}`);
    expect(list.body.data).toEqual([]);
    const own = await asUser(b).get(`/api/quotes/${q.id}`);
    expect(own.body.data).toMatchObject({ status: 'draft', totalAmount: q.totalAmount });
    const customersOfA = await asUser(a).get('/api/customers');
    expect(customersOfA.body.meta.total).toBe(0);
  });

  it('answers 404 for a malformed id', async () => {
    const a = await registerCompany(t.http());
    const res = await asUser(a).get('/api/quotes/niet-een-uuid');
    expect(res.status).toBe(404);
  });

  it("previews with the company's own saved customer and answers 404 for another company's", async () => {
    const a = await registerCompany(t.http());
    const b = await registerCompany(t.http());
    const own = await asUser(a).post('/api/customers', { name: 'Eigen Klant BV', city: 'Utrecht' });
    const ofB = await asUser(b).post('/api/customers', { name: 'Geheim BV' });
    const items = [{ description: 'Schilderwerk', unitPrice: 100 }];

    const res = await binary(asUser(a).post('/api/quotes/preview', { customerId: own.body.data.id, items }));
    expect(res.status).toBe(200);
    const text = pdfText(res.body as Buffer);
    expect(text).toContain('Eigen Klant BV');
    expect(text).toContain('Utrecht');

    const foreign = await asUser(a).post('/api/quotes/preview', { customerId: ofB.body.data.id, items });
    expect(foreign.status).toBe(404);
  });
});

describe('templates and extracted data', () => {
  it('lists the company templates with the default first', async () => {
    const a = await registerCompany(t.http());
    const res = await asUser(a).get('/api/templates');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({ name: 'Standaard', isDefault: true, type: 'standard' });
  });

  it('returns the company products and terms (empty for a new company)', async () => {
    const a = await registerCompany(t.http());
    const b = await registerCompany(t.http());
    const empty = await asUser(a).get('/api/onboarding/extracted-data');
    expect(empty.body).toEqual({ data: { products: [], terms: [] } });
    await seedCatalogue(
      t,
      a.company.id,
      [{ name: 'Dakpan', unitPrice: 19.95, unit: 'stuk', category: 'Dak' }],
      [{ termType: 'payment_terms', content: 'Binnen 14 dagen', isDefault: true }],
    );
    const filled = await asUser(a).get('/api/onboarding/extracted-data');
    expect(filled.body.data.products).toEqual([
      expect.objectContaining({ name: 'Dakpan', unitPrice: 19.95, unit: 'stuk', category: 'Dak' }),
    ]);
    expect(filled.body.data.terms).toEqual([
      expect.objectContaining({ termType: 'payment_terms', content: 'Binnen 14 dagen', isDefault: true }),
    ]);
    const other = await asUser(b).get('/api/onboarding/extracted-data');
    expect(other.body.data).toEqual({ products: [], terms: [] });
  });
});
