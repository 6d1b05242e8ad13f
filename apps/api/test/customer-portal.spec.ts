/**
 * The public quote link (docs/customer-portal.md) end to end through the API and a real SMTP server:
 * the link arrives in the e-mail, viewing is counted, accept and decline happen once (replay and a
 * race of two parallel accepts answer the decided state), unknown, malformed and revoked tokens are
 * a plain 404, an expired quote cannot be accepted, and the public endpoints are throttled per token.
 * The reminder sweep is in customer-portal-reminders.spec.ts.
 */
import { PUBLIC_QUOTE_MSG, type PublicQuote } from '@offerteflow/contracts';
import sharp from 'sharp';
import { QuoteEvents } from '../src/modules/quotes/quote-events';
import { bearer, registerCompany } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { binary, pdfText } from './helpers/pdf';
import { createQuote } from './helpers/quotes';
import { portalSteps, usePortalApp } from './helpers/portal-app';
import type { TestSmtp } from './helpers/smtp';

jest.setTimeout(90_000);

const portal = usePortalApp();
let t: TestApp;
let smtp: TestSmtp;
beforeAll(() => {
  ({ t, smtp } = portal);
});

const { db, sendAndTakeLink, sentPastValidUntil, view, accept, history, getQuote } = portalSteps(portal);

describe('public quote link', () => {
  it('is in the e-mail; viewing shows the document, counts the views and sets the privacy headers', async () => {
    const a = await registerCompany(t.http(), { companyName: 'Dakwerken Noord' });
    const quote = await createQuote(t.http(), a);
    const token = await sendAndTakeLink(a, quote);
    const stored = await db().query(`SELECT token_hash FROM quote_links WHERE quote_id = $1`, [quote.id]);
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).not.toContain(token);

    const first = await view(token);
    expect(first.status).toBe(200);
    expect(first.headers['x-robots-tag']).toContain('noindex');
    expect(first.headers['referrer-policy']).toBe('no-referrer');
    const body = first.body.data as PublicQuote;
    expect(body).toMatchObject({
      quoteNumber: quote.quoteNumber,
      companyName: 'Dakwerken Noord',
      state: 'open',
    });
    expect(body.documentHtml).toContain(quote.quoteNumber);
    // Nothing beyond this quote and the company's public details.
    for (const secret of [a.company.id, a.user.id, quote.id, 'view_count', 'token'])
      expect(JSON.stringify(first.body)).not.toContain(secret);

    await view(token);
    const q = await getQuote(a, quote.id);
    expect(q.viewCount).toBe(2);
    expect(q.viewedAt).not.toBeNull();
    expect((await history(a, quote.id)).filter((h) => h.action === 'viewed')).toHaveLength(1);
    const viewed = await t.http().get('/api/quotes?viewed=yes').set(bearer(a.accessToken));
    expect(viewed.body.data.map((r: { id: string }) => r.id)).toEqual([quote.id]);
    const notViewed = await t.http().get('/api/quotes?viewed=no').set(bearer(a.accessToken));
    expect(notViewed.body.data).toHaveLength(0);

    const pdf = await binary(t.http().get(`/api/public/quotes/${token}/pdf`));
    expect(pdf.status).toBe(200);
    expect(pdfText(pdf.body as Buffer)).toContain(quote.quoteNumber);
  });

  it('answers unknown, malformed and revoked tokens with a plain 404', async () => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', 'kort', "x'%20OR%201=1"]) {
      const res = await view(token);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Pagina niet gevonden');
      expect((await accept(token)).status).toBe(404);
    }
    const a = await registerCompany(t.http());
    const quote = await createQuote(t.http(), a);
    const token = await sendAndTakeLink(a, quote);
    expect((await view(token)).status).toBe(200);
    const revoke = await t.http().post(`/api/quotes/${quote.id}/links/revoke`).set(bearer(a.accessToken));
    expect(revoke.body.data).toEqual({ revoked: 1 });
    expect((await view(token)).status).toBe(404);
    expect((await history(a, quote.id)).map((h) => h.action)).toContain('link_revoked');
    // Another company cannot revoke this quote's links.
    const other = await registerCompany(t.http());
    expect(
      (await t.http().post(`/api/quotes/${quote.id}/links/revoke`).set(bearer(other.accessToken))).status,
    ).toBe(404);
  });

  it('accepts once: two parallel accepts give one decision, a replay answers the decided state, a decline 409', async () => {
    const a = await registerCompany(t.http());
    const quote = await createQuote(t.http(), a);
    const token = await sendAndTakeLink(a, quote);
    expect((await accept(token, 'Jan', { agreed: false })).status).toBe(422);
    expect((await t.http().post(`/api/public/quotes/${token}/accept`).send({ agreed: true })).status).toBe(
      422,
    );
    smtp.inbox.length = 0;
    const events: string[] = [];
    t.app.get(QuoteEvents).subscribe((e) => {
      if (e.quoteId === quote.id) events.push(e.type);
    });

    const [one, two] = await Promise.all([accept(token, 'Eerste Klant'), accept(token, 'Tweede Klant')]);
    expect([one.status, two.status]).toEqual([200, 200]);
    const names = [one.body.data.decision.name, two.body.data.decision.name];
    expect(names[0]).toBe(names[1]);
    expect(one.body.data.state).toBe('accepted');

    const replay = await accept(token, 'Nog Iemand');
    expect(replay.status).toBe(200);
    expect(replay.body.data.decision.name).toBe(names[0]);
    // A decision is final: declining after the accept is a conflict that shows the decided state.
    const decline = await t.http().post(`/api/public/quotes/${token}/decline`).send({ reason: 'Te duur' });
    expect(decline.status).toBe(409);
    expect(decline.body.error).toMatchObject({ code: 'CONFLICT', message: PUBLIC_QUOTE_MSG.notOpen });
    expect(decline.body.error.current).toMatchObject({ state: 'accepted', decision: { name: names[0] } });
    // One decision, one event: webhooks fire for the customer's decision exactly once.
    expect(events).toEqual(['quote.accepted']);

    const rows = await db().query(
      `SELECT decision, signer_name, ip_address, user_agent, document_hash FROM quote_customer_decisions WHERE quote_id = $1`,
      [quote.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].document_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].ip_address).toBeTruthy();
    const q = await getQuote(a, quote.id);
    expect(q.status).toBe('accepted');
    expect(q.customerDecision).toMatchObject({ decision: 'accepted', name: names[0] });
    const entries = (await history(a, quote.id)).filter((h) => h.action === 'customer_accepted');
    expect(entries).toHaveLength(1);
    expect(entries[0]!.by).toBe(names[0]);

    // The company is told once (emailQuoteUpdates is on by default).
    const notices = smtp.inbox.filter((m) => m.rcptTo.includes(a.user.email));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.mail.subject).toContain(
      `Offerte ${quote.quoteNumber} is geaccepteerd door ${names[0]}`,
    );

    const pdf = await binary(t.http().get(`/api/quotes/${quote.id}/pdf`).set(bearer(a.accessToken)));
    expect(pdfText(pdf.body as Buffer).replace(/\s+/g, ' ')).toMatch(
      new RegExp(`Geaccepteerd door ${names[0]} op \\d{2}-\\d{2}-\\d{4}`),
    );
  });

  it('respects emailQuoteUpdates, takes a checked signature and records a decline with its reason', async () => {
    const a = await registerCompany(t.http());
    await db().query(`UPDATE users SET notify_quote_updates = false WHERE id = $1`, [a.user.id]);
    const quote = await createQuote(t.http(), a);
    const token = await sendAndTakeLink(a, quote);
    const notPng = `data:image/png;base64,${Buffer.from('geen afbeelding').toString('base64')}`;
    expect((await accept(token, 'Jan', { signature: notPng })).status).toBe(422);
    const huge = await sharp({ create: { width: 3000, height: 200, channels: 4, background: '#ffffff' } })
      .png()
      .toBuffer();
    expect(
      (await accept(token, 'Jan', { signature: `data:image/png;base64,${huge.toString('base64')}` })).status,
    ).toBe(422);
    smtp.inbox.length = 0;
    const res = await t.http().post(`/api/public/quotes/${token}/decline`).send({ reason: 'Te duur' });
    expect(res.status).toBe(200);
    expect(res.body.data.state).toBe('rejected');
    const q = await getQuote(a, quote.id);
    expect(q.status).toBe('rejected');
    expect(q.customerDecision).toMatchObject({ decision: 'rejected', reason: 'Te duur' });
    expect(smtp.inbox).toHaveLength(0);
    // The same decline again is a replay (200); an accept after it is refused with the decided state.
    const again = await t.http().post(`/api/public/quotes/${token}/decline`).send({ reason: 'Nog steeds' });
    expect(again.status).toBe(200);
    expect(again.body.data.decision).toMatchObject({ decision: 'rejected' });
    const late = await accept(token, 'Toch Wel');
    expect(late.status).toBe(409);
    expect(late.body.error.current).toMatchObject({ state: 'rejected' });
    expect((await getQuote(a, quote.id)).customerDecision).toMatchObject({ decision: 'rejected' });
  });

  it('shows an expired quote as expired and refuses to accept it', async () => {
    const { a, quote, token } = await sentPastValidUntil();
    expect((await view(token)).body.data.state).toBe('expired');
    const res = await accept(token);
    expect(res.status).toBe(200);
    expect(res.body.data.state).toBe('expired');
    expect((await getQuote(a, quote.id)).status).toBe('sent');
  });
});

describe('public endpoints throttling', () => {
  it('answers 429 once a token is used more than 60 times a minute (fresh app: its own counters)', async () => {
    const own = await createTestApp();
    try {
      const token = 'BBBBBBBBBBBBBBBBBBBBBB';
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++)
        statuses.push((await own.http().get(`/api/public/quotes/${token}`)).status);
      expect(statuses.slice(0, 60).every((s) => s === 404)).toBe(true);
      const last = await own.http().get(`/api/public/quotes/${token}`);
      expect(last.status).toBe(429);
      expect(last.body.error.message).toBe('Te veel verzoeken, probeer later opnieuw');
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(last.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(last.headers['x-robots-tag']).toContain('noindex');
    } finally {
      await own.close();
    }
  });
});
