/** Creating quotes: server-computed totals, settings defaults, numbering and refused input. */
import { QUOTE_MSG, SERVER_MESSAGES, quoteResponseSchema } from '@offerteflow/contracts';
import { addDays, todayIsoDate } from '@offerteflow/domain';
import { authedClient, bearer, registerCompany } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { createTemplate, updateQuoteSettings } from './helpers/factories';
import { createQuote, quoteNumber, quoteYear, threeItems } from './helpers/quotes';

const t = useTestApp({ listen: true });
const asUser = authedClient(t);

describe('POST /api/quotes', () => {
  it('creates a quote for a new customer with server-computed totals and defaults', async () => {
    const a = await registerCompany(t.http());
    const res = await asUser(a).post('/api/quotes', {
      customer: { name: 'Jansen Bouw', email: 'info@jansenbouw.nl', phone: '010-1234567' },
      items: threeItems,
      notes: 'Graag voor vrijdag',
      // Sent by a client, ignored by the server:
      totalAmount: 1,
      status: 'accepted',
      quoteNumber: 'HACK-1',
    });
    expect(res.status).toBe(201);
    const q = quoteResponseSchema.parse(res.body).data;
    expect(q.quoteNumber).toBe(quoteNumber(1));
    expect(q.status).toBe('draft');
    // 2 × 149.95 = 299.90; 3.5 × 52.50 = 183.75; 1 × 35 = 35 (9 %)
    expect(q.items.map((i) => i.totalPrice)).toEqual([299.9, 183.75, 35]);
    expect(q.items.map((i) => i.vatRate)).toEqual([21, 21, 9]);
    expect(q.items.map((i) => i.unit)).toEqual(['stuk', 'uur', 'stuk']);
    expect(q.totalAmount).toBe(518.65);
    expect(q.subtotal).toBe(518.65);
    expect(q.vat).toEqual([
      { rate: 21, base: 483.65, vat: 101.57 },
      { rate: 9, base: 35, vat: 3.15 },
    ]);
    expect(q.vatTotal).toBe(104.72);
    expect(q.totalIncl).toBe(623.37);
    expect(q.validUntil).toBe(addDays(todayIsoDate(), 30));
    expect(q.notes).toBe('Graag voor vrijdag');
    expect(q.sentAt).toBeNull();

    const templates = await asUser(a).get('/api/templates');
    expect(q.templateId).toBe(templates.body.data[0].id);

    // The new customer exists and the quote carries its id and a snapshot of its details.
    const customers = await asUser(a).get('/api/customers');
    expect(customers.body.meta.total).toBe(1);
    expect(q.customer).toMatchObject({
      id: customers.body.data[0].id,
      name: 'Jansen Bouw',
      email: 'info@jansenbouw.nl',
      phone: '010-1234567',
      country: 'Nederland',
    });
  });

  it('uses an existing customer, a chosen template, valid-until and the default BTW of the settings', async () => {
    const a = await registerCompany(t.http());
    const c = await asUser(a).post('/api/customers', {
      name: 'Bakkerij de Vries',
      email: 'bestel@devries.nl',
      city: 'Gouda',
    });
    await updateQuoteSettings(t, a.company.id, { vatPercentage: 9, quoteNumberPrefix: 'BV' });
    const tpl = await createTemplate(t, a.company.id, 'Tweede');
    const q = await createQuote(t.http(), a, {
      customer: undefined,
      customerId: c.body.data.id,
      templateId: tpl.id,
      validUntil: '2027-01-31',
      items: [{ description: 'Taart', quantity: 1, unitPrice: 10 }],
    });
    expect(q.quoteNumber).toBe(`BV-${quoteYear}-0001`);
    expect(q.customer).toMatchObject({ id: c.body.data.id, name: 'Bakkerij de Vries', city: 'Gouda' });
    expect(q.templateId).toBe(tpl!.id);
    expect(q.validUntil).toBe('2027-01-31');
    expect(q.items[0]).toMatchObject({ vatRate: 9, unit: 'stuk', totalPrice: 10 });
    expect(q.totalIncl).toBe(10.9);
    const customers = await asUser(a).get('/api/customers');
    expect(customers.body.meta.total).toBe(1);
  });

  it('gives 50 parallel creates in one company 50 distinct consecutive numbers', async () => {
    const a = await registerCompany(t.http());
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        asUser(a).post('/api/quotes', {
          customer: { name: `Klant ${i}` },
          items: [{ description: 'Werk', quantity: 1, unitPrice: i }],
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
    const numbers = results.map((r) => r.body.data.quoteNumber as string).sort();
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => quoteNumber(i + 1)));
    const next = await createQuote(t.http(), a);
    expect(next.quoteNumber).toBe(quoteNumber(51));
  });

  it('numbers per company: another company starts at 0001 again', async () => {
    const a = await registerCompany(t.http());
    const b = await registerCompany(t.http());
    await createQuote(t.http(), a);
    await createQuote(t.http(), a);
    expect((await createQuote(t.http(), b)).quoteNumber).toBe(quoteNumber(1));
  });
});

describe('bad input', () => {
  const post = (token: string, body: object) => t.http().post('/api/quotes').set(bearer(token)).send(body);
  const customer = { name: 'Jansen' };

  it.each([
    [
      'a negative price',
      { description: 'X', quantity: 1, unitPrice: -5 },
      'items.0.unitPrice',
      QUOTE_MSG.unitPriceMin,
    ],
    [
      'a non-numeric price',
      { description: 'X', quantity: 1, unitPrice: 'tien' },
      'items.0.unitPrice',
      QUOTE_MSG.unitPriceNotNumber,
    ],
    [
      'a negative quantity',
      { description: 'X', quantity: -1, unitPrice: 5 },
      'items.0.quantity',
      QUOTE_MSG.quantityMin,
    ],
    [
      'a non-numeric quantity',
      { description: 'X', quantity: 'twee', unitPrice: 5 },
      'items.0.quantity',
      QUOTE_MSG.quantityNotNumber,
    ],
    [
      'three decimals in a price',
      { description: 'X', quantity: 1, unitPrice: 1.005 },
      'items.0.unitPrice',
      QUOTE_MSG.unitPriceDecimals,
    ],
    [
      'an empty description',
      { description: ' ', quantity: 1, unitPrice: 5 },
      'items.0.description',
      QUOTE_MSG.descriptionRequired,
    ],
    [
      'a BTW rate above 100',
      { description: 'X', quantity: 1, unitPrice: 5, vatRate: 101 },
      'items.0.vatRate',
      QUOTE_MSG.vatRateRange,
    ],
    [
      'a BTW rate with 2 decimals',
      { description: 'X', quantity: 1, unitPrice: 5, vatRate: 9.25 },
      'items.0.vatRate',
      QUOTE_MSG.vatRateDecimals,
    ],
    [
      'a BTW rate that is not a number',
      { description: 'X', quantity: 1, unitPrice: 5, vatRate: '21' },
      'items.0.vatRate',
      QUOTE_MSG.vatRateNotNumber,
    ],
  ])('refuses %s with 422 and a Dutch message', async (_label, item, field, message) => {
    const a = await registerCompany(t.http());
    const res = await post(a.accessToken, { customer, items: [item] });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.message).toBe(SERVER_MESSAGES.validationFailed);
    expect(res.body.error.fields[field]).toEqual([message]);
  });

  it('refuses no items, a thousand items and 100 KB of notes', async () => {
    const a = await registerCompany(t.http());
    const none = await post(a.accessToken, { customer, items: [] });
    expect(none.status).toBe(422);
    expect(none.body.error.fields.items).toEqual([QUOTE_MSG.itemsRequired]);

    const many = Array.from({ length: 1000 }, (_, i) => ({
      description: `Regel ${i}`,
      quantity: 1,
      unitPrice: 1,
    }));
    const tooMany = await post(a.accessToken, { customer, items: many });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error.fields.items).toEqual([QUOTE_MSG.itemsMax]);

    const notes = await post(a.accessToken, { customer, items: threeItems, notes: 'x'.repeat(100 * 1024) });
    expect(notes.status).toBe(422);
    expect(notes.body.error.fields.notes).toEqual([QUOTE_MSG.notesTooLong]);

    const noCustomer = await post(a.accessToken, { items: threeItems });
    expect(noCustomer.status).toBe(422);
    expect(noCustomer.body.error.fields.customerId).toEqual([QUOTE_MSG.customerRequired]);

    // 500 items (the maximum) are fine.
    const max = await post(a.accessToken, { customer, items: many.slice(0, 500) });
    expect(max.status).toBe(201);
    expect(max.body.data.items).toHaveLength(500);
    expect(max.body.data.totalAmount).toBe(500);

    const list = await asUser(a).get('/api/quotes');
    expect(list.status).toBe(200);
    expect(list.body.meta.total).toBe(1);
  });

  it("answers 404 for another company's customer or template and writes nothing", async () => {
    const a = await registerCompany(t.http());
    const b = await registerCompany(t.http());
    const customerOfB = await asUser(b).post('/api/customers', { name: 'Geheim BV' });
    const templatesOfB = await asUser(b).get('/api/templates');

    const foreignCustomer = await post(a.accessToken, {
      customerId: customerOfB.body.data.id,
      items: threeItems,
    });
    expect(foreignCustomer.status).toBe(404);
    expect(foreignCustomer.body).toEqual({ error: { code: 'NOT_FOUND', message: SERVER_MESSAGES.notFound } });

    // A new customer plus a foreign template: the transaction rolls back, the customer is not created.
    const foreignTemplate = await post(a.accessToken, {
      customer: { name: 'Nieuwe Klant' },
      templateId: templatesOfB.body.data[0].id,
      items: threeItems,
    });
    expect(foreignTemplate.status).toBe(404);
    expect(foreignTemplate.body.error.message).toBe(SERVER_MESSAGES.notFound);

    const customers = await asUser(a).get('/api/customers');
    expect(customers.body.meta.total).toBe(0);
    const quotes = await asUser(a).get('/api/quotes');
    expect(quotes.body.meta.total).toBe(0);
    // No number was used up by the failed creates.
    expect((await createQuote(t.http(), a)).quoteNumber).toBe(quoteNumber(1));
  });

  it('answers 400 for malformed JSON and 422 for a malformed list query', async () => {
    const a = await registerCompany(t.http());
    const res = await asUser(a)
      .post('/api/quotes')
      .set('content-type', 'application/json')
      .send('{"items": [');
    expect(res.status).toBe(400);
    const bad = await asUser(a).get('/api/quotes?status=betaald&page=0');
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields).toMatchObject({ status: [QUOTE_MSG.statusInvalid] });
  });
});
