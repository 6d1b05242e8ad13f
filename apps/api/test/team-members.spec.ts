/**
 * Roles, deactivation and leaving: what a medewerker cannot do, an admin deactivating a colleague
 * (their sessions end at once, their quotes stay), the last admin, and 'Account verwijderen' of a
 * colleague (only that user goes; the quotes name a former colleague).
 */
import {
  FORMER_COLLEAGUE,
  SERVER_MESSAGES,
  TEAM_MSG,
  teamMemberListResponseSchema,
} from '@offerteflow/contracts';
import { authedClient, bearer, PASSWORD, registerCompany } from './helpers/accounts';
import { listening, useTestApp } from './helpers/app';
import { createQuote } from './helpers/quotes';
import { addColleague } from './helpers/team';

const t = useTestApp({ listen: true });
const asUser = authedClient(t);
const forbidden = { error: { code: 'FORBIDDEN', message: SERVER_MESSAGES.forbidden } };
const login = (email: string) => t.http().post('/api/auth/login').send({ email, password: PASSWORD });

describe('roles', () => {
  it('a medewerker works with quotes but gets 403 on billing, API keys, webhooks, team and company settings', async () => {
    const admin = await registerCompany(t.http());
    const m = await addColleague(t, admin);
    expect((await createQuote(t.http(), m)).createdBy).toEqual({ id: m.user.id, name: 'Mees Werker' });
    for (const [method, url] of [
      ['get', '/api/billing'],
      ['get', '/api/api-keys'],
      ['get', '/api/webhooks'],
      ['get', '/api/team/members'],
      ['put', '/api/settings/company'],
      ['post', '/api/templates'],
    ] as const) {
      const res = await asUser(m)[method](url);
      expect({ url, status: res.status, body: res.body }).toEqual({ url, status: 403, body: forbidden });
    }
    expect((await asUser(m).get('/api/settings/quotes')).status).toBe(200);
    expect((await asUser(m).get('/api/templates')).status).toBe(200);
  });

  it('a role change counts from the next request; an API key made by an admin acts as admin', async () => {
    const admin = await registerCompany(t.http());
    const m = await addColleague(t, admin);
    expect((await asUser(m).get('/api/billing')).status).toBe(403);
    const promoted = await asUser(admin).put(`/api/team/members/${m.user.id}/role`, { role: 'admin' });
    expect(promoted.body.data).toMatchObject({ role: 'admin', active: true });
    expect((await asUser(m).get('/api/billing')).status).toBe(200);
    const key = await asUser(m).post('/api/api-keys', { name: 'Boekhouding' });
    expect(key.body.data.createdBy).toBe('Mees Werker');
    const template = await t
      .http()
      .post('/api/templates')
      .set(bearer(key.body.data.key))
      .send({ name: 'Via sleutel' });
    expect(template.status).toBe(201);
  });

  it('the last admin cannot be demoted or deactivated; of two admins demoting each other at once one wins', async () => {
    const admin = await registerCompany(t.http());
    const demote = (who: typeof admin, id: string) =>
      asUser(who).put(`/api/team/members/${id}/role`, { role: 'medewerker' });
    const self = await demote(admin, admin.user.id);
    expect(self.status).toBe(409);
    expect(self.body.error.message).toBe(TEAM_MSG.lastAdmin);
    expect(
      (await asUser(admin).post(`/api/team/members/${admin.user.id}/deactivate`)).body.error.message,
    ).toBe(TEAM_MSG.selfDeactivate);

    const second = await addColleague(t, admin, { role: 'admin' });
    const http = await listening(t);
    const [one, two] = await Promise.all([
      http()
        .put(`/api/team/members/${second.user.id}/role`)
        .set(bearer(admin.accessToken))
        .send({ role: 'medewerker' }),
      http()
        .put(`/api/team/members/${admin.user.id}/role`)
        .set(bearer(second.accessToken))
        .send({ role: 'medewerker' }),
    ]);
    // One wins. The other is refused as the last admin (409) when both checks ran before either change,
    // or as no admin any more (403) when the winner finished first, as on a busy machine.
    const [won, lost] = [one.status, two.status].sort();
    expect(won).toBe(200);
    expect([403, 409]).toContain(lost);
    const members = teamMemberListResponseSchema.parse(
      (await asUser(one.status === 200 ? admin : second).get('/api/team/members')).body,
    );
    expect(members.data.filter((u) => u.role === 'admin')).toHaveLength(1);
  });
});

describe('deactivating a colleague', () => {
  it('ends their sessions at once (old access token 401, refresh 401, login refused) and keeps their quotes', async () => {
    const admin = await registerCompany(t.http());
    const m = await addColleague(t, admin, { firstName: 'Piet', lastName: 'Jansen' });
    const quote = await createQuote(t.http(), m);
    expect((await asUser(m).get('/api/quotes')).status).toBe(200);

    const res = await asUser(admin).post(`/api/team/members/${m.user.id}/deactivate`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ active: false, name: 'Piet Jansen' });
    const next = await asUser(m).get('/api/quotes');
    expect(next.status).toBe(401);
    expect((await t.http().post('/api/auth/refresh').send({ refreshToken: m.refreshToken })).status).toBe(
      401,
    );
    const refused = await login(m.user.email);
    expect(refused.status).toBe(401);
    expect(refused.body.error.message).toBe(TEAM_MSG.accountDeactivated);

    const kept = await asUser(admin).get(`/api/quotes/${quote.id}`);
    expect(kept.body.data.createdBy).toEqual({ id: m.user.id, name: 'Piet Jansen' });
    const history = await asUser(admin).get(`/api/quotes/${quote.id}/history`);
    expect(history.body.data[0]).toMatchObject({ action: 'created', by: 'Piet Jansen' });

    expect((await asUser(admin).post(`/api/team/members/${m.user.id}/reactivate`)).body.data.active).toBe(
      true,
    );
    expect((await login(m.user.email)).status).toBe(200);
  });

  it("answers 404 for another company's colleague", async () => {
    const a = await registerCompany(t.http());
    const b = await registerCompany(t.http());
    const ofB = await addColleague(t, b);
    for (const path of ['deactivate', 'reactivate'])
      expect((await asUser(a).post(`/api/team/members/${ofB.user.id}/${path}`)).status).toBe(404);
    expect((await asUser(a).put(`/api/team/members/${ofB.user.id}/role`, { role: 'admin' })).status).toBe(
      404,
    );
    expect((await asUser(ofB).get('/api/quotes')).status).toBe(200);
  });
});

describe("'Account verwijderen' of a colleague", () => {
  it('removes only that user: their quotes stay with the company, authored by a former colleague', async () => {
    const admin = await registerCompany(t.http());
    const m = await addColleague(t, admin);
    const quote = await createQuote(t.http(), m);
    const res = await asUser(m).delete('/api/users/account');
    expect(res.body.data).toEqual({ deleted: true, removed: 'user' });
    expect((await asUser(m).get('/api/auth/verify')).status).toBe(401);
    expect((await login(m.user.email)).status).toBe(401);

    const kept = (await asUser(admin).get(`/api/quotes/${quote.id}`)).body.data;
    expect(kept.createdBy).toEqual({ id: m.user.id, name: FORMER_COLLEAGUE });
    const history = (await asUser(admin).get(`/api/quotes/${quote.id}/history`)).body.data;
    expect(history[0].by).toBe(FORMER_COLLEAGUE);
    const list = (await asUser(admin).get('/api/quotes')).body.data;
    expect(list[0].createdBy.name).toBe(FORMER_COLLEAGUE);
    const members = (await asUser(admin).get('/api/team/members')).body.data;
    expect(members.map((u: { id: string }) => u.id)).toEqual([admin.user.id]);
    expect((await asUser(admin).get(`/api/users/${m.user.id}`)).status).toBe(404);
    // The address is free again: the person may be invited anew.
    expect((await asUser(admin).post('/api/team/invitations', { email: m.user.email })).status).toBe(201);
  });

  it('an admin with another admin leaves alone; the last admin deletes the company', async () => {
    const admin = await registerCompany(t.http());
    const second = await addColleague(t, admin, { role: 'admin' });
    expect((await asUser(second).delete('/api/users/account')).body.data.removed).toBe('user');
    const m = await addColleague(t, admin);
    expect((await asUser(admin).delete('/api/users/account')).body.data.removed).toBe('company');
    expect((await login(admin.user.email)).status).toBe(401);
    expect((await asUser(m).get('/api/quotes')).status).toBe(401);
  });
});
