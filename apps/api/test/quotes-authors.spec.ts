/**
 * Who did what: a quote records who created it and who e-mailed it, the history names them, the list
 * filters 'Mijn offertes', the customer's mail is signed by the sender, and a key names its admin.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { quoteListResponseSchema, type Quote } from '@offerteflow/contracts';
import { simpleParser } from 'mailparser';
import { authedClient, bearer, registerCompany } from './helpers/accounts';
import { createApiKey } from './helpers/api-keys';
import { useTestApp } from './helpers/app';
import { createQuote } from './helpers/quotes';
import { addColleague } from './helpers/team';

jest.setTimeout(60_000);
const t = useTestApp();
const asUser = authedClient(t);

it("records creator and sender, names them in the history, filters 'Mijn offertes' and signs the mail", async () => {
  const admin = await registerCompany(t.http(), { companyName: 'Tuinen & Zo' });
  const m = await addColleague(t, admin, { firstName: 'Mees', lastName: 'Werker' });
  const key = await createApiKey(t.http(), admin);
  const byMedewerker = await createQuote(t.http(), m, { customer: { name: 'Klant Mees' } });
  const byAdmin = await createQuote(t.http(), admin, { customer: { name: 'Klant Admin' } });
  const viaKey = await t
    .http()
    .post('/api/quotes')
    .set(bearer(key.key))
    .send({ customer: { name: 'Klant Sleutel' }, items: [{ description: 'Werk', unitPrice: 10 }] });
  expect(viaKey.body.data.createdBy).toBeNull();
  expect(byAdmin.createdBy).toEqual({ id: admin.user.id, name: admin.user.name });

  const names = async (who: { accessToken: string }, qs: string) =>
    quoteListResponseSchema
      .parse((await t.http().get(`/api/quotes${qs}`).set(bearer(who.accessToken))).body)
      .data.map((q) => q.customer.name);
  expect(await names(m, '?owner=mine')).toEqual(['Klant Mees']);
  expect(await names(admin, '?owner=mine')).toEqual(['Klant Admin']);
  expect(await names(admin, '')).toEqual(['Klant Sleutel', 'Klant Admin', 'Klant Mees']);
  expect(await names({ accessToken: key.key }, '?owner=mine')).toEqual([]);

  // The admin e-mails the medewerker's quote: sentBy is the admin, the mail carries the admin's name.
  const sent = await asUser(admin).post(`/api/quotes/${byMedewerker.id}/send-email`, {
    email: 'klant@voorbeeld.nl',
  });
  expect(sent.status).toBe(200);
  const quote = sent.body.data as Quote;
  expect(quote).toMatchObject({
    status: 'sent',
    createdBy: { id: m.user.id, name: 'Mees Werker' },
    sentBy: { id: admin.user.id, name: admin.user.name },
  });
  const history = (await asUser(m).get(`/api/quotes/${quote.id}/history`)).body.data;
  expect(history.map((h: { action: string; by: string }) => [h.action, h.by])).toEqual([
    ['created', 'Mees Werker'],
    ['sent', admin.user.name],
  ]);
  const dir = join(t.config.dataDir, 'outbox');
  const file = readdirSync(dir).find((f) =>
    readFileSync(join(dir, f), 'utf8').includes('To: klant@voorbeeld.nl'),
  );
  const mail = await simpleParser(readFileSync(join(dir, file!)));
  expect(mail.text).toContain(`Met vriendelijke groet,\n${admin.user.name}\nTuinen & Zo`);

  const keys = (await asUser(admin).get('/api/api-keys')).body.data;
  expect(keys[0].createdBy).toBe(admin.user.name);
});
