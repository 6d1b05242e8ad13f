/** A quote after creation: edits, status changes, duplicate, delete and the history. */
import { QUOTE_MSG, SERVER_MESSAGES, quoteHistoryResponseSchema, type Quote } from '@offerteflow/contracts';
import { QUOTE_STATUS_MESSAGES } from '@offerteflow/domain';
import { QuotesService } from '../src/modules/quotes/quotes.service';
import { authedClient, registerCompany } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { createQuote, quoteNumber, threeItems } from './helpers/quotes';

const t = useTestApp({ listen: true });
const asUser = authedClient(t);

describe('quote lifecycle', () => {
  it('edits, sends, accepts, refuses edits, duplicates and deletes, with history', async () => {
    const a = await registerCompany(t.http());
    const api = asUser(a);
    const q = await createQuote(t.http(), a);

    const edited = await api.put(`/api/quotes/${q.id}`, {
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

    const skip = await api.patch(`/api/quotes/${q.id}/status`, { status: 'accepted' });
    expect(skip.status).toBe(409);
    expect(skip.body.error).toEqual({
      code: 'CONFLICT',
      message: QUOTE_STATUS_MESSAGES.transitionNotAllowed,
    });

    const unknown = await api.patch(`/api/quotes/${q.id}/status`, { status: 'betaald' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.fields.status).toEqual([QUOTE_MSG.statusInvalid]);

    const sent = await api.patch(`/api/quotes/${q.id}/status`, { status: 'sent' });
    expect(sent.status).toBe(200);
    expect(sent.body.data.status).toBe('sent');
    expect(sent.body.data.sentAt).not.toBeNull();

    const accepted = await api.patch(`/api/quotes/${q.id}/status`, { status: 'accepted' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.decidedAt).not.toBeNull();

    const refused = await api.put(`/api/quotes/${q.id}`, { customerId: q.customer.id, items: threeItems });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({ code: 'CONFLICT', message: QUOTE_STATUS_MESSAGES.notEditable });
    const back = await api.patch(`/api/quotes/${q.id}/status`, { status: 'rejected' });
    expect(back.status).toBe(409);
    expect(back.body.error.message).toBe(QUOTE_STATUS_MESSAGES.notEditable);
    const unchanged = await api.get(`/api/quotes/${q.id}`);
    expect(unchanged.body.data).toMatchObject({ status: 'accepted', totalAmount: 538.65 });

    const dup = await api.post(`/api/quotes/${q.id}/duplicate`);
    expect(dup.status).toBe(201);
    expect(dup.body.data).toMatchObject({
      status: 'draft',
      quoteNumber: quoteNumber(2),
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

    const history = await api.get(`/api/quotes/${q.id}/history`);
    const entries = quoteHistoryResponseSchema.parse(history.body).data;
    expect(entries.map((e) => [e.action, e.details])).toEqual([
      ['created', null],
      ['edited', null],
      ['status_changed', { from: 'draft', to: 'sent' }],
      ['status_changed', { from: 'sent', to: 'accepted' }],
    ]);
    expect(entries[0]!.by).toBe(a.user.name);
    const dupHistory = await api.get(`/api/quotes/${dup.body.data.id}/history`);
    expect(
      dupHistory.body.data.map((e: { action: string; details: unknown }) => [e.action, e.details]),
    ).toEqual([['duplicated', { sourceQuoteNumber: q.quoteNumber }]]);

    await api.delete(`/api/quotes/${dup.body.data.id}`).expect(204);
    for (const req of [
      api.get(`/api/quotes/${dup.body.data.id}`),
      api.put(`/api/quotes/${dup.body.data.id}`, { customerId: q.customer.id, items: threeItems }),
      api.patch(`/api/quotes/${dup.body.data.id}/status`, { status: 'sent' }),
      api.post(`/api/quotes/${dup.body.data.id}/duplicate`),
      api.delete(`/api/quotes/${dup.body.data.id}`),
    ]) {
      const res = await req;
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: SERVER_MESSAGES.notFound });
    }
    const list = await api.get('/api/quotes');
    expect(list.body.data.map((x: Quote) => x.id)).toEqual([q.id]);
  });

  it('a refused edit changes nothing: bad items, 100 KB notes, a foreign template', async () => {
    const a = await registerCompany(t.http());
    const b = await registerCompany(t.http());
    const api = asUser(a);
    const q = await createQuote(t.http(), a);
    const many = Array.from({ length: 1000 }, () => ({ description: 'Regel', quantity: 1, unitPrice: 1 }));
    const badItems = await api.put(`/api/quotes/${q.id}`, { customerId: q.customer.id, items: many });
    expect(badItems.status).toBe(422);
    expect(badItems.body.error.fields.items).toEqual([QUOTE_MSG.itemsMax]);
    const notes = await api.put(`/api/quotes/${q.id}`, {
      customerId: q.customer.id,
      items: threeItems,
      notes: 'x'.repeat(100 * 1024),
    });
    expect(notes.status).toBe(422);
    const templatesOfB = await asUser(b).get('/api/templates');
    const foreign = await api.put(`/api/quotes/${q.id}`, {
      customer: { name: 'Nieuwe Klant' },
      templateId: templatesOfB.body.data[0].id,
      items: threeItems,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe(SERVER_MESSAGES.notFound);

    const after = await api.get(`/api/quotes/${q.id}`);
    expect(after.body.data).toEqual(q);
    const customers = await api.get('/api/customers');
    expect(customers.body.meta.total).toBe(1);
    const history = await api.get(`/api/quotes/${q.id}/history`);
    expect(history.body.data.map((e: { action: string }) => e.action)).toEqual(['created']);
  });

  it('edit with a new customer creates that customer and re-snapshots it', async () => {
    const a = await registerCompany(t.http());
    const q = await createQuote(t.http(), a);
    const res = await asUser(a).put(`/api/quotes/${q.id}`, {
      customer: { name: 'Andere Klant', email: 'andere@klant.nl' },
      items: threeItems,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.customer).toMatchObject({ name: 'Andere Klant', email: 'andere@klant.nl' });
    const customers = await asUser(a).get('/api/customers');
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
    const history = await asUser(a).get(`/api/quotes/${q.id}/history`);
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
