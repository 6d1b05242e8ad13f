/** The app of the public-link specs: it mails through a real local SMTP server; links point at APP_URL. */
import { createTestApp, type TestApp } from './app';
import { startSmtp, type TestSmtp } from './smtp';

export const PORTAL_APP_URL = 'https://offerte.example.nl';

/** Starts the SMTP server and the app before the file's tests and stops both after them. */
export function usePortalApp(): { readonly t: TestApp; readonly smtp: TestSmtp } {
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
