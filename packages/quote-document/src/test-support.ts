/** Test input shared by the document and body tests: a small Dutch quote with two BTW rates. */
import { SAMPLE_COMPANY, SAMPLE_PAYMENT_TERMS } from './sample.js';
import type { QuoteDocumentInput } from './types.js';

export function input(overrides: Partial<QuoteDocumentInput> = {}): QuoteDocumentInput {
  return {
    quote: {
      quoteNumber: 'OFF-2026-0007',
      date: '2026-11-23T10:00:00Z',
      validUntil: '2026-12-23',
      customer: {
        name: 'Jansen Bouw B.V.',
        address: 'Hoofdstraat 1',
        postalCode: '1234 AB',
        city: 'Utrecht',
      },
      items: [
        { description: 'Metselwerk', quantity: 10, unit: 'uur', unitPrice: 55, vatRate: 21 },
        { description: 'Isolatie', quantity: 2.5, unit: 'm2', unitPrice: 1000.1, vatRate: 9 },
      ],
      notes: 'Let op:\nklein bedrag',
    },
    company: SAMPLE_COMPANY,
    paymentTerms: SAMPLE_PAYMENT_TERMS,
    ...overrides,
  };
}

/** The visible text of a rendered document or fragment, with tags as spaces. */
export function text(html: string): string {
  return html
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}
