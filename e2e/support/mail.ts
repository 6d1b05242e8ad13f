/** The mail the app really sent: read from the outbox the e2e test SMTP server fills (support/smtp-server.mjs). */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Polls DATA_DIR/outbox (up to 20 s) for a mail to `to` and returns the first match of `link` in its
 * text, with quoted-printable soft breaks and '=3D' undone. `what` names the mail in the failure.
 */
export async function linkInMail(to: string, link: RegExp, what: string): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through e2e/run.mjs');
  const outbox = path.join(dataDir, 'outbox');
  for (let i = 0; i < 200; i++) {
    for (const file of existsSync(outbox) ? readdirSync(outbox) : []) {
      const eml = readFileSync(path.join(outbox, file), 'utf8');
      if (!eml.includes(`To: ${to}`)) continue;
      const text = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const match = link.exec(text);
      if (match) return match[0];
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${what} mail for ${to} in ${outbox}`);
}
