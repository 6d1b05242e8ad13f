/** Reading quotes: the paged list with search and filter, and the dashboard statistics. */
import { quoteListResponseSchema, type AuthData, type Quote } from '@offerteflow/contracts';
import { authedClient, bearer, registerCompany } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { backdateQuote } from './helpers/factories';
import { createQuote, quoteNumber } from './helpers/quotes';

const t = useTestApp({ listen: true });
const asUser = authedClient(t);

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
    await asUser(a).patch(`/api/quotes/${created[1]!.id}/status`, { status: 'sent' });
  });
  const list = (qs: string) => asUser(a).get(`/api/quotes${qs}`);

  it('lists newest first in the paged envelope with the row fields of the quotes page', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    const body = quoteListResponseSchema.parse(res.body);
    expect(body.meta).toEqual({ page: 1, pageSize: 20, total: 3 });
    expect(body.data.map((q) => q.quoteNumber)).toEqual([quoteNumber(3), quoteNumber(2), quoteNumber(1)]);
    expect(body.data[0]).toEqual({
      id: created[2]!.id,
      quoteNumber: quoteNumber(3),
      status: 'draft',
      createdAt: created[2]!.createdAt,
      totalAmount: 518.65,
      customer: { name: 'Zeeman Tuinen', email: 'post@ZEEMAN.nl' },
      itemCount: 3,
      firstItems: ['Dakgoot vervangen', 'Arbeid'],
      viewedAt: null,
      createdBy: { id: a.user.id, name: a.user.name },
    });
  });

  it('searches case-insensitively over number, customer name and e-mail', async () => {
    const names = async (qs: string) =>
      (await list(qs)).body.data.map((q: { customer: { name: string } }) => q.customer.name);
    expect(await names('?search=bakkerij')).toEqual(['Bakkerij de Vries']);
    expect(await names('?search=zeeman.NL')).toEqual(['Zeeman Tuinen']);
    expect(await names(`?search=${quoteNumber(1).toLowerCase()}`)).toEqual(['Jansen Bouw']);
    expect(await names('?search=niemand')).toEqual([]);
    expect(await names('?search=100%25')).toEqual([]);
  });

  it('filters by status and pages', async () => {
    const sent = await list('?status=sent');
    expect(sent.body.data.map((q: Quote) => q.quoteNumber)).toEqual([quoteNumber(2)]);
    expect(sent.body.meta.total).toBe(1);
    const drafts = await list('?status=draft&search=jansen');
    expect(drafts.body.data.map((q: Quote) => q.quoteNumber)).toEqual([quoteNumber(1)]);
    const all = await list('?status=all');
    expect(all.body.meta.total).toBe(3);
    const page2 = await list('?page=2&pageSize=2');
    expect(page2.body.meta).toEqual({ page: 2, pageSize: 2, total: 3 });
    expect(page2.body.data.map((q: Quote) => q.quoteNumber)).toEqual([quoteNumber(1)]);
    const beyond = await list('?page=5&pageSize=2');
    expect(beyond.body).toEqual({ data: [], meta: { page: 5, pageSize: 2, total: 3 } });
    const exact = await list('?pageSize=3');
    expect(exact.body.meta.total).toBe(3);
  });
});

describe('GET /api/quotes/stats', () => {
  const statsOf = async (who: AuthData) => (await asUser(who).get('/api/quotes/stats')).body.data;

  it('counts the company quotes, this month, total value and conversion', async () => {
    const a = await registerCompany(t.http());
    const auth = bearer(a.accessToken);
    const none = { totalQuotes: 0, thisMonth: 0, totalValue: 0, acceptedCount: 0, decidedCount: 0 };
    expect(await statsOf(a)).toEqual({ ...none, conversionRate: null });
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
    expect(await statsOf(a)).toEqual({
      totalQuotes: 4,
      thisMonth: 3,
      totalValue: 2074.6,
      acceptedCount: 2,
      decidedCount: 3,
      conversionRate: 67,
    });
    // Another company sees only its own numbers.
    expect((await statsOf(await registerCompany(t.http()))).totalQuotes).toBe(0);
  });
});
