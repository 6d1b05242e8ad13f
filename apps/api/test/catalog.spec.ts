import {
  MONEY_MAX_EURO,
  ONBOARDING_MSG,
  PRICE_MSG,
  productListResponseSchema,
  type Product,
} from '@offerteflow/contracts';
import { authedClient, registerCompany } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { SAMPLE_PRODUCTS, SAMPLE_TERMS } from '../src/modules/products/sample-catalogue';
import { binary, pdfText } from './helpers/pdf';
import { createQuote } from './helpers/quotes';
import { expectTenantIsolation } from './helpers/tenant-isolation';

jest.setTimeout(60_000);

const t = useTestApp();
const asUser = authedClient(t);

const verf = {
  name: 'Schilderwerk binnen',
  description: 'Muren en plafonds',
  unitPrice: 24.5,
  unit: 'm2',
  category: 'Schilderwerk',
};

describe('catalog API: products', () => {
  it('creates, lists, updates and deletes a product; the quick-add list reads the same rows', async () => {
    const a = await registerCompany(t.http());
    const api = asUser(a);
    const created = await api.post('/api/catalog/products', verf);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ ...verf, id: expect.any(String) });

    const list = await api.get('/api/catalog/products');
    expect(productListResponseSchema.parse(list.body)).toEqual({
      data: [created.body.data],
      meta: { page: 1, pageSize: 20, total: 1 },
    });

    const id = created.body.data.id as string;
    const updated = await api.put(`/api/catalog/products/${id}`, {
      name: '  Sauswerk  ',
      unitPrice: 12.95,
      description: '',
      category: '',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toEqual({
      id,
      name: 'Sauswerk',
      description: null,
      unitPrice: 12.95,
      unit: 'stuk',
      vatRate: 21,
      category: null,
      needsReview: false,
      sourceDocumentId: null,
      version: 2,
    });
    const extracted = await api.get('/api/onboarding/extracted-data');
    expect(extracted.body.data.products).toEqual([updated.body.data]);

    expect((await api.delete(`/api/catalog/products/${id}`)).status).toBe(204);
    expect((await api.delete(`/api/catalog/products/${id}`)).status).toBe(404);
    expect((await api.get('/api/catalog/products')).body.meta.total).toBe(0);
  });

  it('answers 422 with the Dutch messages of the verification form and stores nothing it refused', async () => {
    const a = await registerCompany(t.http());
    const api = asUser(a);
    const res = await api.post('/api/catalog/products', { name: ' ', unitPrice: -1, unit: 'doos' });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({
      name: [ONBOARDING_MSG.productNameRequired],
      unitPrice: [ONBOARDING_MSG.unitPriceMin],
      unit: [ONBOARDING_MSG.unitInvalid],
    });
    const missing = await api.post('/api/catalog/products', { name: 'Iets' });
    expect(missing.body.error.fields).toEqual({ unitPrice: [ONBOARDING_MSG.unitPriceRequired] });
    const decimals = await api.post('/api/catalog/products', { name: 'Iets', unitPrice: 1.005 });
    expect(decimals.body.error.fields).toEqual({ unitPrice: [ONBOARDING_MSG.unitPriceDecimals] });
    // Above the one money maximum of the contracts: 422, not a 500 from the cents conversion.
    for (const unitPrice of [1e16, MONEY_MAX_EURO + 0.01]) {
      const tooHigh = await api.post('/api/catalog/products', { name: 'Iets', unitPrice });
      expect({ status: tooHigh.status, fields: tooHigh.body.error?.fields }).toEqual({
        status: 422,
        fields: { unitPrice: [PRICE_MSG.max] },
      });
    }
    expect((await api.get('/api/catalog/products')).body.meta.total).toBe(0);
    const atMax = await api.post('/api/catalog/products', { name: 'Iets', unitPrice: MONEY_MAX_EURO });
    expect(atMax.status).toBe(201);
    const product = atMax.body.data as { id: string };
    const changed = await api.put(`/api/catalog/products/${product.id}`, { name: 'Iets', unitPrice: 1e16 });
    expect(changed.status).toBe(422);
  });

  it('verify-data refuses a price above the money maximum per row and never drops a product with 200', async () => {
    const a = await registerCompany(t.http());
    const api = asUser(a);
    const products = [
      { name: 'Goedkoop', unitPrice: 0, unit: 'stuk' },
      { name: 'Duur', unitPrice: 1e16, unit: 'stuk' },
      { name: 'Precies het maximum', unitPrice: MONEY_MAX_EURO, unit: 'stuk' },
    ];
    const refused = await api.put('/api/onboarding/verify-data', { products, terms: [] });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields).toEqual({ 'products.1.unitPrice': [PRICE_MSG.max] });
    expect((await api.get('/api/catalog/products')).body.meta.total).toBe(0);

    const many = Array.from({ length: 300 }, (_, i) => ({
      name: `Product ${i}`,
      unitPrice: i === 0 ? MONEY_MAX_EURO : i * 1.25,
      unit: 'stuk',
    }));
    const saved = await api.put('/api/onboarding/verify-data', { products: many, terms: [] });
    expect(saved.status).toBe(200);
    expect(saved.body.data.products).toHaveLength(many.length);
    expect((await api.get('/api/catalog/products?pageSize=1')).body.meta.total).toBe(many.length);
  });

  it('keeps a BTW rate per product (21, 9 or 0 %; 21 when left out) and refuses any other', async () => {
    const api = asUser(await registerCompany(t.http()));
    expect((await api.post('/api/catalog/products', verf)).body.data.vatRate).toBe(21);
    const lunch = await api.post('/api/catalog/products', { name: 'Lunch', unitPrice: 12.5, vatRate: 9 });
    expect(lunch.status).toBe(201);
    expect(lunch.body.data.vatRate).toBe(9);
    const free = await api.put(`/api/catalog/products/${lunch.body.data.id}`, {
      name: 'Lunch',
      unitPrice: 12.5,
      vatRate: 0,
    });
    expect(free.body.data.vatRate).toBe(0);
    const wrong = await api.post('/api/catalog/products', { name: 'Fout', unitPrice: 1, vatRate: 12 });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.fields).toEqual({ vatRate: [ONBOARDING_MSG.vatRateInvalid] });
    const verified = await api.put('/api/onboarding/verify-data', {
      products: [
        { name: 'Broodjes', unitPrice: 4, vatRate: 9 },
        { name: 'Zaalhuur', unitPrice: 150 },
      ],
      terms: [],
    });
    expect(verified.status).toBe(200);
    const products = (await api.get('/api/onboarding/extracted-data')).body.data.products as Product[];
    expect(products.map((p) => [p.name, p.vatRate])).toEqual([
      ['Broodjes', 9],
      ['Zaalhuur', 21],
    ]);
  });

  it('searches case-insensitively over name, description and category, paged', async () => {
    const a = await registerCompany(t.http());
    const api = asUser(a);
    for (const p of [
      verf,
      { name: 'Glas zetten', description: 'HR++ glas', unitPrice: 135, unit: 'm2', category: 'Onderhoud' },
      { name: 'Voorrijkosten', unitPrice: 35 },
      { name: '100%_korting', unitPrice: 0 },
    ]) {
      expect((await api.post('/api/catalog/products', p)).status).toBe(201);
    }
    const names = async (query: Record<string, string | number>) =>
      (await api.get('/api/catalog/products').query(query)).body.data.map((p: { name: string }) => p.name);
    expect(await names({ search: 'GLAS' })).toEqual(['Glas zetten']);
    expect(await names({ search: 'plafonds' })).toEqual(['Schilderwerk binnen']);
    expect(await names({ search: 'onderhoud' })).toEqual(['Glas zetten']);
    expect(await names({ search: '%' })).toEqual(['100%_korting']);
    // Categorised rows first (by category), then the rest by name.
    expect(await names({})).toEqual(['Glas zetten', 'Schilderwerk binnen', '100%_korting', 'Voorrijkosten']);
    expect(await names({ page: 2, pageSize: 3 })).toEqual(['Voorrijkosten']);
  });
});

describe('catalog API: terms', () => {
  it('creates with the SPEC defaults, updates, lists and deletes terms', async () => {
    const a = await registerCompany(t.http());
    const api = asUser(a);
    const created = await api.post('/api/catalog/terms', { content: ' Meerwerk in regie. ' });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.any(String),
      termType: 'general',
      content: 'Meerwerk in regie.',
      isDefault: false,
      version: 1,
    });
    const id = created.body.data.id as string;
    const updated = await api.put(`/api/catalog/terms/${id}`, {
      termType: 'payment_terms',
      content: 'Betaling binnen 14 dagen.',
      isDefault: true,
    });
    expect(updated.body.data).toMatchObject({ termType: 'payment_terms', isDefault: true, version: 2 });
    expect((await api.get('/api/catalog/terms')).body.data).toEqual([updated.body.data]);

    const bad = await api.post('/api/catalog/terms', { termType: 'x', content: '' });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields).toEqual({
      termType: [ONBOARDING_MSG.termTypeInvalid],
      content: [ONBOARDING_MSG.termContentRequired],
    });
    expect((await api.delete(`/api/catalog/terms/${id}`)).status).toBe(204);
    expect((await api.get('/api/catalog/terms')).body.data).toEqual([]);
  });
});

describe('catalog API: export and sample data', () => {
  it('exports a semicolon CSV with BOM and decimal commas that Excel NL opens', async () => {
    const a = await registerCompany(t.http());
    const api = asUser(a);
    await api.post('/api/catalog/products', verf);
    await api.post('/api/catalog/products', {
      name: 'Tegel "Marmer"; wit',
      unitPrice: 1250.5,
      unit: 'stuk',
      vatRate: 9,
      description: '=SUM(A1)',
    });
    const res = await binary(api.get('/api/catalog/export'));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('producten.csv');
    const bytes = res.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8').slice(1).split('\r\n')).toEqual([
      'Naam;Omschrijving;Prijs excl. BTW;Eenheid;BTW;Categorie',
      'Schilderwerk binnen;Muren en plafonds;24,50;m²;21%;Schilderwerk',
      `"Tegel ""Marmer""; wit";'=SUM(A1);1250,50;stuk;9%;`,
      '',
    ]);
  });

  it("restores the example catalogue (the one initialize loads) in place of the owner's catalogue", async () => {
    const a = await registerCompany(t.http());
    const api = asUser(a);
    await api.post('/api/catalog/products', verf);
    await api.post('/api/catalog/terms', { content: 'Eigen voorwaarde' });
    const res = await api.post('/api/catalog/sample');
    expect(res.status).toBe(201);
    expect(res.body.data.products.map((p: { name: string }) => p.name).sort()).toEqual(
      SAMPLE_PRODUCTS.map((p) => p.name).sort(),
    );
    expect(res.body.data.terms.map((x: { content: string }) => x.content)).toEqual(
      SAMPLE_TERMS.map((x) => x.content),
    );
    const extracted = await api.get('/api/onboarding/extracted-data');
    expect(extracted.body.data).toEqual(res.body.data);
    // 'Laad voorbeeld data' (initialize with sampleData) loads the same example into an empty catalogue.
    const b = await registerCompany(t.http());
    await asUser(b).post('/api/onboarding/initialize', { sampleData: true });
    const loaded = await asUser(b).get('/api/onboarding/extracted-data');
    expect(loaded.body.data.products.map((p: { name: string }) => p.name)).toEqual(
      res.body.data.products.map((p: { name: string }) => p.name),
    );
  });
});

describe('catalog API: tenancy', () => {
  it("another company's product and term ids answer 404 and leak nothing", async () => {
    const a = await registerCompany(t.http());
    const b = await registerCompany(t.http());
    const product = await asUser(b).post('/api/catalog/products', { ...verf, name: 'Geheim product B' });
    const term = await asUser(b).post('/api/catalog/terms', { content: 'Geheime voorwaarde B' });
    await expectTenantIsolation(t, {
      caller: a,
      owner: b,
      resourceId: product.body.data.id,
      secrets: ['Geheim product B'],
      ownerControl: false,
      requests: [
        { method: 'PUT', path: (id) => `/api/catalog/products/${id}`, body: verf },
        { method: 'DELETE', path: (id) => `/api/catalog/products/${id}` },
      ],
    });
    await expectTenantIsolation(t, {
      caller: a,
      owner: b,
      resourceId: term.body.data.id,
      secrets: ['Geheime voorwaarde B'],
      ownerControl: false,
      requests: [
        { method: 'PUT', path: (id) => `/api/catalog/terms/${id}`, body: { content: 'x' } },
        { method: 'DELETE', path: (id) => `/api/catalog/terms/${id}` },
      ],
    });
    const listA = await asUser(a).get('/api/catalog/products');
    expect(listA.body.data).toEqual([]);
    const exportA = await asUser(a).get('/api/catalog/export');
    expect(exportA.text).not.toContain('Geheim');
    const listB = await asUser(b).get('/api/catalog/products');
    expect(listB.body.data.map((p: { name: string }) => p.name)).toEqual(['Geheim product B']);
  });
});

describe('catalog terms on the quote PDF', () => {
  it("prints the company's default terms; the payment clause replaces the settings text", async () => {
    const a = await registerCompany(t.http());
    const api = asUser(a);
    const quote = await createQuote(t.http(), a);
    const before = pdfText((await binary(api.get(`/api/quotes/${quote.id}/pdf`))).body as Buffer);
    expect(before).toContain('Betaling binnen 30 dagen na factuurdatum');

    for (const term of [
      { termType: 'payment_terms', content: 'Betaling binnen 14 dagen na oplevering.', isDefault: true },
      { termType: 'warranty', content: 'Twee jaar garantie op het schilderwerk.', isDefault: true },
      {
        termType: 'general',
        content: 'Niet-standaard clausule die niet op de offerte staat.',
        isDefault: false,
      },
    ]) {
      expect((await api.post('/api/catalog/terms', term)).status).toBe(201);
    }
    const after = pdfText((await binary(api.get(`/api/quotes/${quote.id}/pdf`))).body as Buffer);
    expect(after).toContain('Betaling binnen 14 dagen na oplevering.');
    expect(after).not.toContain('Betaling binnen 30 dagen na factuurdatum');
    expect(after).toContain('Garantie: Twee jaar garantie op het schilderwerk.');
    expect(after).not.toContain('Niet-standaard clausule');

    const preview = await binary(
      api.post('/api/quotes/preview', {
        preview: true,
        items: [{ description: 'Schilderwerk', quantity: 1, unitPrice: 100 }],
      }),
    );
    expect(pdfText(preview.body as Buffer)).toContain('Betaling binnen 14 dagen na oplevering.');
  });
});
