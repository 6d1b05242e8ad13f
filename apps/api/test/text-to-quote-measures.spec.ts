/**
 * The rules text-to-quote engine on measures and amounts that sit apart from the product words: lengths
 * as pieces times metres, surfaces written over two clauses, measures named with the line's own word
 * elsewhere, and the amount or price a list item gives in a later clause.
 */
import type { QuoteContext } from '../src/infra/ai/ai-provider';
import { analyse } from '../src/infra/ai/rules/quote';
import { DEFAULT_MODEL, type TextModel } from '../src/infra/ai/rules/quote/classify/model';
import { CatalogIndex, phraseStems } from '../src/infra/ai/rules/quote/match/catalog-index';
import { findQuantities } from '../src/infra/ai/rules/quote/grammar/quantity';
import { stem } from '../src/infra/ai/rules/quote/match/stem';
import { fold } from '../src/infra/ai/rules/quote/text/fold';

const product = (name: string, unitPrice: number, unit: 'stuk' | 'm2' | 'uur') => ({
  name,
  description: null,
  unitPrice,
  unit,
  category: null,
});
const ctx: QuoteContext = {
  products: [
    product('Boeidelen schilderen per meter', 19, 'stuk'),
    product('Dakgoot reinigen (per meter)', 4.5, 'stuk'),
    product('Spandoek PVC per m2', 18.5, 'm2'),
    product('Muren sausen binnen per m2', 9.5, 'm2'),
    product('Plafond sausen per m2', 11, 'm2'),
    product('Uurtarief monteur', 62, 'uur'),
    product('Afvoer ontstoppen', 125, 'stuk'),
    product('Omvormer vervangen', 695, 'stuk'),
    product('Opleveringsschoonmaak nieuwbouw', 2.75, 'm2'),
    product('Reiskosten per km', 0.45, 'stuk'),
  ],
  terms: [],
  ownCompany: { name: 'Kleurrijk', email: 'info@kleurrijk.nl', phone: null },
};
/** Every candidate with a product becomes a line: these tests are about quantities, not the decision. */
const all: TextModel = {
  ...DEFAULT_MODEL,
  line: { ...DEFAULT_MODEL.line, weights: DEFAULT_MODEL.line.weights.map(() => 0), bias: 5 },
};
const lines = (text: string, model = all) =>
  analyse(text, ctx, model)
    .result.items.filter((i) => i.priceSource !== 'none')
    .map((i) => [i.description, i.quantity, i.unitPrice]);

describe('measures apart from the product words', () => {
  it('stems a singular with a long vowel like its plural', () => {
    expect(stem('boekendoos')).toBe(stem('boekendozen'));
    expect(stem('doos')).toBe(stem('dozen'));
    expect(stem('tegels')).toBe(stem('tegel'));
  });

  it('reads a bare count times metres as a surface that may be pieces of a length', () => {
    const [q] = findQuantities(fold('2 x 9 meter'));
    expect([q!.value, q!.unit, q!.pieces]).toEqual([18, 'm2', true]);
    expect(findQuantities(fold('4 meter x 5 meter'))[0]!.pieces).toBe(false);
    expect(lines('De boeidelen aan de achterkant, 2 x 9 meter.')).toEqual([
      ['Boeidelen schilderen per meter', 18, 19],
    ]);
  });

  it('keeps a surface written as two sides joined by en in one phrase', () => {
    expect(lines('Een spandoek voor aan de gevel, 5 meter breed en 1 meter hoog')).toEqual([
      ['Spandoek PVC per m2', 5, 18.5],
    ]);
  });

  it('sizes a line by a measure named with its own word, also the own company measuring', () => {
    const chat = [
      '[14/03/25, 18:02:11] Bram: Hoe groot? De slaapkamers moeten geverfd',
      '[14/03/25, 18:41:19] Kleurrijk: Dan kom ik op ca. 100 m2 muur. Muren sausen € 9,50/m2.',
      '[14/03/25, 18:43:02] Bram: Deal! Kun je in de meivakantie?',
    ].join('\n');
    expect(lines(chat)).toContainEqual(['Muren sausen binnen per m2', 100, 9.5]);
    expect(lines('Graag de goten schoonmaken. Het is totaal 22 meter goot.')).toContainEqual([
      'Dakgoot reinigen (per meter)',
      22,
      4.5,
    ]);
  });

  it("takes a list item's amount and price from a later clause that names no better product", () => {
    const text = [
      'Ons voorstel:',
      '1. Uurtarief monteur, 3 uur à € 62,- voor het aansluiten op de bestaande afvoer',
      '2. Omvormer vervangen, reken anderhalf uur voor uitzoeken',
    ].join('\n');
    const got = lines(text);
    expect(got).toContainEqual(['Uurtarief monteur', 3, 62]);
    expect(got.map((l) => l[0])).not.toContain('Afvoer ontstoppen');
    // Hours do not size a thing sold per piece: the omvormer stays one.
    expect(got).toContainEqual(['Omvormer vervangen', 1, 695]);
  });

  it('matches a measured phrase among the products sold in that measure', () => {
    const index = new CatalogIndex([
      product('Ramen wassen buitenzijde rijtjeswoning', 22, 'stuk'),
      product('Ramen wassen buitenzijde vrijstaande woning', 35, 'stuk'),
      product('Glasbewassing bedrijfspand buitenzijde', 1.85, 'm2'),
      product('Glasbewassing bedrijfspand binnenzijde', 1.45, 'm2'),
      product('Serredak reinigen', 4.25, 'm2'),
      product('Uurtarief glazenwasser', 42, 'uur'),
    ]);
    const stems = phraseStems('Het gaat om circa 340 m² glas aan de buitenzijde.');
    expect(index.match(stems)).toBeNull();
    expect(index.matchUnit(stems, 'm2', 0.45)?.product.name).toBe('Glasbewassing bedrijfspand buitenzijde');
    expect(index.matchUnit(stems, 'kg', 0.45)).toBeNull();
  });

  it('multiplies an amount per thing by the count of those things named elsewhere', () => {
    const note = 'Project: 4 nieuwbouwwoningen\n- opleveringsschoonmaak per woning ca. 120 m2';
    expect(lines(note)).toEqual([['Opleveringsschoonmaak nieuwbouw', 480, 2.75]]);
  });

  it('sizes a per-kilometre line by the distance, doubled for the way back, a stated total first', () => {
    const total = 'De reiskosten: het is 62 km enkele reis, dus reken maar 124 km in totaal.';
    expect(lines(total)).toEqual([['Reiskosten per km', 124, 0.45]]);
    const back = '- locatie: 18 km enkele reis vanaf salon, reiskosten heen+terug rekenen';
    expect(lines(back)).toEqual([['Reiskosten per km', 36, 0.45]]);
    expect(lines('Het is 18 km enkele reis. Graag de reiskosten erbij.')).toEqual([
      ['Reiskosten per km', 18, 0.45],
    ]);
  });

  it("doubles a place's distance for a product priced there and back, unless the text works it out", () => {
    const both: QuoteContext = {
      ...ctx,
      products: [product('Reiskosten per km (heen en terug)', 0.45, 'stuk')],
    };
    const km = (t: string) => analyse(t, both).result.items.map((i) => [i.description, i.quantity]);
    expect(km('Graag met reiskosten, het is 18 km vanaf jullie.')).toEqual([
      ['Reiskosten per km (heen en terug)', 36],
    ]);
    expect(km('Reiskosten 36 km (2 x 18 km) graag.')).toEqual([['Reiskosten per km (heen en terug)', 36]]);
    expect(findQuantities(fold('reiskosten 2 x 18 km'))).toEqual([]);
  });
});

describe('numbers that are no amounts', () => {
  it('reads no amount in a phone number written in groups', () => {
    const qs = (t: string) => findQuantities(fold(t)).map((q) => q.value);
    expect(qs('U kunt mij bellen op 074-266 50 81.')).toEqual([]);
    expect(qs('dus graag met spoed. 06-10 93 52 48')).toEqual([]);
    expect(qs('3 ramen, bel 020 794 11 30')).toEqual([3]);
  });
});
