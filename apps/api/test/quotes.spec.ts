import {
  QUOTE_MSG,
  SERVER_MESSAGES,
  quoteHistoryResponseSchema,
  quoteListResponseSchema,
  quoteResponseSchema,
  type Quote,
} from '@offerteflow/contracts';
import { QUOTE_STATUS_MESSAGES, addDays, todayIsoDate } from '@offerteflow/domain';
import { QuotesService } from '../src/modules/quotes/quotes.service';
import { bearer, registerCompany } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { backdateQuote, createTemplate, seedCatalogue, updateQuoteSettings } from './helpers/factories';
import { createQuote, threeItems } from './helpers/quotes';
import { expectTenantIsolation } from './helpers/tenant-isolation';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A listening server lets supertest send many requests in parallel (it would listen per request).
  await t.app.listen(0, '127.0.0.1');
});
afterAll(() => t.close());

const year = todayIsoDate().slice(0, 4);
const number = (n: number) => `OFF-${year}-${String(n).padStart(4, '0')}`;

describe('POST /api/quotes', () => {
  it('creates a quote for a new customer with server-computed totals and defaults', async () => {
    const a = await registerCompany(t.http());
    const res = await t
      .http()
      .post('/api/quotes')
      .set(bearer(a.accessToken))
      .send({
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
    expect(q.quoteNumber).toBe(number(1));
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

    const templates = await t.http().get('/api/templates').set(bearer(a.accessToken));
    expect(q.templateId).toBe(templates.body.data[0].id);

    // The new customer exists and the quote carries its id and a snapshot of its details.
    const customers = await t.http().get('/api/customers').set(bearer(a.accessToken));
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
    const c = await t
      .http()
      .post('/api/customers')
      .set(bearer(a.accessToken))
      .send({ name: 'Bakkerij de Vries', email: 'bestel@devries.nl', city: 'Gouda' });
    await updateQuoteSettings(t, a.company.id, { vatPercentage: 9, quoteNumberPrefix: 'BV' });
    const tpl = await createTemplate(t, a.company.id, 'Tweede');
    const q = await createQuote(t.http(), a, {
      customer: undefined,
      customerId: c.body.data.id,
      templateId: tpl.id,
      validUntil: '2027-01-31',
      items: [{ description: 'Taart', quantity: 1, unitPrice: 10 }],
    });
    expect(q.quoteNumber).toBe(`BV-${year}-0001`);
    expect(q.customer).toMatchObject({ id: c.body.data.id, name: 'Bakkerij de Vries', city: 'Gouda' });
    expect(q.templateId).toBe(tpl!.id);
    expect(q.validUntil).toBe('2027-01-31');
    expect(q.items[0]).toMatchObject({ vatRate: 9, unit: 'stuk', totalPrice: 10 });
    expect(q.totalIncl).toBe(10.9);
    const customers = await t.http().get('/api/customers').set(bearer(a.accessToken));
    expect(customers.body.meta.total).toBe(1);
  });

  it('gives 50 parallel creates in one company 50 distinct consecutive numbers', async () => {
    const a = await registerCompany(t.http());
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t
          .http()
          .post('/api/quotes')
          .set(bearer(a.accessToken))
          .send({
            customer: { name: `Klant ${i}` },
            items: [{ description: 'Werk', quantity: 1, unitPrice: i }],
          }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
    const numbers = results.map((r) => r.body.data.quoteNumber as string).sort();
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => number(i + 1)));
    const next = await createQuote(t.http(), a);
    expect(next.quoteNumber).toBe(number(51));
  });

  it('numbers per company: another company starts at 0001 again', async () => {
    const a = await registerCompany(t.http());
    const b = await registerCompany(t.http());
    await createQuote(t.http(), a);
    await createQuote(t.http(), a);
    expect((await createQuote(t.http(), b)).quoteNumber).toBe(number(1));
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

    const list = await t.http().get('/api/quotes').set(bearer(a.accessToken));
    expect(list.status).toBe(200);
    expect(list.body.meta.total).toBe(1);
  });

  it("answers 404 for another company's customer or template and writes nothing", async () => {
    const a = await registerCompany(t.http());
    const b = await registerCompany(t.http());
    const customerOfB = await t
      .http()
      .post('/api/customers')
      .set(bearer(b.accessToken))
      .send({ name: 'Geheim BV' });
    const templatesOfB = await t.http().get('/api/templates').set(bearer(b.accessToken));

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

    const customers = await t.http().get('/api/customers').set(bearer(a.accessToken));
    expect(customers.body.meta.total).toBe(0);
    const quotes = await t.http().get('/api/quotes').set(bearer(a.accessToken));
    expect(quotes.body.meta.total).toBe(0);
    // No number was used up by the failed creates.
    expect((await createQuote(t.http(), a)).quoteNumber).toBe(number(1));
  });

  it('answers 400 for malformed JSON and 422 for a malformed list query', async () => {
    const a = await registerCompany(t.http());
    const res = await t
      .http()
      .post('/api/quotes')
      .set(bearer(a.accessToken))
      .set('content-type', 'application/json')
      .send('{"items": [');
    expect(res.status).toBe(400);
    const bad = await t.http().get('/api/quotes?status=betaald&page=0').set(bearer(a.accessToken));
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields).toMatchObject({ status: [QUOTE_MSG.statusInvalid] });
  });
});

describe('GET /api/quotes', () => {
  let a: Awaited<ReturnType<typeof registerCompany>>;
  let created: Quote[];
  beforeAll(async () => {
    a = await registerCompany(t.http());
    created = [];
    const customers = [
      { name: 'Jansen Bouw', email: 'info@jansenbouw.nl' },
      { name: 'Bakkerij de Vries', email: 'bestel@devries.nl' },
      { name: 'Zeeman Tuinen', email: 'post@ZEEMAN.nl' },
    ];
    for (const customer of customers) created.push(await createQuote(t.http(), a, { customer }));
    await t
      .http()
      .patch(`/api/quotes/${created[1]!.id}/status`)
      .set(bearer(a.accessToken))
      .send({ status: 'sent' });
  });
  const list = (qs: string) => t.http().get(`/api/quotes${qs}`).set(bearer(a.accessToken));

  it('lists newest first in the paged envelope with the row fields of the quotes page', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    const body = quoteListResponseSchema.parse(res.body);
    expect(body.meta).toEqual({ page: 1, pageSize: 20, total: 3 });
    expect(body.data.map((q) => q.quoteNumber)).toEqual([number(3), number(2), number(1)]);
    expect(body.data[0]).toEqual({
      id: created[2]!.id,
      quoteNumber: number(3),
      status: 'draft',
      createdAt: created[2]!.createdAt,
      totalAmount: 518.65,
      customer: { name: 'Zeeman Tuinen', email: 'post@ZEEMAN.nl' },
      itemCount: 3,
      firstItems: ['Dakgoot vervangen', 'Arbeid'],
    });
  });

  it('searches case-insensitively over number, customer name and e-mail', async () => {
    const names = async (qs: string) =>
      (await list(qs)).body.data.map((q: { customer: { name: string } }) => q.customer.name);
    expect(await names('?search=bakkerij')).toEqual(['Bakkerij de Vries']);
    expect(await names('?search=zeeman.NL')).toEqual(['Zeeman Tuinen']);
    expect(await names(`?search=${number(1).toLowerCase()}`)).toEqual(['Jansen Bouw']);
    expect(await names('?search=niemand')).toEqual([]);
    expect(await names('?search=100%25')).toEqual([]);
  });

  it('filters by status and pages', async () => {
    const sent = await list('?status=sent');
    expect(sent.body.data.map((q: Quote) => q.quoteNumber)).toEqual([number(2)]);
    expect(sent.body.meta.total).toBe(1);
    const drafts = await list('?status=draft&search=jansen');
    expect(drafts.body.data.map((q: Quote) => q.quoteNumber)).toEqual([number(1)]);
    const all = await list('?status=all');
    expect(all.body.meta.total).toBe(3);
    const page2 = await list('?page=2&pageSize=2');
    expect(page2.body.meta).toEqual({ page: 2, pageSize: 2, total: 3 });
    expect(page2.body.data.map((q: Quote) => q.quoteNumber)).toEqual([number(1)]);
    const beyond = await list('?page=5&pageSize=2');
    expect(beyond.body).toEqual({ data: [], meta: { page: 5, pageSize: 2, total: 3 } });
    const exact = await list('?pageSize=3');
    expect(exact.body.meta.total).toBe(3);
  });
});

describe('quote lifecycle', () => {
  it('edits, sends, accepts, refuses edits, duplicates and deletes, with history', async () => {
    const a = await registerCompany(t.http());
    const auth = bearer(a.accessToken);
    const q = await createQuote(t.http(), a);

    const edited = await t
      .http()
      .put(`/api/quotes/${q.id}`)
      .set(auth)
      .send({
        customerId: q.customer.id,
        items: [...threeItems, { description: 'Afvoer', quantity: 1, unitPrice: 20 }],
        notes: 'Aangepast',
        templateId: q.templateId,
      });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      id: q.id,
      quoteNumber: q.quoteNumber,
      totalAmount: 538.65,
      notes: 'Aangepast',
      validUntil: q.validUntil,
    });
    expect(edited.body.data.items).toHaveLength(4);

    const skip = await t.http().patch(`/api/quotes/${q.id}/status`).set(auth).send({ status: 'accepted' });
    expect(skip.status).toBe(409);
    expect(skip.body.error).toEqual({
      code: 'CONFLICT',
      message: QUOTE_STATUS_MESSAGES.transitionNotAllowed,
    });

    const unknown = await t.http().patch(`/api/quotes/${q.id}/status`).set(auth).send({ status: 'betaald' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.fields.status).toEqual([QUOTE_MSG.statusInvalid]);

    const sent = await t.http().patch(`/api/quotes/${q.id}/status`).set(auth).send({ status: 'sent' });
    expect(sent.status).toBe(200);
    expect(sent.body.data.status).toBe('sent');
    expect(sent.body.data.sentAt).not.toBeNull();

    const accepted = await t
      .http()
      .patch(`/api/quotes/${q.id}/status`)
      .set(auth)
      .send({ status: 'accepted' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.decidedAt).not.toBeNull();

    const refused = await t
      .http()
      .put(`/api/quotes/${q.id}`)
      .set(auth)
      .send({ customerId: q.customer.id, items: threeItems });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({ code: 'CONFLICT', message: QUOTE_STATUS_MESSAGES.notEditable });
    const back = await t.http().patch(`/api/quotes/${q.id}/status`).set(auth).send({ status: 'rejected' });
    expect(back.status).toBe(409);
    expect(back.body.error.message).toBe(QUOTE_STATUS_MESSAGES.notEditable);
    const unchanged = await t.http().get(`/api/quotes/${q.id}`).set(auth);
    expect(unchanged.body.data).toMatchObject({ status: 'accepted', totalAmount: 538.65 });

    const dup = await t.http().post(`/api/quotes/${q.id}/duplicate`).set(auth);
    expect(dup.status).toBe(201);
    expect(dup.body.data).toMatchObject({
      status: 'draft',
      quoteNumber: number(2),
      totalAmount: 538.65,
      sentAt: null,
      decidedAt: null,
      notes: 'Aangepast',
      customer: q.customer,
    });
    expect(dup.body.data.id).not.toBe(q.id);
    expect(dup.body.data.items.map((i: { description: string }) => i.description)).toEqual(
      edited.body.data.items.map((i: { description: string }) => i.description),
    );

    const history = await t.http().get(`/api/quotes/${q.id}/history`).set(auth);
    const entries = quoteHistoryResponseSchema.parse(history.body).data;
    expect(entries.map((e) => [e.action, e.details])).toEqual([
      ['created', null],
      ['edited', null],
      ['status_changed', { from: 'draft', to: 'sent' }],
      ['status_changed', { from: 'sent', to: 'accepted' }],
    ]);
    expect(entries[0]!.by).toBe(a.user.name);
    const dupHistory = await t.http().get(`/api/quotes/${dup.body.data.id}/history`).set(auth);
    expect(
      dupHistory.body.data.map((e: { action: string; details: unknown }) => [e.action, e.details]),
    ).toEqual([['duplicated', { sourceQuoteNumber: q.quoteNumber }]]);

    await t.http().delete(`/api/quotes/${dup.body.data.id}`).set(auth).expect(204);
    for (const req of [
      t.http().get(`/api/quotes/${dup.body.data.id}`),
      t.http().put(`/api/quotes/${dup.body.data.id}`).send({ customerId: q.customer.id, items: threeItems }),
      t.http().patch(`/api/quotes/${dup.body.data.id}/status`).send({ status: 'sent' }),
      t.http().post(`/api/quotes/${dup.body.data.id}/duplicate`),
      t.http().delete(`/api/quotes/${dup.body.data.id}`),
    ]) {
      const res = await req.set(auth);
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: SERVER_MESSAGES.notFound });
    }
    const list = await t.http().get('/api/quotes').set(auth);
    expect(list.body.data.map((x: Quote) => x.id)).toEqual([q.id]);
  });

  it('a refused edit changes nothing: bad items, 100 KB notes, a foreign template', async () => {
    const a = await registerCompany(t.http());
    const b = await registerCompany(t.http());
    const auth = bearer(a.accessToken);
    const q = await createQuote(t.http(), a);
    const many = Array.from({ length: 1000 }, () => ({ description: 'Regel', quantity: 1, unitPrice: 1 }));
    const badItems = await t
      .http()
      .put(`/api/quotes/${q.id}`)
      .set(auth)
      .send({ customerId: q.customer.id, items: many });
    expect(badItems.status).toBe(422);
    expect(badItems.body.error.fields.items).toEqual([QUOTE_MSG.itemsMax]);
    const notes = await t
      .http()
      .put(`/api/quotes/${q.id}`)
      .set(auth)
      .send({ customerId: q.customer.id, items: threeItems, notes: 'x'.repeat(100 * 1024) });
    expect(notes.status).toBe(422);
    const templatesOfB = await t.http().get('/api/templates').set(bearer(b.accessToken));
    const foreign = await t
      .http()
      .put(`/api/quotes/${q.id}`)
      .set(auth)
      .send({
        customer: { name: 'Nieuwe Klant' },
        templateId: templatesOfB.body.data[0].id,
        items: threeItems,
      });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe(SERVER_MESSAGES.notFound);

    const after = await t.http().get(`/api/quotes/${q.id}`).set(auth);
    expect(after.body.data).toEqual(q);
    const customers = await t.http().get('/api/customers').set(auth);
    expect(customers.body.meta.total).toBe(1);
    const history = await t.http().get(`/api/quotes/${q.id}/history`).set(auth);
    expect(history.body.data.map((e: { action: string }) => e.action)).toEqual(['created']);
  });

  it('edit with a new customer creates that customer and re-snapshots it', async () => {
    const a = await registerCompany(t.http());
    const q = await createQuote(t.http(), a);
    const res = await t
      .http()
      .put(`/api/quotes/${q.id}`)
      .set(bearer(a.accessToken))
      .send({ customer: { name: 'Andere Klant', email: 'andere@klant.nl' }, items: threeItems });
    expect(res.status).toBe(200);
    expect(res.body.data.customer).toMatchObject({ name: 'Andere Klant', email: 'andere@klant.nl' });
    const customers = await t.http().get('/api/customers').set(bearer(a.accessToken));
    expect(customers.body.meta.total).toBe(2);
  });

  it('markSent (used by the mail module) turns a draft into sent and logs the mail', async () => {
    const a = await registerCompany(t.http());
    const q = await createQuote(t.http(), a);
    const service = t.app.get(QuotesService);
    const sent = await service.markSent(a.company.id, q.id, a.user.id, { email: 'info@jansenbouw.nl' });
    expect(sent.status).toBe('sent');
    expect(sent.sentAt).not.toBeNull();
    const again = await service.markSent(a.company.id, q.id, a.user.id, { email: 'ander@jansenbouw.nl' });
    expect(again.status).toBe('sent');
    expect(again.sentAt).toBe(sent.sentAt);
    await service.recordHistory(a.company.id, q.id, a.user.id, 'downloaded');
    const history = await t.http().get(`/api/quotes/${q.id}/history`).set(bearer(a.accessToken));
    expect(history.body.data.map((e: { action: string }) => e.action)).toEqual([
      'created',
      'sent',
      'sent',
      'downloaded',
    ]);
    const doc = await service.getForDocument(a.company.id, q.id);
    expect(doc.items).toHaveLength(3);
    const b = await registerCompany(t.http());
    await expect(service.markSent(b.company.id, q.id, b.user.id)).rejects.toMatchObject({ status: 404 });
  });
});

describe('GET /api/quotes/stats', () => {
  it('counts the company quotes, this month, total value and conversion', async () => {
    const a = await registerCompany(t.http());
    const auth = bearer(a.accessToken);
    const empty = await t.http().get('/api/quotes/stats').set(auth);
    expect(empty.body.data).toEqual({
      totalQuotes: 0,
      thisMonth: 0,
      totalValue: 0,
      acceptedCount: 0,
      decidedCount: 0,
      conversionRate: null,
    });
    const qs = [
      await createQuote(t.http(), a),
      await createQuote(t.http(), a),
      await createQuote(t.http(), a),
    ];
    for (const q of qs) await t.http().patch(`/api/quotes/${q.id}/status`).set(auth).send({ status: 'sent' });
    await t.http().patch(`/api/quotes/${qs[0]!.id}/status`).set(auth).send({ status: 'accepted' });
    await t.http().patch(`/api/quotes/${qs[1]!.id}/status`).set(auth).send({ status: 'accepted' });
    await t.http().patch(`/api/quotes/${qs[2]!.id}/status`).set(auth).send({ status: 'rejected' });
    // One quote from last year does not count for this month.
    const old = await createQuote(t.http(), a);
    await backdateQuote(t, old.id, 400);
    const stats = await t.http().get('/api/quotes/stats').set(auth);
    expect(stats.body.data).toEqual({
      totalQuotes: 4,
      thisMonth: 3,
      totalValue: 2074.6,
      acceptedCount: 2,
      decidedCount: 3,
      conversionRate: 67,
    });
    // Another company sees only its own numbers.
    const b = await registerCompany(t.http());
    const other = await t.http().get('/api/quotes/stats').set(bearer(b.accessToken));
    expect(other.body.data.totalQuotes).toBe(0);
  });
});

describe('tenant isolation', () => {
  it("never shows or changes another company's quote", async () => {
    const a = await registerCompany(t.http());
    const b = await registerCompany(t.http());
    const q = await createQuote(t.http(), b, {
      customer: { name: 'Geheime Klant BV', email: 'geheim@klant.nl' },
    });
    await expectTenantIsolation(t.http(), {
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
    const list = await t.http().get(`/api/quotes?search=${q.quoteNumber}`).set(bearer(a.accessToken));
    expect(list.body.data).toEqual([]);
    const own = await t.http().get(`/api/quotes/${q.id}`).set(bearer(b.accessToken));
    expect(own.body.data).toMatchObject({ status: 'draft', totalAmount: q.totalAmount });
    const customersOfA = await t.http().get('/api/customers').set(bearer(a.accessToken));
    expect(customersOfA.body.meta.total).toBe(0);
  });

  it('answers 404 for a malformed id', async () => {
    const a = await registerCompany(t.http());
    const res = await t.http().get('/api/quotes/niet-een-uuid').set(bearer(a.accessToken));
    expect(res.status).toBe(404);
  });
});

describe('templates and extracted data', () => {
  it('lists the company templates with the default first', async () => {
    const a = await registerCompany(t.http());
    const res = await t.http().get('/api/templates').set(bearer(a.accessToken));
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({ name: 'Standaard', isDefault: true, type: 'standard' });
  });

  it('returns the company products and terms (empty for a new company)', async () => {
    const a = await registerCompany(t.http());
    const b = await registerCompany(t.http());
    const empty = await t.http().get('/api/onboarding/extracted-data').set(bearer(a.accessToken));
    expect(empty.body).toEqual({ data: { products: [], terms: [] } });
    await seedCatalogue(t, a.company.id, {
      products: [{ name: 'Dakpan', unitPrice: 19.95, unit: 'stuk', category: 'Dak' }],
      terms: [{ termType: 'payment_terms', content: 'Binnen 14 dagen', isDefault: true }],
    });
    const filled = await t.http().get('/api/onboarding/extracted-data').set(bearer(a.accessToken));
    expect(filled.body.data.products).toEqual([
      expect.objectContaining({ name: 'Dakpan', unitPrice: 19.95, unit: 'stuk', category: 'Dak' }),
    ]);
    expect(filled.body.data.terms).toEqual([
      expect.objectContaining({ termType: 'payment_terms', content: 'Binnen 14 dagen', isDefault: true }),
    ]);
    const other = await t.http().get('/api/onboarding/extracted-data').set(bearer(b.accessToken));
    expect(other.body.data).toEqual({ products: [], terms: [] });
  });
});
