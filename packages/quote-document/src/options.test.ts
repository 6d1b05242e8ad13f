import { describe, expect, it } from 'vitest';
import { renderQuoteHtml } from './document.js';
import { renderQuoteBody } from './quote-body.js';
import { input, text } from './test-support.js';
import type { QuoteDocumentInput } from './types.js';

const negotiated = (): QuoteDocumentInput => {
  const base = input();
  return {
    ...base,
    company: { ...base.company, iban: 'NL91ABNA0417164300' },
    quote: {
      ...base.quote,
      items: [
        {
          description: 'Arbeid',
          quantity: 8,
          unit: 'uur',
          unitPrice: 55,
          vatRate: 21,
          discount: { type: 'percent', value: 10 },
        },
        { description: 'Dakgoot', quantity: 1, unit: 'stuk', unitPrice: 150, vatRate: 21, optional: true },
        {
          description: 'Kunststof',
          quantity: 1,
          unit: 'stuk',
          unitPrice: 1000,
          vatRate: 21,
          choiceGroup: 'Kozijnen',
        },
        {
          description: 'Hout',
          quantity: 1,
          unit: 'stuk',
          unitPrice: 1400,
          vatRate: 21,
          choiceGroup: 'Kozijnen',
          selected: true,
        },
      ],
      discount: { type: 'percent', value: 5 },
      depositPercent: 30,
    },
  };
};

describe('discounts, options, choices and the deposit on the document', () => {
  // Counted: 396,00 + 1.400,00 = 1.796,00; 5% = 89,80; excl. 1.706,20; BTW 358,30; incl. 2.064,50; 30% = 619,35
  it.each([
    ['the PDF document', (i: QuoteDocumentInput) => renderQuoteHtml(i)],
    ['the screen body', (i: QuoteDocumentInput) => renderQuoteBody(i)],
  ])('%s marks the lines and prints every total with the deposit', (_name, render) => {
    const shown = text(render(negotiated()));
    expect(shown).toContain('Korting 10%: − € 44,00');
    expect(shown).toContain('Optioneel · niet in het totaal');
    expect(shown).toContain('Keuze: Kozijnen · niet gekozen');
    expect(shown).toMatch(
      /Subtotaal excl\. BTW € 1\.796,00 Korting 5% − € 89,80 Totaal excl\. BTW € 1\.706,20/,
    );
    expect(shown).toMatch(/BTW 21% over € 1\.706,20 € 358,30 Totaal incl\. BTW € 2\.064,50/);
    expect(shown).toContain('Aanbetaling 30% bij akkoord € 619,35');
    expect(shown).toContain(
      'Bij akkoord vragen wij een aanbetaling van € 619,35, over te maken op NL91ABNA0417164300 onder vermelding van offertenummer OFF-2026-0007.',
    );
  });

  it('prints no discount or deposit rows for a plain quote', () => {
    const shown = text(renderQuoteHtml(input()));
    expect(shown).not.toContain('Korting');
    expect(shown).not.toContain('Aanbetaling');
  });
});
