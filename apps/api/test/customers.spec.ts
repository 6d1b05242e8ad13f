import { CUSTOMER_MSG, MSG, SERVER_MESSAGES, customerListResponseSchema } from '@offerteflow/contracts';
import { authedClient, registerCompany } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { expectTenantIsolation } from './helpers/tenant-isolation';

const t = useTestApp();
const asUser = authedClient(t);

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
    const res = await asUser(a).post('/api/customers', jan);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Jansen Bouw B.V.',
      email: 'info@jansenbouw.nl',
      country: 'Nederland',
      kvkNumber: '12345678',
      vatNumber: 'NL888888888B01',
    });
    const got = await asUser(a).get(`/api/customers/${res.body.data.id}`);
    expect(got.body.data).toEqual(res.body.data);
  });

  it('answers 422 with Dutch field messages for bad input and stores nothing', async () => {
    const a = await registerCompany(t.http());
    const res = await asUser(a).post('/api/customers', { name: '  ', email: 'geen-mail', kvkNumber: '12' });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({
      name: [CUSTOMER_MSG.nameRequired],
      email: [MSG.emailInvalid],
      kvkNumber: [CUSTOMER_MSG.kvkInvalid],
    });
    const list = await asUser(a).get('/api/customers');
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
      await asUser(a).post('/api/customers', c).expect(201);
    }
    const all = await asUser(a).get('/api/customers?pageSize=2');
    expect(customerListResponseSchema.parse(all.body).meta).toEqual({ page: 1, pageSize: 2, total: 4 });
    expect(all.body.data.map((c: { name: string }) => c.name)).toEqual(['100% Schoon', 'Bakkerij de Vries']);

    const byMail = await asUser(a).get('/api/customers?search=jansen.NL');
    expect(byMail.body.data.map((c: { name: string }) => c.name)).toEqual(['Jansen Bouw']);
    const byName = await asUser(a).get('/api/customers?search=VRIES');
    expect(byName.body.data.map((c: { name: string }) => c.name)).toEqual(['Bakkerij de Vries']);
    // % and _ are matched literally, not as wildcards.
    const literal = await asUser(a).get('/api/customers?search=%25');
    expect(literal.body.data.map((c: { name: string }) => c.name)).toEqual(['100% Schoon']);
    const bad = await asUser(a).get('/api/customers?pageSize=500');
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields.pageSize).toEqual([CUSTOMER_MSG.pageSizeInvalid]);
  });

  it('updates and deletes a customer; a deleted customer answers 404', async () => {
    const a = await registerCompany(t.http());
    const created = await asUser(a).post('/api/customers', jan);
    const id = created.body.data.id as string;
    const upd = await asUser(a).put(`/api/customers/${id}`, {
      ...jan,
      name: 'Jansen & Zn',
      country: 'België',
    });
    expect(upd.status).toBe(200);
    expect(upd.body.data).toMatchObject({ id, name: 'Jansen & Zn', country: 'België' });

    await asUser(a).delete(`/api/customers/${id}`).expect(204);
    const gone = await asUser(a).get(`/api/customers/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe(SERVER_MESSAGES.notFound);
    await asUser(a).delete(`/api/customers/${id}`).expect(404);
  });

  it('keeps the quotes of a deleted customer, with their customer snapshot', async () => {
    const a = await registerCompany(t.http());
    const created = await asUser(a).post('/api/customers', jan);
    const id = created.body.data.id as string;
    const quote = await asUser(a).post('/api/quotes', {
      customerId: id,
      items: [{ description: 'Werk', quantity: 1, unitPrice: 10 }],
    });
    expect(quote.status).toBe(201);
    await asUser(a).delete(`/api/customers/${id}`).expect(204);
    const after = await asUser(a).get(`/api/quotes/${quote.body.data.id}`);
    expect(after.status).toBe(200);
    expect(after.body.data.customer).toMatchObject({ id: null, name: jan.name, email: jan.email });
  });

  it("never shows or changes another company's customer", async () => {
    const a = await registerCompany(t.http());
    const b = await registerCompany(t.http());
    const ofB = await asUser(b).post('/api/customers', jan);
    await expectTenantIsolation(t, {
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
    const list = await asUser(a).get('/api/customers');
    expect(list.body).toEqual({ data: [], meta: { page: 1, pageSize: 20, total: 0 } });
    const stillB = await asUser(b).get(`/api/customers/${ofB.body.data.id}`);
    expect(stillB.body.data.name).toBe(jan.name);
  });

  it('needs authentication', async () => {
    const res = await t.http().get('/api/customers');
    expect(res.status).toBe(401);
  });
});
