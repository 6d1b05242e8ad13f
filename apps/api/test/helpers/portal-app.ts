/** The app of the public-link specs: it mails through a real local SMTP server; links point at APP_URL. */
import type { AuthData, Quote } from '@offerteflow/contracts';
import { DataSource } from 'typeorm';
import { bearer, registerCompany } from './accounts';
import { createTestApp, type TestApp } from './app';
import { createQuote } from './quotes';
import { startSmtp, type TestSmtp } from './smtp';

export const PORTAL_APP_URL = 'https://offerte.example.nl';

export interface PortalApp {
  readonly t: TestApp;
  readonly smtp: TestSmtp;
}

/** Starts the SMTP server and the app before the file's tests and stops both after them. */
export function usePortalApp(): PortalApp {
  const ctx = {} as { t: TestApp; smtp: TestSmtp };
  beforeAll(async () => {
    ctx.smtp = await startSmtp();
    ctx.t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${ctx.smtp.port}`, APP_URL: PORTAL_APP_URL });
  });
  afterAll(async () => {
    await ctx.t?.close();
    await ctx.smtp?.stop();
  });
  return ctx;
}

/**
 * The steps the customer-portal specs share, on the app of `usePortalApp` (read when a step runs, so
 * they can be made before the app starts): send a quote and take its link from the received mail,
 * view and accept through the link, read the quote and its history as the owner.
 */
export function portalSteps(portal: PortalApp) {
  const http = () => portal.t.http();
  const db = () => portal.t.app.get(DataSource);

  /** Sends the quote to the customer and returns the token of the link in the received e-mail. */
  async function sendAndTakeLink(a: AuthData, quote: Quote, to = 'klant@voorbeeld.nl'): Promise<string> {
    portal.smtp.inbox.length = 0;
    const res = await http()
      .post(`/api/quotes/${quote.id}/send-email`)
      .set(bearer(a.accessToken))
      .send({ email: to });
    expect(res.status).toBe(200);
    const mail = portal.smtp.inbox.find((m) => m.rcptTo.includes(to))!.mail;
    const match = /https:\/\/offerte\.example\.nl\/o\/([A-Za-z0-9_-]{22})/.exec(mail.text ?? '');
    expect(match).not.toBeNull();
    expect(mail.html).toContain(`https://offerte.example.nl/o/${match![1]}`);
    return match![1]!;
  }

  /** A sent quote (link taken from the mail) whose valid-until date was two days ago. */
  async function sentPastValidUntil(): Promise<{ a: AuthData; quote: Quote; token: string }> {
    const a = await registerCompany(http());
    const quote = await createQuote(http(), a);
    const token = await sendAndTakeLink(a, quote);
    await db().query(`UPDATE quotes SET valid_until = current_date - 2 WHERE id = $1`, [quote.id]);
    return { a, quote, token };
  }

  const view = (token: string) => http().get(`/api/public/quotes/${token}`);
  const accept = (token: string, name = 'Jan Jansen', extra: Record<string, unknown> = {}) =>
    http()
      .post(`/api/public/quotes/${token}/accept`)
      .send({ name, agreed: true, ...extra });
  const history = async (a: AuthData, id: string) =>
    (await http().get(`/api/quotes/${id}/history`).set(bearer(a.accessToken))).body.data as {
      action: string;
      by: string | null;
      details: Record<string, unknown> | null;
    }[];
  const getQuote = async (a: AuthData, id: string) =>
    (await http().get(`/api/quotes/${id}`).set(bearer(a.accessToken))).body.data as Quote;

  return { db, sendAndTakeLink, sentPastValidUntil, view, accept, history, getQuote };
}
