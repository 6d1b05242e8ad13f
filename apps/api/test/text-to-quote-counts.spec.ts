/** The rules text-to-quote counts across phrases: 'alle drie de bussen', a service for each thing counted before. */
import type { QuoteContext } from '../src/infra/ai/ai-provider';
import { quoteFromTextByRules } from '../src/infra/ai/rules/quote';
import { readPhrase } from '../src/infra/ai/rules/quote/grammar/reading';

const context: QuoteContext = {
  products: [
    { name: 'Grote onderhoudsbeurt', description: null, unitPrice: 119, unit: 'stuk', category: null },
    { name: 'Buitenband vervangen', description: null, unitPrice: 39.95, unit: 'stuk', category: null },
  ],
  terms: [],
};

describe('counts across phrases', () => {
  it("reads 'alle drie de bussen' as three buses, with no 'per' noun", () => {
    const r = readPhrase('Alle drie de bussen moeten voor de APK');
    expect(r.quantities.map((q) => [q.value, q.noun])).toEqual([[3, 'bussen']]);
    expect(r.perNoun).toBeNull();
    expect(readPhrase('op alle 3 de wielen').quantities.map((q) => q.value)).toEqual([3]);
    expect(readPhrase('de 3de verdieping').quantities).toEqual([]);
  });

  it('gives a service for each of the things counted just before their count', () => {
    const result = quoteFromTextByRules(
      'Belde ma 9/3 - Annelies Vos\n- 3 driewielers van bewoners, allemaal grote beurt\n- op elke driewieler nieuwe buitenbanden op alle 3 de wielen\n',
      context,
    );
    expect(result.items.find((i) => i.description === 'Grote onderhoudsbeurt')?.quantity).toBe(3);
    expect(result.items.find((i) => i.description === 'Buitenband vervangen')?.quantity).toBe(9);
  });
});

describe('surfaces of sides under a metre', () => {
  it('reads two sides in cm or mm as m2', () => {
    const q = (t: string) => readPhrase(t).quantities.map((x) => [x.value, x.unit]);
    expect(q('Ruit is 70 x 120 cm')).toEqual([[0.84, 'm2']]);
    expect(q('spiegel van 100 bij 80 cm')).toEqual([[0.8, 'm2']]);
    expect(q('paneel 1200 x 600 mm')).toEqual([[0.72, 'm2']]);
    expect(q('5 bij 6 meter')).toEqual([[30, 'm2']]);
    expect(q('douchewand van 90 cm')).toEqual([]);
  });
});

describe('an amount per thing in a later mention', () => {
  it("multiplies a later 'per' amount by the count the line's own phrase named", () => {
    const result = quoteFromTextByRules(
      'Beste,\n\nGraag een prijs voor:\n- de dagkanten van de ramen achter. Het zijn 3 ramen en elk raam heeft ongeveer 5 meter dagkant.\n\nGroet, Piet Jansen',
      {
        products: [
          {
            name: 'Raamdagkanten stucen per meter',
            description: null,
            unitPrice: 14,
            unit: 'stuk',
            category: null,
          },
        ],
        terms: [],
      },
    );
    expect(result.items[0]?.quantity).toBe(15);
  });
});

describe('counts in one phrase', () => {
  const q = (t: string) => readPhrase(t).quantities.map((x) => [x.value, x.noun, x.weak]);
  it("reads one for each of two: 'allebei een', 'zowel … als … een'", () => {
    expect(q('op allebei een lint met tekst')).toEqual([[2, 'lint', false]]);
    expect(q('op zowel de voordeur als de achterdeur een nieuw slot')).toEqual([[2, 'nieuw', false]]);
    expect(q('een nieuw slot op de voordeur')).toEqual([[1, 'nieuw', true]]);
  });

  it("counts 'N van die …' and 'N van hen'", () => {
    expect(q('ook 2 van die lampen in de keuken')).toEqual([[2, 'lampen', false]]);
    expect(q('bij twee van hen de nagels knippen')).toEqual([[2, null, false]]);
    expect(readPhrase('ook 2 van die lampen').content).toContain('lampen');
  });

  it('reads no amount in the end of a span of numbers', () => {
    expect(q('Namens VvE Slinge 410 t/m 480 vraag ik een offerte')).toEqual([]);
    expect(q('de woningen 2 tot en met 16')).toEqual([]);
  });
});

describe('a measure of each of several things', () => {
  const context: QuoteContext = {
    products: [
      { name: 'Tapijt leggen per m2', description: null, unitPrice: 12, unit: 'm2', category: null },
    ],
    terms: [],
  };

  it("multiplies the surface of 'elke kamer' by the rooms counted elsewhere", () => {
    const text =
      'Graag nieuw tapijt leggen in de drie spreekkamers. Elke kamer is 4 bij 3,5 meter.\n\nGroet, Marja';
    const items = quoteFromTextByRules(text, context).items;
    expect(items.map((i) => [i.description, i.quantity])).toEqual([['Tapijt leggen per m2', 42]]);
  });

  it("reads a clause ending in 'zelf' as done by someone else", () => {
    expect(readPhrase('afvoeren regelt de verhuurder zelf.').flags.selfSupply).toBe(true);
    expect(readPhrase('Kunnen jullie die zelf verschuiven?').flags.selfSupply).toBe(false);
  });
});

describe('a changed amount in a reply', () => {
  const context: QuoteContext = {
    products: [
      { name: 'Laminaat leggen per m2', description: null, unitPrice: 13.5, unit: 'm2', category: null },
      { name: 'Ondervloer per m2', description: null, unitPrice: 3.25, unit: 'm2', category: null },
    ],
    terms: [],
    ownCompany: { name: 'Vloerenhuis Veen', email: 'info@vloerenhuisveen.nl', phone: null },
  };

  it("changes every offered line of the amount replaced ('twee dingen: het is niet 36 maar 41 m2')", () => {
    const text =
      'Hoi Henk,\n\nTwee dingen: het is niet 36 maar 41 m2. Verder akkoord.\n\nGr Ruud\n\nOp di 24 nov 2026 om 10:12 schreef Vloerenhuis Veen <info@vloerenhuisveen.nl>:\n> - Laminaat leggen 36 m2 à € 13,50 per m2\n> - Ondervloer 36 m2 à € 3,25\n';
    const items = quoteFromTextByRules(text, context).items;
    expect(items.map((i) => [i.description, i.quantity])).toEqual([
      ['Laminaat leggen per m2', 41],
      ['Ondervloer per m2', 41],
    ]);
    expect(readPhrase('Twee dingen: het is niet 36 maar 41 m2').content).toEqual([]);
  });
});

describe('a count in words after the thing', () => {
  it("reads 'dat zijn er twaalf' as the count, and no bare number word without 'er'", () => {
    expect(readPhrase('dat zijn er twaalf.').quantities.map((q) => q.value)).toEqual([12]);
    expect(readPhrase('de tweede is voor mijn zus.').quantities.map((q) => q.value)).toEqual([]);
  });
});
