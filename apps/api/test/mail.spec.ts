import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { MailService } from '../src/infra/mail/mail.service';
import { createTestWorker } from './helpers/app';

describe('MailService without SMTP_URL', () => {
  it('writes an .eml file to DATA_DIR/outbox', async () => {
    const ctx = await createTestWorker();
    try {
      const mail = ctx.get(MailService);
      const sent = await mail.send({
        to: 'klant@voorbeeld.nl',
        subject: 'Uw offerte OFF-2026-0001',
        text: 'Beste klant, in de bijlage vindt u de offerte.',
        attachments: [
          { filename: 'offerte.pdf', content: Buffer.from('%PDF-1.4'), contentType: 'application/pdf' },
        ],
      });
      expect(sent.file).toBeDefined();
      expect(dirname(sent.file!)).toMatch(/outbox$/);
      const eml = readFileSync(sent.file!, 'utf8');
      expect(eml).toContain('To: klant@voorbeeld.nl');
      expect(eml).toContain('Subject: Uw offerte OFF-2026-0001');
      expect(eml).toContain('filename=offerte.pdf');
    } finally {
      await ctx.close();
    }
  });
});
