/** Idempotency-Key on creating POSTs: a repeat never creates twice, another body with the key is 422. */
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_MESSAGES } from '@offerteflow/contracts';
import { authedClient, bearer, PASSWORD, registerCompany, uniqueEmail } from './helpers/accounts';
import { listening, useTestApp } from './helpers/app';
import { threeItems } from './helpers/quotes';

jest.setTimeout(60_000);

describe('Idempotency-Key', () => {
  const t = useTestApp();
  const asUser = authedClient(t);

  const quoteBody = { customer: { name: 'Jansen Bouw' }, items: threeItems };

  it('replays the first quote for a repeated key instead of creating a second one', async () => {
    const who = await registerCompany(t.http());
    const key = randomUUID();
    const send = () => asUser(who).post('/api/quotes').set('Idempotency-Key', key).send(quoteBody);
    const first = await send();
    const second = await send();
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body.data.id).toBe(first.body.data.id);
    expect(second.body.data.quoteNumber).toBe(first.body.data.quoteNumber);
    const list = await asUser(who).get('/api/quotes');
    expect(list.body.meta.total).toBe(1);
  });

  it('answers 422 in Dutch for the same key with another body', async () => {
    const who = await registerCompany(t.http());
    const key = randomUUID();
    const post = (name: string) =>
      asUser(who).post('/api/customers').set('Idempotency-Key', key).send({ name });
    expect((await post('Bakkerij De Graaf')).status).toBe(201);
    const other = await post('Slagerij Smit');
    expect(other.status).toBe(422);
    expect(other.body.error.message).toBe(IDEMPOTENCY_MESSAGES.keyReused);
  });

  it('creates once when 10 requests with one key arrive at the same time', async () => {
    const who = await registerCompany(t.http());
    const key = randomUUID();
    const http = await listening(t);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        http()
          .post('/api/customers')
          .set(bearer(who.accessToken))
          .set('Idempotency-Key', key)
          .send({ name: 'Tegelzetter Bos' }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1);
    const list = await asUser(who).get('/api/customers');
    expect(list.body.meta.total).toBe(1);
  });

  it('scopes keys per company and frees a key after a failed first attempt', async () => {
    const a = await registerCompany(t.http());
    const b = await registerCompany(t.http());
    const key = randomUUID();
    const post = (who: typeof a, body: object) =>
      asUser(who).post('/api/customers').set('Idempotency-Key', key).send(body);
    expect((await post(a, { name: '' })).status).toBe(422); // invalid: not stored
    const ok = await post(a, { name: 'Schilder Visser' });
    expect(ok.status).toBe(201);
    const other = await post(b, { name: 'Schilder Visser' });
    expect(other.status).toBe(201);
    expect(other.body.data.id).not.toBe(ok.body.data.id);
  });

  it('covers templates and rejects a malformed key with a Dutch 400', async () => {
    const who = await registerCompany(t.http());
    const key = randomUUID();
    const body = { name: 'Huisstijl' };
    const send = () => asUser(who).post('/api/templates').set('Idempotency-Key', key).send(body);
    const first = await send();
    expect(first.status).toBe(201);
    expect((await send()).body.data.id).toBe(first.body.data.id);
    const bad = await asUser(who).post('/api/customers').set('Idempotency-Key', 'kort').send({ name: 'X' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(IDEMPOTENCY_MESSAGES.invalidKey);
  });

  it('replays a registration as the same account with a fresh working session', async () => {
    const key = randomUUID();
    const body = { companyName: 'Dakwerken Mulder', email: uniqueEmail(), password: PASSWORD };
    const first = await t.http().post('/api/auth/register').set('Idempotency-Key', key).send(body);
    const second = await t.http().post('/api/auth/register').set('Idempotency-Key', key).send(body);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.data.user.id).toBe(first.body.data.user.id);
    expect(second.body.data.company.id).toBe(first.body.data.company.id);
    expect(second.body.data.refreshToken).not.toBe(first.body.data.refreshToken);
    const verify = await t.http().get('/api/auth/verify').set(bearer(second.body.data.accessToken));
    expect(verify.status).toBe(200);
  });
});
