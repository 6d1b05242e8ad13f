/**
 * Pasted spreadsheet tables: a header without the usual header words, columns of words that describe
 * the row together, measure columns, numbering columns, rows of one thing that add up and rows of 0.
 */
import type { QuoteContext } from '../src/infra/ai/ai-provider';
import { quoteFromTextByRules } from '../src/infra/ai/rules/quote';
import { readTable } from '../src/infra/ai/rules/quote/segment/table';

const rows = (text: string) => {
  let at = 0;
  const lines = text.split('\n').map((t) => {
    const line = { text: t, start: at };
    at += t.length + 1;
    return line;
  });
  return readTable(lines).map((r) => [
    r.cells.description?.text,
    r.cells.quantity?.text,
    r.cells.note?.text,
    r.quantityUnit,
  ]);
};

const product = (name: string, unitPrice: number, unit: 'stuk' | 'm2' = 'stuk') => ({
  name,
  description: null,
  unitPrice,
  unit,
  category: null,
});

describe('table header and columns', () => {
  it('takes a first row of words above a column of figures as the header', () => {
    expect(rows('Gevel\tm2\tBehandeling\nBlok A voorgevel\t86\treinigen\nBlok B\t78\treinigen')).toEqual([
      ['Blok A voorgevel reinigen', '86', undefined, 'm2'],
      ['Blok B reinigen', '78', undefined, 'm2'],
    ]);
  });

  it('keeps a numbering column out of the amounts and reads a measure column with its unit', () => {
    expect(rows('Nr\tBoom\tHoogte\tActie\n1\tEik\t14 m\tsnoeien\n2\tBerk\t9 m\trooien')).toEqual([
      ['Eik snoeien', '14 m', '1', null],
      ['Berk rooien', '9 m', '2', null],
    ]);
    expect(rows('Ruimte\tWat\tBreedte (m)\tOpmerking\nKantoor\tkast\t2,40\twit')[0]).toEqual([
      'Kantoor kast',
      '2,40',
      'wit',
      'm',
    ]);
  });

  it('still reads a table without any header from its cells', () => {
    expect(rows('Kabel trekken\t210\t€ 4,25\nSwitch\t1\t€ 89')).toEqual([
      ['Kabel trekken', '210', undefined, null],
      ['Switch', '1', undefined, null],
    ]);
  });
});

describe('table rows as lines', () => {
  const context: QuoteContext = {
    products: [
      product('Maatwerk kast per strekkende meter', 650),
      product('Gevel reinigen per m2', 9.5, 'm2'),
      product('Extra taal', 450),
      product('Logo-ontwerp', 395),
    ],
    terms: [],
  };

  it('adds up rows of the same product and leaves out a row of 0', () => {
    const text =
      'Hierbij de lijst:\n\nRuimte\tWat\tBreedte (m)\nKantoor 1\tmaatwerk kast\t2,40\nKantoor 2\tmaatwerk kast\t3,10\n\nGroet, Els';
    const items = quoteFromTextByRules(text, context).items.map((i) => [i.description, i.quantity]);
    expect(items).toEqual([['Maatwerk kast per strekkende meter', 5.5]]);
    const other = quoteFromTextByRules('Onderdeel\tAantal\nExtra taal\t1\nLogo-ontwerp\t0\n', context).items;
    expect(other.map((i) => [i.description, i.quantity])).toEqual([['Extra taal', 1]]);
  });
});

describe('what the customer does or already has', () => {
  const context: QuoteContext = {
    products: [
      product('Kasten schilderen', 120),
      product('Perilex-groep aanleggen', 245),
      product('Keuken monteren', 900),
    ],
    terms: [],
  };

  it('gives no line for work the customer does, or for what is there already', () => {
    const text =
      'Beste,\n\nGraag een offerte voor het monteren van onze nieuwe keuken. De kasten schilder ik zelf nog, en de perilex zit er al.\n\nGroet, Anja';
    expect(quoteFromTextByRules(text, context).items.map((i) => i.description)).toEqual(['Keuken monteren']);
  });
});

describe('things times how long each', () => {
  const context: QuoteContext = {
    products: [
      { name: 'Bouwdroger', description: null, unitPrice: 25, unit: 'dag', category: null },
      {
        name: 'Zakelijke mailbox per maand',
        description: null,
        unitPrice: 4.95,
        unit: 'maand',
        category: null,
      },
    ],
    terms: [],
  };

  it('multiplies a count of the product by its period, in a sentence and in a table row', () => {
    const said = quoteFromTextByRules('Graag 2 bouwdrogers voor 5 dagen.', context).items;
    expect(said.map((i) => [i.description, i.quantity])).toEqual([['Bouwdroger', 10]]);
    const row = quoteFromTextByRules(
      'Onderdeel\tAantal\tOpmerking\nZakelijke mailbox\t3\t12 maanden\n',
      context,
    ).items;
    expect(row.map((i) => [i.description, i.quantity])).toEqual([['Zakelijke mailbox per maand', 36]]);
  });
});

describe('a job at one agreed price', () => {
  const context: QuoteContext = {
    products: [
      product('Grond afvoeren per m3', 18.5),
      product('Boomstronk uitgraven', 85),
      product('Teelaarde aanvoeren per m3', 32),
    ],
    terms: [],
  };

  it('gives one free line at the total for the work of the sentence, and the other lines apart', () => {
    const text =
      'Goedemiddag,\n\nWe hebben afgesproken dat het uitgraven van de kelderput, het afvoeren van alle grond en het terugstorten rond de kelder € 3.350 kost, alles inbegrepen. Los daarvan moeten er drie stronken uit.\n\nGroet, Femke';
    const result = quoteFromTextByRules(text, context);
    expect(result.items.map((i) => [i.description, i.quantity, i.unitPrice])[0]).toEqual([
      'Uitgraven van de kelderput, afvoeren van alle grond, terugstorten rond de kelder',
      1,
      3350,
    ]);
    // The stumps are a line of their own: taken, or offered to add with one click (the learned decision).
    const stumps = [...result.items, ...result.candidates.map((c) => c.item)].find(
      (i) => i.description === 'Boomstronk uitgraven',
    );
    expect([stumps?.quantity, stumps?.unitPrice]).toEqual([3, 85]);
  });
});

describe('requests beside a list', () => {
  const context: QuoteContext = {
    products: [product('Muren schilderen', 12.5, 'm2'), product('Kozijnen schilderen', 145)],
    terms: [],
  };

  it('offers a request written under a numbered list to add with one click', () => {
    const text =
      'Goedemorgen,\n\nGraag een offerte:\n\n1. 120 m2 muren schilderen\n2. 8 kozijnen schilderen\n\nZouden jullie ook de plinten in de gang kunnen meenemen? Eventueel ook de schuur.\n\nGroet, Joris';
    const result = quoteFromTextByRules(text, context);
    expect(result.items.map((i) => i.description)).toEqual(['Muren schilderen', 'Kozijnen schilderen']);
    expect((result.candidates ?? []).map((c) => c.source.text)).toContain(
      'Zouden jullie ook de plinten in de gang kunnen meenemen?',
    );
  });
});

describe('a period column', () => {
  const rental: QuoteContext = {
    products: [
      { ...product('Bouwdroger', 35), unit: 'dag' },
      product('Hond logeren per nacht', 17),
      product('Hond logeren per nacht (boven 25 kg)', 21),
    ],
    terms: [],
  };
  const lines = (text: string) =>
    quoteFromTextByRules(text, rental).items.map((i) => [i.description, i.quantity]);

  it('multiplies the count by the days of a Dagen column', () => {
    expect(lines('Wat\tAantal\tVanaf\tDagen\nBouwdroger\t2\tma 3-8\t4\n')).toEqual([['Bouwdroger', 8]]);
  });

  it('reads a Nachten column as the amount when a column of weights stands beside it', () => {
    expect(lines('Naam\tDier\tGewicht\tNachten\nBobbie\thond\t9 kg\t6\n')).toEqual([
      ['Hond logeren per nacht', 6],
    ]);
  });
});

describe('two things joined in one cell', () => {
  const workshop: QuoteContext = {
    products: [
      product('Fiets afstellen', 35),
      product('Fietsband vervangen (incl. band)', 29),
      product('Ketting vervangen', 24),
      product('Oude fiets ophalen en afvoeren', 20),
    ],
    terms: [],
  };
  const lines = (text: string) =>
    quoteFromTextByRules(text, workshop).items.map((i) => [i.description, i.quantity]);

  it('gives a line for each product the cell joins, with the other cells and the count for both', () => {
    expect(lines('Wat\tAantal\tWerk\nFiets\t3\tafstellen + nieuwe ketting\n')).toEqual([
      ['Fiets afstellen', 3],
      ['Ketting vervangen', 3],
    ]);
  });

  it('keeps one line when one product names the words of every part', () => {
    expect(lines('Wat\tAantal\nOude fiets ophalen + afvoeren\t2\n')).toEqual([
      ['Oude fiets ophalen en afvoeren', 2],
    ]);
  });
});
