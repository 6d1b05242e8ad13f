/**
 * The rules text-to-quote engine on hours of work, spreadsheet units and sizes in product names: a
 * length of work the matched product cannot take goes to an hourly product, days times their hours,
 * 'à 8 uur' is no price, a unit column without a header word, and a size of the kind a product's
 * name gives ('tot 8 m') does not count that product.
 */
import type { QuoteContext } from '../src/infra/ai/ai-provider';
import { analyse } from '../src/infra/ai/rules/quote';
import { findPrices } from '../src/infra/ai/rules/quote/grammar/price';
import { findQuantities } from '../src/infra/ai/rules/quote/grammar/quantity';
import { readTable } from '../src/infra/ai/rules/quote/segment/table';
import { fold } from '../src/infra/ai/rules/quote/text/fold';
import { EVERY_CANDIDATE, catalogProduct as product } from './helpers/text-to-quote';

const ctx: QuoteContext = {
  products: [
    product('Boom snoeien (tot 8 m)', 125),
    product('Boom kappen (tot 8 m) incl. afvoer', 395),
    product('Stobbe frezen', 85),
    product('Uurtarief hovenier', 52, 'uur'),
    product('Uurtarief hulphovenier', 41, 'uur'),
    product('Pleisterwerk wanden per m2', 17.5, 'm2'),
    product('Boiler (10 ltr)', 395),
  ],
  terms: [],
};
const lines = (text: string) =>
  analyse(text, ctx, EVERY_CANDIDATE)
    .result.items.filter((i) => i.priceSource !== 'none')
    .map((i) => [i.description, i.quantity]);
const quantities = (text: string) => findQuantities(fold(text)).map((q) => [q.value, q.unit]);

describe('hours of work, table units and sizes of a name', () => {
  it('reads days times their hours as hours', () => {
    expect(quantities('2 dagen à 8 uur')).toEqual([[16, 'uur']]);
    expect(quantities('voor twee dagen van acht uur')).toEqual([[16, 'uur']]);
    expect(quantities('3 dagdelen van 4 uur')).toEqual([[12, 'uur']]);
    expect(quantities('2 dagen')).toEqual([[2, 'dag']]);
  });

  it("multiplies a count of things by the measure of each, and reads 'x3' and '2x ca 3 m'", () => {
    expect(quantities('dakvlak 2 kanten x 18 m2')).toEqual([[36, 'm2']]);
    expect(quantities('lichtslingers x3')).toEqual([[3, null]]);
    expect(quantities('2x ca 3 m')).toEqual([[6, 'm2']]);
    expect(quantities('A6 flyers')).toEqual([]);
  });

  it("reads no price in 'à 8 uur', but still in 'à 85' and 'à 85 per uur'", () => {
    expect(findPrices('2 dagen à 8 uur')).toEqual([]);
    expect(findPrices('3 stuks à 85').map((p) => p.amount)).toEqual([85]);
    expect(findPrices('à 85 per uur').map((p) => [p.amount, p.per])).toEqual([[85, 'uur']]);
  });

  it('gives hours of work the named product cannot take to the hourly product', () => {
    expect(lines('Graag 2 man een halve dag snoeien en wieden in de tuin.')).toEqual([
      ['Uurtarief hovenier', 8],
    ]);
    // An amount the product can take keeps the product: '3 stobben frezen' is no labour.
    expect(lines('Graag 3 stobben frezen, reken op 2 uur werk.')).toContainEqual(['Stobbe frezen', 3]);
  });

  it('multiplies the workers and the hours of one phrase on an hourly line', () => {
    expect(lines('Voor de border: reken op 2 man, anderhalf uur werk.')).toEqual([['Uurtarief hovenier', 3]]);
  });

  it('finds the unit column of a table by its cells and by an abbreviated header', () => {
    const table = (header: string) =>
      readTable(
        [header, 'Wanden pleisteren begane grond\t86\tm2\tbehangklaar'].map((text, i) => ({
          text,
          start: i * 100,
        })) as never,
      )[0]!.cells.unit?.text;
    expect(table('Omschrijving\tAantal\tEenh.\tOpmerking')).toBe('m2');
    expect(table('Omschrijving\tAantal\t\tOpmerking')).toBe('m2');
    expect(
      lines('Omschrijving\tAantal\tEenh.\tOpmerking\nWanden pleisteren begane grond\t86\tm2\tbehangklaar'),
    ).toEqual([['Pleisterwerk wanden per m2', 86]]);
  });

  it("does not count a product by a size of the kind its name gives ('tot 8 m', '10 ltr')", () => {
    expect(lines('Boom kappen, 7 meter hoog.')).toEqual([['Boom kappen (tot 8 m) incl. afvoer', 1]]);
    expect(lines('De boiler in de keuken (10 ltr) lekt, graag een nieuwe.')).toEqual([
      ['Boiler (10 ltr)', 1],
    ]);
  });
});
