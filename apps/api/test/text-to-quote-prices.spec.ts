/** The rules text-to-quote prices across clauses and sentences: VAT rates, the line just named, budgets. */
import type { QuoteContext } from '../src/infra/ai/ai-provider';
import { quoteFromTextByRules } from '../src/infra/ai/rules/quote';
import { findPrices } from '../src/infra/ai/rules/quote/grammar/price';
import { splitClauses } from '../src/infra/ai/rules/quote/segment/clauses';
import { fold } from '../src/infra/ai/rules/quote/text/fold';

const product = (name: string, unitPrice: number, unit: 'stuk' | 'uur' = 'stuk') => ({
  name,
  description: null,
  unitPrice,
  unit,
  category: null,
});
const context: QuoteContext = {
  products: [
    product('Schutting hout plaatsen per meter', 89),
    product('Kunstgras leggen', 52),
    product('Rijles (60 min)', 62),
    product('Praktijkexamen', 325),
  ],
  terms: [],
};

describe('prices across clauses and sentences', () => {
  it('keeps a VAT rate with its price in one clause', () => {
    const clauses = splitClauses({ text: 'De tompoucen zijn €2,50 per stuk incl. 9% btw.', start: 0 });
    expect(clauses).toHaveLength(1);
    expect(splitClauses({ text: 'Dakkapel incl. kozijn', start: 0 })).toHaveLength(2);
    expect(splitClauses({ text: 'DJ-show compleet (5 uur, incl. licht) € 695', start: 0 })).toHaveLength(1);
  });

  it('reads an amount the customer has in mind as no price', () => {
    expect(findPrices(fold('ik had 150 euro in gedachten'))[0]?.kind).toBe('budget');
  });

  it('prices the line named just before with a price in a sentence of its own', () => {
    const result = quoteFromTextByRules(
      'Hallo,\n\nDe houten schutting achter moet vervangen worden, dat is 11 meter. Uw collega noemde € 115 per meter incl. btw.\n\nGroet, Piet Jansen',
      context,
    );
    expect(result.items.find((i) => i.description.startsWith('Schutting'))).toMatchObject({
      quantity: 11,
      unitPrice: 95.04,
    });
  });

  it('leaves that line alone when the price is per a thing another line names', () => {
    const result = quoteFromTextByRules(
      'Hallo,\n\nGraag 5 rijlessen en daarna het praktijkexamen. Vorig jaar rekenden jullie € 69 per les.\n\nGroet, Piet Jansen',
      context,
    );
    expect(result.items.find((i) => i.description === 'Praktijkexamen')?.unitPrice).toBe(325);
  });
});

describe('the price of a whole job', () => {
  it("reads 'de vaste prijs van € 6.800' as a price, and 'van € 95 naar € 85' as a replaced one", () => {
    expect(
      findPrices('voor de vaste prijs van € 6.800 excl. btw').map((p) => [p.amount, p.replaced]),
    ).toEqual([[6800, false]]);
    expect(findPrices('van € 95 naar € 85').map((p) => [p.amount, p.replaced])).toEqual([
      [95, true],
      [85, false],
    ]);
  });

  it('makes a sentence with the words of a whole job and its total one free line, also as one phrase', () => {
    const joined = quoteFromTextByRules(
      'Zoals afgesproken doen jullie het kunstgras en de schutting achter voor de vaste prijs van € 4.250 excl. btw.',
      context,
    ).items;
    expect(joined.map((i) => [i.quantity, i.unitPrice, i.priceSource])).toEqual([[1, 4250, 'text']]);
    expect(joined[0]!.description).toMatch(/kunstgras.*schutting/i);
    const single = quoteFromTextByRules(
      'Jan bevestigde dat het tuinpakket van vorig jaar (kunstgras met schutting) weer voor dezelfde vaste prijs van € 4.250 excl. btw kan.',
      context,
    ).items;
    expect(single.map((i) => [i.description, i.quantity, i.unitPrice])).toEqual([
      ['Tuinpakket van vorig jaar kunstgras met schutting', 1, 4250],
    ]);
  });
});

describe('price tiers by count', () => {
  const tiers: QuoteContext = {
    products: [
      product('Polo bedrukt (10-49 st.)', 14.5),
      product('Polo bedrukt (50-249 st.)', 11.95),
      product('Polo bedrukt (250+ st.)', 9.75),
    ],
    terms: [],
  };
  const lines = (text: string) =>
    quoteFromTextByRules(text, tiers).items.map((i) => [i.description, i.quantity, i.unitPrice]);

  it('moves a line to the tier that holds its count, at that tier’s price', () => {
    expect(lines('Graag 120 bedrukte polo’s voor de vereniging.')).toEqual([
      ['Polo bedrukt (50-249 st.)', 120, 11.95],
    ]);
    expect(lines('Graag 300 bedrukte polo’s.')).toEqual([['Polo bedrukt (250+ st.)', 300, 9.75]]);
    expect(lines('Graag 20 bedrukte polo’s.')).toEqual([['Polo bedrukt (10-49 st.)', 20, 14.5]]);
  });
});
