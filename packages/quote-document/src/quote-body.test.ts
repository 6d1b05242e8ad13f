import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOnWhite, textOn } from './colors.js';
import { QUOTE_BODY_CSS, renderQuoteBody } from './quote-body.js';
import { SAMPLE_COMPANY } from './sample.js';
import { renderQuoteScreenHtml } from './screen.js';
import { input, text } from './test-support.js';

describe('renderQuoteBody', () => {
  it('shows the quote data, each line and the totals of @offerteflow/domain', () => {
    const t = text(renderQuoteBody(input()));
    for (const expected of [
      'Offerte voor Jansen Bouw B.V. Hoofdstraat 1 1234 AB Utrecht',
      'Van Voorbeeld Installatietechniek B.V.',
      'Offertenummer OFF-2026-0007',
      'Offertedatum 23-11-2026',
      'Geldig tot 23-12-2026',
      'Metselwerk Aantal 10 uur',
      'Prijs € 55,00',
      'Totaal € 550,00',
      'Aantal 2,5 m²',
      'Totaal € 2.500,25',
      'Subtotaal excl. BTW € 3.050,25',
      'BTW 21% over € 550,00 € 115,50',
      'BTW 9% over € 2.500,25 € 225,02',
      'Totaal incl. BTW € 3.390,77',
      'Opmerkingen Let op: klein bedrag',
      'Betalingsvoorwaarden Betaling binnen 30 dagen na factuurdatum',
      'Akkoord Deze offerte is geldig tot en met 23-12-2026.',
    ]) {
      expect(t).toContain(expected);
    }
  });

  it('uses the heading level it is given, so it fits under a page h1 or a dialog h2', () => {
    expect(renderQuoteBody(input(), { headingLevel: 3 })).toMatch(/<h3 class="qd-label">Offerte voor<\/h3>/);
    expect(renderQuoteBody(input(), { headingLevel: 3 })).not.toMatch(/<h2/);
    expect(renderQuoteBody(input())).toMatch(/<h2 class="qd-h">Opmerkingen<\/h2>/);
  });

  it("without the company: no 'Van', no terms and no 'Akkoord' (the app's own overlay)", () => {
    const t = text(
      renderQuoteBody({ ...input(), company: null }, { meta: ['validUntil', 'itemCount', 'total'] }),
    );
    expect(t).not.toContain('Van ');
    expect(t).not.toContain('Betalingsvoorwaarden');
    expect(t).not.toContain('Akkoord');
    expect(t).toContain('Geldig tot 23-12-2026 Aantal items 2 Totaalbedrag (excl. BTW) € 3.050,25');
    expect(t).not.toContain('Offertenummer');
  });

  it('escapes every piece of user text', () => {
    const evil = '<script>alert(1)</script>';
    const html = renderQuoteBody(
      input({
        quote: {
          ...input().quote,
          customer: { name: evil },
          items: [{ description: evil, quantity: 1, unit: 'stuk', unitPrice: 1, vatRate: 21 }],
          notes: evil,
        },
        company: { ...SAMPLE_COMPANY, name: evil },
        style: { fontFamily: '"><script>' as never, primaryColor: 'red;}<script>' },
      }),
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });

  it('says so when the quote has no lines', () => {
    expect(text(renderQuoteBody(input({ quote: { ...input().quote, items: [] } })))).toContain(
      'Geen offerteregels',
    );
  });

  it('stacks lines below 40rem and lines them up in columns above it, scoped to .qd', () => {
    expect(QUOTE_BODY_CSS).toContain('container-type:inline-size');
    expect(QUOTE_BODY_CSS).toContain('@container (min-width:40rem)');
    for (const rule of QUOTE_BODY_CSS.split('\n').filter(
      (line) => line.includes('{') && !line.startsWith('@'),
    )) {
      expect(rule.startsWith('.qd')).toBe(true);
    }
  });

  it('keeps house colours that read badly on white readable, in the same hue', () => {
    const html = renderQuoteBody(input({ style: { primaryColor: '#fde047', secondaryColor: '#cbd5e1' } }));
    const primary = /--qd-primary:(#[0-9a-f]{6})/.exec(html)?.[1] ?? '';
    const secondary = /--qd-secondary:(#[0-9a-f]{6})/.exec(html)?.[1] ?? '';
    expect(contrastRatio(primary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(secondary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(readableOnWhite('#1e40af')).toBe('#1e40af');
    expect(textOn('#1e40af')).toBe('#ffffff');
    expect(textOn('#fde047')).toBe('#111827');
  });
});

describe('renderQuoteScreenHtml', () => {
  it('is a complete responsive page: viewport, house-style header, the body and the footer', () => {
    const html = renderQuoteScreenHtml(input({ style: { customFooter: 'Lid van <Bouwend NL>' } }));
    expect(html.startsWith('<!DOCTYPE html><html lang="nl">')).toBe(true);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<h1 class="qs-title">Offerte</h1>');
    expect(html).toContain('<div class="qs-brand-name">Voorbeeld Installatietechniek B.V.</div>');
    expect(text(html)).toContain('Totaal incl. BTW € 3.390,77');
    expect(html).toContain('Lid van &lt;Bouwend NL&gt;');
    expect(html).not.toMatch(/(src|href)="(?!data:)/);
  });

  it("prints the customer's acceptance with the signature", () => {
    const signature = 'data:image/png;base64,iVBORw0KGgo=';
    const html = renderQuoteScreenHtml(
      input({ acceptance: { name: 'Jan de Boer', at: '2026-11-24T09:15:00Z', signature } }),
    );
    expect(text(html)).toContain('Geaccepteerd door Jan de Boer op 24-11-2026 10:15');
    expect(html).toContain(`src="${signature}"`);
  });
});
