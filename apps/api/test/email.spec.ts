/**
 * POST /api/quotes/:id/send-email through a real SMTP server (smtp-server) started here:
 * the e-mail arrives with the PDF attached, the quote becomes sent, and an SMTP failure leaves the
 * quote as it was with the Dutch error of SPEC §8.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MSG, QUOTE_DOCUMENT_MSG, type AuthData, type Quote } from '@offerteflow/contracts';
import { simpleParser } from 'mailparser';
import { DataSource } from 'typeorm';
import { authedClient, registerCompany } from './helpers/accounts';
import { createTestApp, withTestApp, type TestApp } from './helpers/app';
import { setCompanyLogo } from './helpers/factories';
import { pdfText, setCompanyDetails } from './helpers/pdf';
import { startSmtp as startTestSmtp, type ReceivedMail, type TestSmtp } from './helpers/smtp';

jest.setTimeout(60_000);

let t: TestApp;

const asUser = authedClient(() => t);
let smtp: TestSmtp;
let smtpPort = 0;
const inbox: ReceivedMail[] = [];

const startSmtp = async (port = 0) => {
  smtp = await startTestSmtp(port, inbox);
  return smtp.port;
};
const stopSmtp = () => smtp.stop();

beforeAll(async () => {
  smtpPort = await startSmtp();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
});
afterAll(async () => {
  await t.close();
  await stopSmtp().catch(() => undefined);
});

async function createQuote(a: AuthData): Promise<Quote> {
  const res = await asUser(a).post('/api/quotes', {
    customer: { name: 'Hoveniersbedrijf Groen', email: 'info@groen.nl' },
    items: [{ description: 'Snoeiwerk', quantity: 4, unit: 'uur', unitPrice: 45, vatRate: 21 }],
  });
  if (res.status !== 201) throw new Error(`create quote: ${res.status}`);
  return res.body.data as Quote;
}

/** POST /api/quotes/:id/send-email as the company's user. */
const sendEmail = (who: AuthData, quoteId: string, body: object) =>
  asUser(who).post(`/api/quotes/${quoteId}/send-email`, body);

const emailLog = (quoteId: string) =>
  t.app
    .get(DataSource)
    .query(`SELECT to_address, message_id, result, error FROM email_log WHERE quote_id = $1 ORDER BY at`, [
      quoteId,
    ]);

describe('POST /api/quotes/:id/send-email', () => {
  it('sends a Dutch e-mail with the PDF attached; the draft becomes sent, with history and e-mail log', async () => {
    const a = await registerCompany(t.http(), { companyName: 'Tuinen & Co' });
    await setCompanyDetails(t, a.company.id, { email: 'post@tuinenco.nl', iban: 'NL20INGB0001234567' });
    const quote = await createQuote(a);
    inbox.length = 0;

    const res = await sendEmail(a, quote.id, {
      email: '  klant@groen.nl ',
      message: '  Zoals besproken, hierbij de offerte.  ',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: quote.id, status: 'sent' });
    expect(res.body.data.sentAt).not.toBeNull();

    expect(inbox).toHaveLength(1);
    const { mail, rcptTo } = inbox[0]!;
    expect(rcptTo).toEqual(['klant@groen.nl']);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('klant@groen.nl');
    expect(mail.replyTo?.text).toBe('post@tuinenco.nl');
    expect(mail.from?.value).toEqual([
      { name: 'Tuinen & Co via Offerteflow', address: 'no-reply@offerteflow.local' },
    ]);
    expect(mail.subject).toBe(`Offerte ${quote.quoteNumber} van Tuinen & Co`);
    // The personal message replaces the standard greeting and closing: no second pair around it.
    const text = mail.text ?? '';
    expect(text.startsWith('Zoals besproken, hierbij de offerte.\n\n')).toBe(true);
    expect(text).not.toContain('Beste');
    expect(text).not.toContain('Met vriendelijke groet');
    expect(text).toContain(`Offertenummer: ${quote.quoteNumber}\nTotaal incl. BTW: € 217,80`);
    expect(text).toContain('De offerte vindt u als PDF in de bijlage van deze e-mail.');
    // The HTML part: branded with the template colour, same facts, the message once, escaped.
    const html = typeof mail.html === 'string' ? mail.html : '';
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('#1e40af');
    expect(html).toContain('Tuinen &amp; Co');
    expect(html).toContain(quote.quoteNumber);
    expect(html).toContain('€ 217,80');
    expect(html.match(/Zoals besproken/g)).toHaveLength(1);
    expect(html).not.toMatch(/Beste|Met vriendelijke groet/);
    expect(mail.attachments).toHaveLength(1);
    const attachment = mail.attachments[0]!;
    expect(attachment.filename).toBe(`Offerte-${quote.quoteNumber}.pdf`);
    expect(attachment.contentType).toBe('application/pdf');
    const pdf = pdfText(attachment.content);
    expect(pdf).toContain(quote.quoteNumber);
    expect(pdf).toContain('IBAN NL20 INGB 0001 2345 67');

    const history = await asUser(a).get(`/api/quotes/${quote.id}/history`);
    const sent = history.body.data.find((h: { action: string }) => h.action === 'sent');
    expect(sent.details).toEqual({ email: 'klant@groen.nl' });
    const log = await emailLog(quote.id);
    expect(log).toEqual([
      { to_address: 'klant@groen.nl', message_id: mail.messageId, result: 'sent', error: null },
    ]);
  });

  it('omits an empty message and validates the e-mail address in Dutch', async () => {
    const a = await registerCompany(t.http());
    const quote = await createQuote(a);
    inbox.length = 0;
    const missing = await sendEmail(a, quote.id, {});
    expect(missing.status).toBe(422);
    expect(missing.body.error.fields.email).toEqual([MSG.emailRequired]);
    const invalid = await sendEmail(a, quote.id, { email: 'geen-adres' });
    expect(invalid.body.error.fields.email).toEqual([MSG.emailInvalid]);
    expect(inbox).toHaveLength(0);

    const ok = await sendEmail(a, quote.id, { email: 'info@groen.nl', message: '   ' });
    expect(ok.status).toBe(200);
    // Without a message: the standard greeting and closing, once each, in both parts.
    const { mail } = inbox[0]!;
    const body = mail.text ?? '';
    expect(body.startsWith('Beste Hoveniersbedrijf Groen,\n\nHierbij ontvangt u onze offerte.')).toBe(true);
    expect(body.match(/Beste/g)).toHaveLength(1);
    expect(body.match(/Met vriendelijke groet/g)).toHaveLength(1);
    const html = typeof mail.html === 'string' ? mail.html : '';
    expect(html.match(/Beste Hoveniersbedrijf Groen,/g)).toHaveLength(1);
    expect(html.match(/Met vriendelijke groet/g)).toHaveLength(1);
  });

  it("shows the company's logo inline (cid) in the HTML part", async () => {
    const a = await registerCompany(t.http(), { companyName: 'Logo BV' });
    const logo =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    await setCompanyLogo(t, a.company.id, logo);
    const quote = await createQuote(a);
    inbox.length = 0;
    const res = await sendEmail(a, quote.id, { email: 'info@groen.nl' });
    expect(res.status).toBe(200);
    const { mail } = inbox[0]!;
    const html = typeof mail.html === 'string' ? mail.html : '';
    const inline = mail.attachments.find((file) => file.contentType === 'image/png');
    expect(inline?.cid).toBe('logo@offerteflow');
    expect(inline?.content.toString('base64')).toBe(logo.split(',')[1]);
    // mailparser replaces cid: references by the image itself.
    expect(html).toMatch(/<img src="(cid:logo@offerteflow|data:image\/png;base64,[^"]+)" alt="Logo BV"/);
  });

  it('with the SMTP server down: Dutch error, quote stays draft, failure logged', async () => {
    const a = await registerCompany(t.http());
    const quote = await createQuote(a);
    await stopSmtp();
    try {
      const res = await sendEmail(a, quote.id, { email: 'klant@groen.nl' });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        error: {
          code: 'SERVICE_UNAVAILABLE',
          message: QUOTE_DOCUMENT_MSG.sendEmailFailed,
          retryable: true,
        },
      });
      const after = await asUser(a).get(`/api/quotes/${quote.id}`);
      expect(after.body.data).toMatchObject({ status: 'draft', sentAt: null });
      const history = await asUser(a).get(`/api/quotes/${quote.id}/history`);
      expect(history.body.data.map((h: { action: string }) => h.action)).not.toContain('sent');
      const log = await emailLog(quote.id);
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({ to_address: 'klant@groen.nl', message_id: null, result: 'failed' });
      expect(log[0].error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await startSmtp(smtpPort);
    }
  });
});

describe('POST /api/quotes/:id/send-email without SMTP_URL', () => {
  it('writes the e-mail with the PDF to the outbox and marks the quote sent', async () => {
    await withTestApp({}, async (outboxApp) => {
      const a = await registerCompany(outboxApp.http());
      const api = authedClient(outboxApp)(a);
      const res = await api.post('/api/quotes', {
        customer: { name: 'Klant Outbox' },
        items: [{ description: 'Advies', unitPrice: 100 }],
      });
      const quote = res.body.data as Quote;
      const sent = await api.post(`/api/quotes/${quote.id}/send-email`, { email: 'klant@outbox.nl' });
      expect(sent.status).toBe(200);
      expect(sent.body.data.status).toBe('sent');
      const outbox = join(outboxApp.config.dataDir, 'outbox');
      const files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const mail = await simpleParser(readFileSync(join(outbox, files[0]!)));
      expect(mail.attachments[0]?.filename).toBe(`Offerte-${quote.quoteNumber}.pdf`);
      expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('klant@outbox.nl');
    });
  });
});
