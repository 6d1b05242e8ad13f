import { describe, expect, it } from 'vitest';
import { QUOTE_EMAIL_LOGO_CID, buildQuoteEmail, quoteEmailFromName } from './email.js';

const base = {
  quoteNumber: 'OFF-2026-0007',
  customerName: 'Bakkerij <Van den Berg>',
  totalInclCents: 268_779,
  validUntil: '2026-12-23',
  companyName: 'Schilders & Zn.',
};

describe('buildQuoteEmail', () => {
  it('without a message: greeting and closing once, the quote facts, the attachment note', () => {
    const mail = buildQuoteEmail(base);
    expect(mail.subject).toBe('Offerte OFF-2026-0007 van Schilders & Zn.');
    expect(mail.text).toBe(
      [
        'Beste Bakkerij <Van den Berg>,',
        'Hierbij ontvangt u onze offerte.',
        'Offertenummer: OFF-2026-0007\nTotaal incl. BTW: € 2.687,79\nGeldig tot en met: 23-12-2026',
        'De offerte vindt u als PDF in de bijlage van deze e-mail.\nHeeft u vragen of gaat u akkoord met de offerte? Beantwoord dan deze e-mail.',
        'Met vriendelijke groet,\nSchilders & Zn.',
      ].join('\n\n'),
    );
    expect(mail.html).toContain('Beste Bakkerij &lt;Van den Berg&gt;,');
    expect(mail.html).not.toContain('<Van den Berg>');
    expect(mail.html).toContain('€ 2.687,79');
    expect(mail.html.match(/Met vriendelijke groet/g)).toHaveLength(1);
    expect(mail.inlineImages).toEqual([]);
  });

  it('a personal message replaces greeting and closing; line breaks are kept; colour is sanitised', () => {
    const mail = buildQuoteEmail({
      ...base,
      message: '  Beste Jan,\nZoals besproken.\nGroet, Piet  ',
      primaryColor: 'red;background:url(x)',
      validUntil: null,
    });
    expect(mail.text.startsWith('Beste Jan,\nZoals besproken.\nGroet, Piet\n\nOffertenummer')).toBe(true);
    expect(mail.text).not.toContain('Met vriendelijke groet');
    expect(mail.text).not.toContain('Geldig tot');
    expect(mail.text.match(/Beste/g)).toHaveLength(1);
    expect(mail.html).toContain('Beste Jan,<br>Zoals besproken.<br>Groet, Piet');
    expect(mail.html).not.toContain('url(x)');
    expect(mail.html).toContain('#1e40af');
  });

  it('a PNG logo becomes an inline cid image; anything else is dropped', () => {
    const logo = 'data:image/png;base64,iVBORw0KGgo=';
    const mail = buildQuoteEmail({ ...base, logo });
    expect(mail.inlineImages).toEqual([
      { filename: 'logo.png', dataUrl: logo, contentType: 'image/png', cid: QUOTE_EMAIL_LOGO_CID },
    ]);
    expect(mail.html).toContain(`src="cid:${QUOTE_EMAIL_LOGO_CID}"`);
    expect(buildQuoteEmail({ ...base, logo: 'https://evil.example/x.png' }).inlineImages).toEqual([]);
  });

  it("is signed with the sending colleague's name above the company, with or without a message", () => {
    const mail = buildQuoteEmail({ ...base, senderName: 'Piet Jansen' });
    expect(mail.text.endsWith('Met vriendelijke groet,\nPiet Jansen\nSchilders & Zn.')).toBe(true);
    expect(mail.html).toContain('Met vriendelijke groet,<br>Piet Jansen<br>Schilders &amp; Zn.');
    const personal = buildQuoteEmail({ ...base, senderName: 'Piet Jansen', message: 'Zoals besproken.' });
    expect(personal.text.endsWith('Beantwoord dan deze e-mail.\n\nPiet Jansen\nSchilders & Zn.')).toBe(true);
    expect(personal.text).not.toContain('Met vriendelijke groet');
  });

  it('names the sender after the company', () => {
    expect(quoteEmailFromName('Schilders & Zn.')).toBe('Schilders & Zn. via Offerteflow');
  });
});

describe('buildQuoteEmail with the public link', () => {
  const base = {
    quoteNumber: 'OFF-2026-0007',
    customerName: 'Jansen',
    totalInclCents: 12_100,
    validUntil: '2026-12-31',
    companyName: 'Schilder & Zn',
  };
  it('puts the link in the text and as a button in the HTML', () => {
    const mail = buildQuoteEmail({ ...base, link: 'https://app.example.nl/o/abcdefghijklmnopqrstuv' });
    expect(mail.text).toContain('https://app.example.nl/o/abcdefghijklmnopqrstuv');
    expect(mail.html).toContain('href="https://app.example.nl/o/abcdefghijklmnopqrstuv"');
    expect(mail.html).toContain('Offerte bekijken en akkoord geven');
  });
  it('ignores a link that is not http(s)', () => {
    const mail = buildQuoteEmail({ ...base, link: 'javascript:alert(1)' });
    expect(mail.html).not.toContain('javascript:');
  });
  it('a reminder has its own subject and opening', () => {
    const mail = buildQuoteEmail({ ...base, reminder: true });
    expect(mail.subject).toBe('Herinnering: offerte OFF-2026-0007 van Schilder & Zn');
    expect(mail.text).toContain('Graag herinneren wij u aan onze offerte.');
  });
});
