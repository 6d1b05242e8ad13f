import { describe, expect, it } from 'vitest';
import { EMAIL_LOGO_CID } from './email-layout.js';
import { buildInvitationEmail } from './invitation-email.js';

const base = {
  companyName: 'Schilders & Zn.',
  inviterName: 'Anna de Vries',
  role: 'medewerker' as const,
  link: 'https://app.example.nl/uitnodiging/abc_DEF-123',
};

describe('buildInvitationEmail', () => {
  it('invites in Dutch with the inviter, the company, the role and the link in text and as a button', () => {
    const mail = buildInvitationEmail(base);
    expect(mail.subject).toBe('Anna de Vries nodigt u uit voor Schilders & Zn. in Offerteflow');
    expect(mail.text).toContain(
      'Anna de Vries nodigt u uit om met Schilders & Zn. offertes te maken in Offerteflow.',
    );
    expect(mail.text).toContain('U krijgt de rol Medewerker.');
    expect(mail.text).toContain(`\n\n${base.link}\n\n`);
    expect(mail.text).toContain('De link is 7 dagen geldig en werkt één keer.');
    expect(mail.html).toContain(`href="${base.link}"`);
    expect(mail.html).toContain('Uitnodiging accepteren');
    expect(mail.html).toContain('Schilders &amp; Zn.');
    expect(mail.html).not.toContain('Schilders & Zn.');
  });

  it('carries the company logo inline and its colour, like the quote mail', () => {
    const logo = 'data:image/png;base64,iVBORw0KGgo=';
    const mail = buildInvitationEmail({ ...base, logo, primaryColor: '#aa3300' });
    expect(mail.inlineImages.map((i) => i.cid)).toEqual([EMAIL_LOGO_CID]);
    expect(mail.html).toContain('#aa3300');
  });

  it('refuses a link that is not http(s)', () => {
    expect(() => buildInvitationEmail({ ...base, link: 'javascript:alert(1)' })).toThrow();
  });
});
