import { bearer, registerCompany } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { expectTenantIsolation } from './helpers/tenant-isolation';

const t = useTestApp();

describe('tenant isolation: users', () => {
  it('shows a user of the own company', async () => {
    const a = await registerCompany(t.http());
    const res = await t.http().get(`/api/users/${a.user.id}`).set(bearer(a.accessToken));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(a.user);
  });

  it("never shows another company's user", async () => {
    const a = await registerCompany(t.http());
    const b = await registerCompany(t.http());
    await expectTenantIsolation(t.http(), {
      caller: a,
      owner: b,
      resourceId: b.user.id,
      requests: [{ method: 'GET', path: (id) => `/api/users/${id}` }],
    });
  });

  it('answers 404 for a malformed id', async () => {
    const a = await registerCompany(t.http());
    const res = await t.http().get('/api/users/niet-een-uuid').set(bearer(a.accessToken));
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });
});
