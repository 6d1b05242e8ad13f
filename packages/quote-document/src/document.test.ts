import { describe, expect, it } from 'vitest';
import { renderQuoteFooterTemplate, renderQuoteHtml } from './document.js';
import { fontFaceCss } from './fonts.js';
import { SAMPLE_COMPANY, SAMPLE_PAYMENT_TERMS, sampleQuote } from './sample.js';
import { input, text } from './test-support.js';

const PNG_LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('renderQuoteHtml', () => {
  it('is a complete Dutch document with the quote data and the totals of @offerteflow/domain', () => {
    const html = renderQuoteHtml(input());
    expect(html.startsWith('<!DOCTYPE html><html lang="nl">')).toBe(true);
    expect(html).toContain('<title>Offerte OFF-2026-0007 - Voorbeeld Installatietechniek B.V.</title>');
    const t = text(html);
    for (const expected of [
      'Jansen Bouw B.V.',
      'Hoofdstraat 1',
      '1234 AB Utrecht',
      'Offertedatum 23-11-2026',
      'Geldig tot 23-12-2026',
      'Metselwerk',
      '2,5',
      'm²',
      '€ 2.500,25', // 2.5 × 1000.10
      'Subtotaal excl. BTW € 3.050,25',
      'BTW 21% over € 550,00 € 115,50',
      'BTW 9% over € 2.500,25 € 225,02',
      'Totaal incl. BTW € 3.390,77',
      'KvK 12345678',
      'BTW-nr. NL123456789B01',
      'IBAN NL91 ABNA 0417 1643 00',
      'Betalingsvoorwaarden Betaling binnen 30 dagen na factuurdatum',
      'algemene voorwaarden',
      'onder vermelding van offertenummer OFF-2026-0007',
    ]) {
      expect(t).toContain(expected);
    }
    expect(html).toContain('Let op:<br>klein bedrag');
  });

  it('prints a rate such as 9,5 % the nl-NL way, in the items table and the BTW lines', () => {
    const base = input();
    const t = text(
      renderQuoteHtml({
        ...base,
        quote: {
          ...base.quote,
          items: [
            { description: 'Tuinonderhoud', quantity: 1, unit: 'uur', unitPrice: 100, vatRate: 9.5 },
            { description: 'Afvoer', quantity: 1, unit: 'stuk', unitPrice: 10, vatRate: 21 },
          ],
        },
      }),
    );
    expect(t).toContain('Tuinonderhoud 1 uur € 100,00 9,5% € 100,00');
    expect(t).toContain('BTW 21% over € 10,00 € 2,10');
    expect(t).toContain('BTW 9,5% over € 100,00 € 9,50');
    expect(t).toContain('Totaal incl. BTW € 121,60');
    expect(t).not.toContain('9.5');
  });

  it('has an items table whose header is a thead (repeated on every printed page)', () => {
    const html = renderQuoteHtml(input());
    expect(html).toMatch(
      /<thead><tr><th>Omschrijving<\/th><th class="num">Aantal<\/th><th>Eenheid<\/th><th class="num">Prijs<\/th><th class="num">BTW<\/th><th class="num">Totaal<\/th><\/tr><\/thead>/,
    );
    expect(html).toContain('table.items thead{display:table-header-group}');
  });

  it('escapes every piece of user text', () => {
    const evil = '<script>alert("x")</script>';
    const html = renderQuoteHtml(
      input({
        quote: {
          ...input().quote,
          quoteNumber: `<b>1</b>`,
          customer: { name: evil, address: '<img src=x onerror=alert(1)>', email: '"><svg>' },
          items: [{ description: evil, quantity: 1, unit: '<u>', unitPrice: 1, vatRate: 21 }],
          notes: '<img src=http://127.0.0.1:9/x>',
        },
        company: { ...SAMPLE_COMPANY, name: '</title><script>1</script>', iban: '<i>' },
        paymentTerms: '<iframe>',
        termsReference: '<a href=x>',
        style: { customFooter: '<style>body{}</style>' },
      }),
    );
    expect(html).not.toMatch(/<script|<img|<svg|<iframe|<a |<u>|<i>|<b>|<style>body/);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=http://127.0.0.1:9/x&gt;');
  });

  it('refers to no outside resource: only data: URLs, and only logos of an allowed image type', () => {
    const evilLogo = renderQuoteHtml(input({ style: { logo: 'http://evil.test/logo.png' } }));
    expect(evilLogo).not.toContain('evil.test');
    expect(evilLogo).not.toContain('<img');
    const svgScript = renderQuoteHtml(
      input({ company: { ...SAMPLE_COMPANY, logo: 'data:text/html;base64,PHNjcmlwdD4=' } }),
    );
    expect(svgScript).not.toContain('<img');
    const html = renderQuoteHtml(input({ style: { logo: PNG_LOGO } }));
    expect(html).toContain(`<img src="${PNG_LOGO}"`);
    expect(html).not.toMatch(/(src|href)="(?!data:)/);
    expect(html).not.toMatch(/url\((?!data:)/);
  });

  it('applies the template style: colours, font, logo position, details and payment terms', () => {
    const html = renderQuoteHtml(
      input({
        style: {
          primaryColor: '#AA0000',
          secondaryColor: '#00aa00',
          fontFamily: 'Georgia',
          logoPosition: 'right',
          showCompanyDetails: false,
          showPaymentTerms: false,
          customFooter: 'Lid van Techniek Nederland',
        },
      }),
    );
    expect(html).toContain('border-bottom:2px solid #aa0000');
    expect(html).toContain('.k{color:#00aa00}');
    expect(html).toContain('font-family:"Gelasio", Georgia');
    expect(html).toContain('<body class="logo-right">');
    expect(text(html)).not.toContain('IBAN');
    expect(text(html)).not.toContain('Betalingsvoorwaarden');
    expect(text(html)).toContain('Lid van Techniek Nederland');
    // Invalid colours never reach the CSS.
    const bad = renderQuoteHtml(input({ style: { primaryColor: 'red;}body{display:none' } }));
    expect(bad).not.toContain('red;');
    expect(bad).toContain('#1e40af');
  });

  it("prints the company's default terms: its payment clause replaces the settings text, the rest follow", () => {
    const html = renderQuoteHtml(
      input({
        terms: [
          { termType: 'payment_terms', content: 'Betaling binnen 14 dagen, 30% bij aanvang.' },
          { termType: 'warranty', content: 'Twee jaar garantie op <schilderwerk>.' },
          { termType: 'general', content: '   ' },
        ],
      }),
    );
    const t = text(html);
    expect(t).toContain('Betalingsvoorwaarden Betaling binnen 14 dagen, 30% bij aanvang.');
    expect(t).not.toContain(SAMPLE_PAYMENT_TERMS);
    expect(t).toContain('Voorwaarden Garantie: Twee jaar garantie op &lt;schilderwerk&gt;.');
    expect(html).toContain('&lt;schilderwerk&gt;');
    expect(html).not.toContain('Algemeen:');
    // Without a payment clause among the terms, the settings text stays; hidden payment terms stay hidden.
    const noPayment = text(
      renderQuoteHtml(input({ terms: [{ termType: 'delivery_terms', content: 'Levering in week 12.' }] })),
    );
    expect(noPayment).toContain(`Betalingsvoorwaarden ${SAMPLE_PAYMENT_TERMS}`);
    expect(noPayment).toContain('Voorwaarden Levering: Levering in week 12.');
    const hidden = text(
      renderQuoteHtml(
        input({
          style: { showPaymentTerms: false },
          terms: [{ termType: 'payment_terms', content: 'Vooruitbetaling.' }],
        }),
      ),
    );
    expect(hidden).not.toContain('Vooruitbetaling');
    expect(text(renderQuoteHtml(input()))).not.toMatch(/Voorwaarden (Levering|Garantie|Algemeen)/);
  });

  it('maps every template font to a shipped face', () => {
    const families = {
      Inter: 'Inter',
      Arial: 'Arimo',
      Helvetica: 'Arimo',
      'Times New Roman': 'Tinos',
      Georgia: 'Gelasio',
    } as const;
    for (const [fontFamily, face] of Object.entries(families)) {
      const html = renderQuoteHtml(input({ style: { fontFamily: fontFamily as keyof typeof families } }));
      expect(html).toContain(`font-family:"${face}"`);
    }
  });

  it('embeds the given fonts as data: @font-face rules', () => {
    const css = fontFaceCss([
      { family: 'Inter', weight: 700, base64: 'AAAA', unicodeRange: 'U+0000-00FF,U+20AC' },
      { family: 'x"}body{', weight: 400, base64: 'not base64!' },
    ]);
    expect(css).toBe(
      '@font-face{font-family:"Inter";font-style:normal;font-weight:700;font-display:block;unicode-range:U+0000-00FF,U+20AC;src:url(data:font/woff2;base64,AAAA) format("woff2");}',
    );
    const html = renderQuoteHtml(input({ fonts: [{ family: 'Inter', weight: 400, base64: 'AAAA' }] }));
    expect(html).toContain('src:url(data:font/woff2;base64,AAAA)');
  });

  it('marks a preview and fills a long quote', () => {
    const html = renderQuoteHtml({ ...input({ preview: true }), quote: sampleQuote(60) });
    expect(text(html)).toContain('Offerte Voorbeeld');
    expect(html.match(/<tr><td class="desc">/g)).toHaveLength(60);
  });
});

describe('renderQuoteFooterTemplate', () => {
  it("prints the custom footer (escaped) and 'Pagina X van Y'", () => {
    const footer = renderQuoteFooterTemplate({ style: { customFooter: 'A & B <x>' } });
    expect(footer).toContain('A &amp; B &lt;x&gt;');
    expect(footer).toContain('Pagina <span class="pageNumber"></span> van <span class="totalPages"></span>');
  });
});

describe('renderQuoteHtml with an online acceptance', () => {
  it("replaces the sign lines by 'Geaccepteerd door {naam} op {datum}' and the signature", () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const html = renderQuoteHtml({
      quote: sampleQuote(1),
      company: SAMPLE_COMPANY,
      acceptance: { name: 'Petra <de> Vries', at: '2026-11-22T13:05:00Z', signature: png },
    });
    expect(html).toContain('Geaccepteerd door Petra &lt;de&gt; Vries op 22-11-2026 14:05');
    expect(html).toContain(`<img class="signature" src="${png}"`);
    expect(html).not.toContain('<div class="sign">');
  });
  it('drops a signature that is not a PNG data URL', () => {
    const html = renderQuoteHtml({
      quote: sampleQuote(1),
      company: SAMPLE_COMPANY,
      acceptance: { name: 'Jan', at: '2026-11-22T13:05:00Z', signature: 'javascript:x' },
    });
    expect(html).not.toContain('javascript:x');
  });
});
