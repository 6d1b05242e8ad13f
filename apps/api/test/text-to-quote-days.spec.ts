/** The rules text-to-quote reconciliation of lines sold per day: days named elsewhere and periods. */
import type { QuoteContext } from '../src/infra/ai/ai-provider';
import { quoteFromTextByRules } from '../src/infra/ai/rules/quote';
import { spanDays, spanMonths } from '../src/infra/ai/rules/quote/reconcile/days';

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

  it('sizes a line sold per month by a period in years or months', () => {
    const monthly: QuoteContext = {
      products: [
        {
          name: 'Onderhoudscontract per maand',
          description: null,
          unitPrice: 49,
          unit: 'maand',
          category: null,
        },
        { name: 'Domeinnaam registratie', description: null, unitPrice: 12, unit: 'jaar', category: null },
        { name: 'Hosting per maand', description: null, unitPrice: 9, unit: 'maand', category: null },
      ],
      terms: [],
    };
    const quantityOf = (text: string, description: string) =>
      quoteFromTextByRules(text, monthly).items.find((i) => i.description === description)?.quantity;
    expect(
      quantityOf(
        'Wij willen het onderhoudscontract graag voor een jaar afsluiten.',
        'Onderhoudscontract per maand',
      ),
    ).toBe(12);
    expect(quantityOf('Onderhoudscontract, looptijd 2 jaar graag.', 'Onderhoudscontract per maand')).toBe(24);
    expect(quantityOf('Het onderhoudscontract graag voor heel 2027.', 'Onderhoudscontract per maand')).toBe(
      12,
    );
    const quarterly: QuoteContext = {
      products: [
        { name: 'Btw-aangifte per kwartaal', description: null, unitPrice: 95, unit: 'stuk', category: null },
      ],
      terms: [],
    };
    const quarters = quoteFromTextByRules('Kunnen jullie de btw-aangiftes doen voor heel 2027?', quarterly);
    expect(quarters.items[0]?.quantity).toBe(4);
    // The year of another line sold per year is that line's own.
    const list = '- domeinnaam registreren (1 jaar)\n- hosting voor de website';
    expect(quantityOf(list, 'Hosting per maand')).toBe(1);
  });
});

describe('months of a line sold per month', () => {
  it('counts the months of a span of month names, inclusive, also across the new year', () => {
    expect(spanMonths('april t/m september')).toBe(6);
    expect(spanMonths('van november tot en met februari')).toBe(4);
    expect(spanMonths('op 3 april')).toBeNull();
  });

  it('sizes a monthly line by the span its row names', () => {
    const monthly: QuoteContext = {
      products: [
        { name: 'Tuinonderhoud per maand', description: null, unitPrice: 79, unit: 'maand', category: null },
      ],
      terms: [],
    };
    const result = quoteFromTextByRules('Wat\tAantal\tPeriode\nTuinonderhoud\t1\tmei t/m oktober\n', monthly);
    expect(result.items.map((i) => [i.description, i.quantity])).toEqual([['Tuinonderhoud per maand', 6]]);
  });
});

describe('counts of the period a product is priced per', () => {
  const perPeriod: QuoteContext = {
    products: [
      { name: 'Kattenpension per nacht', description: null, unitPrice: 16, unit: 'stuk', category: null },
      { name: 'Bouwdroger huren (per week)', description: null, unitPrice: 95, unit: 'stuk', category: null },
      { name: 'Afvalcontainer 6 m3', description: null, unitPrice: 310, unit: 'stuk', category: null },
    ],
    terms: [],
  };
  const quantityOf = (text: string, name: string) =>
    quoteFromTextByRules(text, perPeriod).items.find((i) => i.description === name)?.quantity;

  it('reads nights and weeks for a product priced per night or week, in a sentence or a list line', () => {
    expect(
      quantityOf(
        'Hoi, onze kat Minoes komt 9 nachten naar het kattenpension. Groet, Sanne',
        'Kattenpension per nacht',
      ),
    ).toBe(9);
    expect(
      quantityOf('Graag:\n- Kattenpension: 9 nachten à € 16,00\n\nGroet, Sanne', 'Kattenpension per nacht'),
    ).toBe(9);
    expect(
      quantityOf('We willen twee bouwdrogers 3 weken huren. Mvg, Kees', 'Bouwdroger huren (per week)'),
    ).toBe(6);
  });

  it('does not read a deadline, a rhythm or a moment as a count, nor a period for another product', () => {
    expect(
      quantityOf('Over 3 weken willen we een bouwdroger huren. Mvg, Kees', 'Bouwdroger huren (per week)'),
    ).toBe(1);
    expect(
      quantityOf(
        'Kunt u binnen 2 weken een afvalcontainer van 6 m3 brengen? Mvg, Kees',
        'Afvalcontainer 6 m3',
      ),
    ).toBe(1);
  });
});
