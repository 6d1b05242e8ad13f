/**
 * Colleagues through the public API, as a real client makes them: the admin invites, the link is read
 * from the mail the app wrote (DATA_DIR/outbox: tests run without SMTP_URL), the colleague accepts.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AuthData, UserRole } from '@offerteflow/contracts';
import { simpleParser } from 'mailparser';
import type supertest from 'supertest';
import { bearer, PASSWORD, uniqueEmail } from './accounts';

type App = { http: () => supertest.Agent; config: { dataDir: string } };

/** The newest invitation link in the outbox for `to` (the invite call has returned, so it is there). */
export async function invitationLink(t: App, to: string): Promise<string> {
  const dir = join(t.config.dataDir, 'outbox');
  const files = existsSync(dir) ? readdirSync(dir).sort().reverse() : [];
  for (const file of files) {
    const mail = await simpleParser(readFileSync(join(dir, file)));
    const recipients = [mail.to].flat().flatMap((a) => a?.value.map((v) => v.address) ?? []);
    if (!recipients.includes(to)) continue;
    const link = /https?:\/\/\S+\/uitnodiging\/[A-Za-z0-9_-]+/.exec(mail.text ?? '');
    if (link) return link[0];
  }
  throw new Error(`no invitation mail for ${to} in ${dir}`);
}

export const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);

export async function invite(t: App, admin: AuthData, email: string, role: UserRole = 'medewerker') {
  return t.http().post('/api/team/invitations').set(bearer(admin.accessToken)).send({ email, role });
}

/** A colleague in the admin's company with `role`, logged in (the accept answer: tokens, user, company). */
export async function addColleague(
  t: App,
  admin: AuthData,
  options: { role?: UserRole; firstName?: string; lastName?: string; email?: string } = {},
): Promise<AuthData & { password: string }> {
  const email = options.email ?? uniqueEmail('collega');
  const invited = await invite(t, admin, email, options.role ?? 'medewerker');
  if (invited.status !== 201)
    throw new Error(`invite failed: ${invited.status} ${JSON.stringify(invited.body)}`);
  const token = tokenOf(await invitationLink(t, email));
  const res = await t
    .http()
    .post(`/api/public/invitations/${token}/accept`)
    .send({
      firstName: options.firstName ?? 'Mees',
      lastName: options.lastName ?? 'Werker',
      password: PASSWORD,
    });
  if (res.status !== 201) throw new Error(`accept failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...(res.body.data as AuthData), password: PASSWORD };
}
