/** The rules text-to-quote reconciliation of lines sold per day: days named elsewhere and periods. */
import type { QuoteContext } from '../src/infra/ai/ai-provider';
import { quoteFromTextByRules } from '../src/infra/ai/rules/quote';
import { spanDays } from '../src/infra/ai/rules/quote/reconcile/days';

const context: QuoteContext = {
  products: [
    { name: 'Koelwagen 3 meter', description: null, unitPrice: 165, unit: 'dag', category: null },
    { name: 'Statafel', description: null, unitPrice: 9, unit: 'stuk', category: null },
    { name: 'Hoogwerker per dag', description: null, unitPrice: 185, unit: 'dag', category: null },
  ],
  terms: [],
};

describe('days of a line sold per day', () => {
  it('counts the days of a period, inclusive', () => {
    expect(spanDays('van vrijdag t/m zondag')).toBe(3);
    expect(spanDays('nodig van vrijdag 5 t/m maandag 8 juni')).toBe(4);
    expect(spanDays('zaterdag tot en met maandag')).toBe(3);
    expect(spanDays('op 12 juni om 14:00')).toBeNull();
    expect(spanDays('Molenstraat 2 t/m 40')).toBeNull();
  });

  it('sizes a rental by the period the customer names', () => {
    const result = quoteFromTextByRules(
      'Beste,\n\nWij willen graag een koelwagen van 3 meter huren van vrijdag t/m zondag, plus 6 statafels.\n\nGroet, Piet Jansen',
      context,
    );
    expect(result.items.find((i) => i.description === 'Koelwagen 3 meter')?.quantity).toBe(3);
    expect(result.items.find((i) => i.description === 'Statafel')?.quantity).toBe(6);
  });

  it('sizes a day rate by the days named in another sentence', () => {
    const result = quoteFromTextByRules(
      'Hallo,\n\nDe dakgoten moeten geschilderd worden. Graag een hoogwerker erbij. De schilder schat 3 dagen.\n\nMvg, Anna de Vries',
      context,
    );
    expect(result.items.find((i) => i.description === 'Hoogwerker per dag')?.quantity).toBe(3);
  });
});
