/** The rules text-to-quote sizes: ranges in product names tell neighbours apart, and a switch between them. */
import type { QuoteContext } from '../src/infra/ai/ai-provider';
import { quoteFromTextByRules } from '../src/infra/ai/rules/quote';
import { stem } from '../src/infra/ai/rules/quote/match/stem';
import { sizeFit, sizeSiblings, sizesOfName, sizesOfPhrase } from '../src/infra/ai/rules/quote/match/sizes';

const product = (name: string, unitPrice: number) => ({
  name,
  description: null,
  unitPrice,
  unit: 'stuk' as const,
  category: null,
});

describe('sizes in names and phrases', () => {
  it('reads ranges, pairs, ordinals and number words', () => {
    expect(sizesOfName('Radiator plaatsen (tot 1000 mm)')).toEqual([{ dim: 'length', lo: 0, hi: 1 }]);
    expect(sizesOfName('Bezorgen (buiten 15 km)')[0]).toMatchObject({ dim: 'distance', hi: Infinity });
    expect(sizesOfName('Dakkapel 2 tot 3 meter')).toEqual([{ dim: 'length', lo: 2, hi: 3 }]);
    expect(sizesOfName('Verhuislift tot 8e verdieping')).toEqual([{ dim: 'floor', lo: 0, hi: 8 }]);
    expect(sizesOfPhrase('een tent van 4 bij 8 meter').map((s) => [s.dim, s.lo])).toEqual([
      ['length', 4],
      ['length', 8],
      ['area', 32],
    ]);
    expect(sizesOfPhrase('een training van een half uur').map((s) => [s.dim, s.lo])).toEqual([['time', 30]]);
    expect(sizesOfPhrase('een cilinder van drie sterren').map((s) => [s.dim, s.lo])).toEqual([['stars', 3]]);
    expect(sizesOfPhrase('de verhuislift tot de 4e verdieping')).toHaveLength(1);
  });

  it('scores a size inside a range up and one outside it down', () => {
    const phrase = sizesOfPhrase('zo’n 1200 mm breed');
    expect(sizeFit(sizesOfName('Radiator plaatsen (boven 1000 mm)'), phrase)).toBe(1);
    expect(sizeFit(sizesOfName('Radiator plaatsen (tot 1000 mm)'), phrase)).toBe(-1);
    expect(sizeFit(sizesOfName('Radiator plaatsen'), phrase)).toBe(0);
    expect(sizeFit(sizesOfName('Ruit (boven 1 m2)'), sizesOfPhrase('groter dan 1 m2'))).toBe(1);
  });

  it('stems adjectives after an open syllable and inflected participles like their base form', () => {
    expect(stem('hoge')).toBe(stem('hoog'));
    expect(stem('gestoffeerde')).toBe(stem('gestoffeerd'));
    expect(stem('make')).not.toBe(stem('maak'));
  });
});

describe('choosing between size neighbours', () => {
  const context: QuoteContext = {
    products: [
      product('Slagroomtaart 8 personen', 24),
      product('Slagroomtaart 12 personen', 32),
      product('Rittenkaart 10x training', 575),
      product('Rittenkaart 20x training', 1120),
      product('Intake', 49),
    ],
    terms: [],
  };

  it('takes the neighbour whose size the customer names', () => {
    const result = quoteFromTextByRules('Graag 2 slagroomtaarten voor 12 personen voor zaterdag.', context);
    expect(result.items.map((i) => [i.description, i.quantity])).toEqual([['Slagroomtaart 12 personen', 2]]);
  });

  it('knows products that differ only in size', () => {
    expect(sizeSiblings({ name: 'Rittenkaart 10x training' }, { name: 'Rittenkaart 20x training' })).toBe(
      true,
    );
    expect(sizeSiblings({ name: 'Rittenkaart 10x training' }, { name: 'Intake' })).toBe(false);
  });

  it('replaces an offered line by the neighbour the customer asks for instead, without counting its size', () => {
    const thread = [
      'Hoi Sanne, ik neem liever de rittenkaart van 20 keer in plaats van 10. De intake is akkoord.',
      'Groet, Roos',
      '',
      'Op 23 nov. 2026 schreef Studio <info@studio.nl>:',
      '> Mijn voorstel:',
      '> - Intake: € 49,-',
      '> - Rittenkaart 10x training: € 575,-',
    ].join('\n');
    const own: QuoteContext = {
      ...context,
      ownCompany: { name: 'Studio', email: 'info@studio.nl', phone: null },
    };
    const items = quoteFromTextByRules(thread, own).items.map((i) => [i.description, i.quantity]);
    expect(items).toContainEqual(['Rittenkaart 20x training', 1]);
    expect(items).not.toContainEqual(expect.arrayContaining(['Rittenkaart 10x training']));
  });
});
