/**
 * Instellingen › Team, invitations: an admin invites by e-mail, the link in the mail (hashed, single
 * use, 7 days, revocable) lets the colleague set name and password and land logged in in the company.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  INVITATION_MAILS_PER_HOUR,
  TEAM_MSG,
  authResponseSchema,
  invitationListResponseSchema,
  publicInvitationResponseSchema,
} from '@offerteflow/contracts';
import { simpleParser } from 'mailparser';
import { DataSource } from 'typeorm';
import { sha256Hex } from '../src/common';
import { InvitationEntity } from '../src/modules/team/invitation.entity';
import { authedClient, PASSWORD, registerCompany, uniqueEmail } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { invitationLink, invite, tokenOf } from './helpers/team';

const t = useTestApp({ env: { APP_URL: 'https://app.offerteflow.test' } });
const asUser = authedClient(t);
const accept = (token: string, body: object) =>
  t.http().post(`/api/public/invitations/${token}/accept`).send(body);
const view = (token: string) => t.http().get(`/api/public/invitations/${token}`);
const colleague = { firstName: 'Sanne', lastName: 'de Boer', password: PASSWORD };
const invalid = { error: { code: 'NOT_FOUND', message: TEAM_MSG.invitationInvalid } };

describe('inviting a colleague', () => {
  it('mails a branded Dutch link whose token is stored hashed; accepting logs the colleague in the company', async () => {
    const admin = await registerCompany(t.http(), { companyName: 'Schilders & Zn' });
    const email = uniqueEmail('sanne');
    const res = await invite(t, admin, email);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ email, role: 'medewerker', invitedBy: admin.user.name });
    expect(JSON.stringify(res.body)).not.toMatch(/token/i);

    const dir = join(t.config.dataDir, 'outbox');
    const file = readdirSync(dir).find((f) => readFileSync(join(dir, f), 'utf8').includes(`To: ${email}`));
    const mail = await simpleParser(readFileSync(join(dir, file!)));
    expect(mail.subject).toBe(`${admin.user.name} nodigt u uit voor Schilders & Zn in Offerteflow`);
    expect(mail.text).toContain('U krijgt de rol Medewerker.');
    expect(mail.html).toContain('Uitnodiging accepteren');
    const link = await invitationLink(t, email);
    expect(link).toMatch(/^https:\/\/app\.offerteflow\.test\/uitnodiging\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(link);
    const stored = await t.app.get(DataSource).getRepository(InvitationEntity).findOneByOrFail({ email });
    expect(stored.tokenHash).toBe(sha256Hex(token));
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeCloseTo(7 * 86_400_000, -5);

    const page = await view(token);
    expect(publicInvitationResponseSchema.parse(page.body).data).toMatchObject({
      companyName: 'Schilders & Zn',
      email,
      role: 'medewerker',
    });
    const weak = await accept(token, { ...colleague, password: 'zwak' });
    expect(weak.status).toBe(422);
    const joined = await accept(token, colleague);
    expect(joined.status).toBe(201);
    const session = authResponseSchema.parse(joined.body).data;
    expect(session.user).toMatchObject({ email, name: 'Sanne de Boer', role: 'medewerker' });
    expect(session.company.id).toBe(admin.company.id);
    expect((await asUser(session).get('/api/auth/verify')).status).toBe(200);
    const login = await t.http().post('/api/auth/login').send({ email, password: PASSWORD });
    expect(login.status).toBe(200);

    // Single use: the page and a second accept answer the same Dutch 404; the list is empty again.
    expect((await view(token)).body).toEqual(invalid);
    expect((await accept(token, colleague)).body).toEqual(invalid);
    expect((await asUser(admin).get('/api/team/invitations')).body.data).toEqual([]);
    const members = (await asUser(admin).get('/api/team/members')).body.data;
    expect(members.map((m: { email: string }) => m.email)).toEqual([admin.user.email, email]);
  });

  it('refuses an address of another company, a colleague and a second open invitation, in Dutch', async () => {
    const admin = await registerCompany(t.http());
    const other = await registerCompany(t.http());
    const foreign = await invite(t, admin, other.user.email.toUpperCase());
    expect(foreign.status).toBe(409);
    expect(foreign.body.error).toMatchObject({
      message: TEAM_MSG.emailInOtherCompany,
      fields: { email: [TEAM_MSG.emailInOtherCompany] },
    });
    expect((await invite(t, admin, admin.user.email)).body.error.message).toBe(TEAM_MSG.alreadyColleague);
    const email = uniqueEmail();
    expect((await invite(t, admin, email)).status).toBe(201);
    const again = await invite(t, admin, email.toUpperCase());
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(TEAM_MSG.alreadyInvited);
  });

  it('an address that got an account elsewhere after the invitation cannot accept it', async () => {
    const admin = await registerCompany(t.http());
    const email = uniqueEmail();
    await invite(t, admin, email);
    const token = tokenOf(await invitationLink(t, email));
    await registerCompany(t.http(), { email });
    const res = await accept(token, colleague);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(TEAM_MSG.emailInOtherCompany);
  });

  it('sends again with a new link (the old one stops working), withdraws, and expires after 7 days', async () => {
    const admin = await registerCompany(t.http());
    const email = uniqueEmail();
    const created = (await invite(t, admin, email)).body.data;
    const first = tokenOf(await invitationLink(t, email));
    const resent = await asUser(admin).post(`/api/team/invitations/${created.id}/resend`);
    expect(resent.status).toBe(200);
    const second = tokenOf(await invitationLink(t, email));
    expect(second).not.toBe(first);
    expect((await view(first)).status).toBe(404);
    expect((await view(second)).status).toBe(200);

    const list = invitationListResponseSchema.parse((await asUser(admin).get('/api/team/invitations')).body);
    expect(list.data.map((i) => i.email)).toEqual([email]);
    expect((await asUser(admin).delete(`/api/team/invitations/${created.id}`)).status).toBe(204);
    expect((await view(second)).body).toEqual(invalid);
    expect((await asUser(admin).get('/api/team/invitations')).body.data).toEqual([]);
    expect((await asUser(admin).delete(`/api/team/invitations/${created.id}`)).status).toBe(404);

    // An expired invitation: the link is dead, the admin may invite the address anew.
    const later = uniqueEmail();
    await invite(t, admin, later);
    const token = tokenOf(await invitationLink(t, later));
    await t.app
      .get(DataSource)
      .getRepository(InvitationEntity)
      .update({ email: later }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await view(token)).body).toEqual(invalid);
    expect((await accept(token, colleague)).status).toBe(404);
    expect((await invite(t, admin, later)).status).toBe(201);
  });

  it('limits invitation mails per company per hour (429 in Dutch)', async () => {
    const admin = await registerCompany(t.http());
    for (let i = 0; i < INVITATION_MAILS_PER_HOUR; i++)
      expect((await invite(t, admin, uniqueEmail('veel'))).status).toBe(201);
    const over = await invite(t, admin, uniqueEmail('teveel'));
    expect(over.status).toBe(429);
    expect(over.body.error.message).toBe(TEAM_MSG.mailLimit);
    // Another company has its own count.
    expect((await invite(t, await registerCompany(t.http()), uniqueEmail())).status).toBe(201);
  });

  it("never shows or withdraws another company's invitations", async () => {
    const a = await registerCompany(t.http());
    const b = await registerCompany(t.http());
    const ofB = (await invite(t, b, uniqueEmail('geheim'))).body.data;
    expect((await asUser(a).delete(`/api/team/invitations/${ofB.id}`)).status).toBe(404);
    expect((await asUser(a).post(`/api/team/invitations/${ofB.id}/resend`)).status).toBe(404);
    expect((await asUser(a).get('/api/team/invitations')).body.data).toEqual([]);
    expect((await asUser(b).get('/api/team/invitations')).body.data).toHaveLength(1);
  });
});
