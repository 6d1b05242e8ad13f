import { CUSTOMER_MSG, MSG, SERVER_MESSAGES, customerListResponseSchema } from '@offerteflow/contracts';
import { bearer, registerCompany } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { expectTenantIsolation } from './helpers/tenant-isolation';

const t = useTestApp();

const jan = {
  name: 'Jansen Bouw B.V.',
  email: 'info@jansenbouw.nl',
  phone: '010-1234567',
  address: 'Dorpsstraat 1',
  postalCode: '1234 AB',
  city: 'Utrecht',
  kvkNumber: '1234 5678',
  vatNumber: 'nl 8888.88.888 B01',
};

describe('customers API', () => {
  it('creates a customer with normalised fields and the default country', async () => {
    const a = await registerCompany(t.http());
    const res = await t.http().post('/api/customers').set(bearer(a.accessToken)).send(jan);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Jansen Bouw B.V.',
      email: 'info@jansenbouw.nl',
      country: 'Nederland',
      kvkNumber: '12345678',
      vatNumber: 'NL888888888B01',
    });
    const got = await t.http().get(`/api/customers/${res.body.data.id}`).set(bearer(a.accessToken));
    expect(got.body.data).toEqual(res.body.data);
  });

  it('answers 422 with Dutch field messages for bad input and stores nothing', async () => {
    const a = await registerCompany(t.http());
    const res = await t
      .http()
      .post('/api/customers')
      .set(bearer(a.accessToken))
      .send({ name: '  ', email: 'geen-mail', kvkNumber: '12' });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({
      name: [CUSTOMER_MSG.nameRequired],
      email: [MSG.emailInvalid],
      kvkNumber: [CUSTOMER_MSG.kvkInvalid],
    });
    const list = await t.http().get('/api/customers').set(bearer(a.accessToken));
    expect(list.body.meta.total).toBe(0);
  });

  it('lists with case-insensitive search over name and e-mail, paged and sorted by name', async () => {
    const a = await registerCompany(t.http());
    for (const c of [
      { name: 'Zeeman Tuinen', email: 'post@zeeman.nl' },
      { name: 'Bakkerij de Vries', email: 'bestel@devries.nl' },
      { name: 'Jansen Bouw', email: 'info@JANSEN.nl' },
      { name: '100% Schoon', email: null },
    ]) {
      await t.http().post('/api/customers').set(bearer(a.accessToken)).send(c).expect(201);
    }
    const all = await t.http().get('/api/customers?pageSize=2').set(bearer(a.accessToken));
    expect(customerListResponseSchema.parse(all.body).meta).toEqual({ page: 1, pageSize: 2, total: 4 });
    expect(all.body.data.map((c: { name: string }) => c.name)).toEqual(['100% Schoon', 'Bakkerij de Vries']);

    const byMail = await t.http().get('/api/customers?search=jansen.NL').set(bearer(a.accessToken));
    expect(byMail.body.data.map((c: { name: string }) => c.name)).toEqual(['Jansen Bouw']);
    const byName = await t.http().get('/api/customers?search=VRIES').set(bearer(a.accessToken));
    expect(byName.body.data.map((c: { name: string }) => c.name)).toEqual(['Bakkerij de Vries']);
    // % and _ are matched literally, not as wildcards.
    const literal = await t.http().get('/api/customers?search=%25').set(bearer(a.accessToken));
    expect(literal.body.data.map((c: { name: string }) => c.name)).toEqual(['100% Schoon']);
    const bad = await t.http().get('/api/customers?pageSize=500').set(bearer(a.accessToken));
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields.pageSize).toEqual([CUSTOMER_MSG.pageSizeInvalid]);
  });

  it('updates and deletes a customer; a deleted customer answers 404', async () => {
    const a = await registerCompany(t.http());
    const created = await t.http().post('/api/customers').set(bearer(a.accessToken)).send(jan);
    const id = created.body.data.id as string;
    const upd = await t
      .http()
      .put(`/api/customers/${id}`)
      .set(bearer(a.accessToken))
      .send({ ...jan, name: 'Jansen & Zn', country: 'België' });
    expect(upd.status).toBe(200);
    expect(upd.body.data).toMatchObject({ id, name: 'Jansen & Zn', country: 'België' });

    await t.http().delete(`/api/customers/${id}`).set(bearer(a.accessToken)).expect(204);
    const gone = await t.http().get(`/api/customers/${id}`).set(bearer(a.accessToken));
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe(SERVER_MESSAGES.notFound);
    await t.http().delete(`/api/customers/${id}`).set(bearer(a.accessToken)).expect(404);
  });

  it('keeps the quotes of a deleted customer, with their customer snapshot', async () => {
    const a = await registerCompany(t.http());
    const created = await t.http().post('/api/customers').set(bearer(a.accessToken)).send(jan);
    const id = created.body.data.id as string;
    const quote = await t
      .http()
      .post('/api/quotes')
      .set(bearer(a.accessToken))
      .send({ customerId: id, items: [{ description: 'Werk', quantity: 1, unitPrice: 10 }] });
    expect(quote.status).toBe(201);
    await t.http().delete(`/api/customers/${id}`).set(bearer(a.accessToken)).expect(204);
    const after = await t.http().get(`/api/quotes/${quote.body.data.id}`).set(bearer(a.accessToken));
    expect(after.status).toBe(200);
    expect(after.body.data.customer).toMatchObject({ id: null, name: jan.name, email: jan.email });
  });

  it("never shows or changes another company's customer", async () => {
    const a = await registerCompany(t.http());
    const b = await registerCompany(t.http());
    const ofB = await t.http().post('/api/customers').set(bearer(b.accessToken)).send(jan);
    await expectTenantIsolation(t.http(), {
      caller: a,
      owner: b,
      resourceId: ofB.body.data.id,
      secrets: [jan.name, jan.email],
      requests: [
        { method: 'GET', path: (id) => `/api/customers/${id}` },
        { method: 'PUT', path: (id) => `/api/customers/${id}`, body: { name: 'Overgenomen' } },
        { method: 'DELETE', path: (id) => `/api/customers/${id}` },
      ],
    });
    const list = await t.http().get('/api/customers').set(bearer(a.accessToken));
    expect(list.body).toEqual({ data: [], meta: { page: 1, pageSize: 20, total: 0 } });
    const stillB = await t.http().get(`/api/customers/${ofB.body.data.id}`).set(bearer(b.accessToken));
    expect(stillB.body.data.name).toBe(jan.name);
  });

  it('needs authentication', async () => {
    const res = await t.http().get('/api/customers');
    expect(res.status).toBe(401);
  });
});
