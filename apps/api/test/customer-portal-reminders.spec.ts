/**
 * The reminder sweep of the public quote link (docs/customer-portal.md) through the API, two worker
 * processes and a real SMTP server: two workers sweeping at once send one e-mail per day number, none
 * after a decision or with autoSendReminders off; quotes past their valid-until date expire by the
 * sweep's day and reopen when the owner moves the date forward.
 */
import type { INestApplicationContext } from '@nestjs/common';
import { RemindersService } from '../src/modules/customer-portal/reminders.service';
import { bearer, registerCompany } from './helpers/accounts';
import { createTestWorker } from './helpers/app';
import { createQuote, threeItems } from './helpers/quotes';
import { PORTAL_APP_URL, portalSteps, usePortalApp } from './helpers/portal-app';

jest.setTimeout(90_000);

const portal = usePortalApp();

const { db, sendAndTakeLink, sentPastValidUntil, accept, history, getQuote } = portalSteps(portal);

describe('reminders', () => {
  let workers: INestApplicationContext[] = [];
  beforeAll(async () => {
    const env = { SMTP_URL: `smtp://127.0.0.1:${portal.smtp.port}`, APP_URL: PORTAL_APP_URL };
    workers = await Promise.all([createTestWorker(env), createTestWorker(env)]);
  });
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.close()));
  });

  const sweepBoth = (companyId: string, now?: Date) =>
    Promise.all(workers.map((w) => w.get(RemindersService).sweep({ companyId, now })));

  it('two workers sweeping at once send one e-mail per day number, none after a decision, and expire', async () => {
    const a = await registerCompany(portal.t.http());
    await db().query(
      `INSERT INTO quote_settings (company_id, reminder_days, auto_send_reminders) VALUES ($1, '{7,14}', true)
       ON CONFLICT (company_id) DO UPDATE SET reminder_days = '{7,14}', auto_send_reminders = true`,
      [a.company.id],
    );
    const quote = await createQuote(portal.t.http(), a, { validUntil: '2099-12-31' });
    const decided = await createQuote(portal.t.http(), a, { validUntil: '2099-12-31' });
    const expiring = await createQuote(portal.t.http(), a, { validUntil: '2099-12-31' });
    await sendAndTakeLink(a, quote, 'een@voorbeeld.nl');
    const decidedToken = await sendAndTakeLink(a, decided, 'twee@voorbeeld.nl');
    await sendAndTakeLink(a, expiring, 'drie@voorbeeld.nl');
    await accept(decidedToken);
    await db().query(`UPDATE quotes SET sent_at = now() - interval '8 days' WHERE id = ANY($1)`, [
      [quote.id, decided.id, expiring.id],
    ]);
    await db().query(`UPDATE quotes SET valid_until = current_date - 1 WHERE id = $1`, [expiring.id]);
    portal.smtp.inbox.length = 0;

    const results = await sweepBoth(a.company.id);
    expect(results.reduce((n, r) => n + r.reminded, 0)).toBe(1);
    expect(results.reduce((n, r) => n + r.expired, 0)).toBe(1);
    const reminders = () => portal.smtp.inbox.filter((m) => /^Herinnering/.test(m.mail.subject ?? ''));
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]!.rcptTo).toEqual(['een@voorbeeld.nl']);
    expect(reminders()[0]!.mail.text).toMatch(/https:\/\/offerte\.example\.nl\/o\/[A-Za-z0-9_-]{22}/);
    expect((await getQuote(a, expiring.id)).status).toBe('expired');

    // Same day again: nothing new.
    await sweepBoth(a.company.id);
    expect(reminders()).toHaveLength(1);

    // Day 14 is another day number: one more.
    await sweepBoth(a.company.id, new Date(Date.now() + 7 * 86_400_000));
    expect(reminders()).toHaveLength(2);
    const rows = await db().query(
      `SELECT day_number FROM quote_reminders WHERE quote_id = $1 ORDER BY day_number`,
      [quote.id],
    );
    expect(rows.map((r: { day_number: number }) => r.day_number)).toEqual([7, 14]);
    const entries = (await history(a, quote.id)).filter((h) => h.action === 'reminder_sent');
    expect(entries.map((h) => h.details?.day)).toEqual([7, 14]);
    expect((await history(a, expiring.id)).map((h) => h.action)).toContain('expired');
  });

  it('sends nothing when autoSendReminders is off', async () => {
    const a = await registerCompany(portal.t.http());
    await db().query(
      `INSERT INTO quote_settings (company_id, auto_send_reminders) VALUES ($1, false)
       ON CONFLICT (company_id) DO UPDATE SET auto_send_reminders = false`,
      [a.company.id],
    );
    const quote = await createQuote(portal.t.http(), a);
    await sendAndTakeLink(a, quote);
    await db().query(`UPDATE quotes SET sent_at = now() - interval '8 days' WHERE id = $1`, [quote.id]);
    portal.smtp.inbox.length = 0;
    const results = await sweepBoth(a.company.id);
    expect(results.every((r) => r.reminded === 0)).toBe(true);
    expect(portal.smtp.inbox).toHaveLength(0);
  });

  it('expires a quote by the day the sweep runs on, the same day it reminds by', async () => {
    const a = await registerCompany(portal.t.http());
    const validUntil = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const quote = await createQuote(portal.t.http(), a, { validUntil });
    await sendAndTakeLink(a, quote);
    portal.smtp.inbox.length = 0;
    // A week from now the quote is past its valid-until date: expired, not reminded.
    const results = await sweepBoth(a.company.id, new Date(Date.now() + 7 * 86_400_000));
    expect(results.reduce((n, r) => n + r.expired, 0)).toBe(1);
    expect(results.every((r) => r.reminded === 0)).toBe(true);
    expect((await getQuote(a, quote.id)).status).toBe('expired');
    expect(portal.smtp.inbox).toHaveLength(0);
  });

  it('reopens an expired quote when the owner moves its valid-until date forward again', async () => {
    const { a, quote, token } = await sentPastValidUntil();
    const results = await sweepBoth(a.company.id);
    expect(results.reduce((n, r) => n + r.expired, 0)).toBe(1);
    expect((await getQuote(a, quote.id)).status).toBe('expired');

    const validUntil = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const edited = await portal.t
      .http()
      .put(`/api/quotes/${quote.id}`)
      .set(bearer(a.accessToken))
      .send({
        customer: { name: 'Jansen Bouw', email: 'info@jansenbouw.nl' },
        items: threeItems,
        validUntil,
      });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ status: 'sent', validUntil });
    expect((await history(a, quote.id)).map((h) => h.action)).toEqual(
      expect.arrayContaining(['expired', 'edited', 'status_changed']),
    );
    expect((await accept(token)).body.data.state).toBe('accepted');
  });
});
