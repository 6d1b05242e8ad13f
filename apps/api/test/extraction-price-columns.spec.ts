/**
 * Which price a table means: the net price beside a gross one and a discount, the regular price beside
 * a sale price, a lone sale or gross price when it is all there is; codes (EAN) are never prices; and
 * a note about all prices that a photo's reading split over two cells (catalog rules).
 */
import type { ReadDocument } from '../src/infra/ai/ai-provider';
import { extractCatalogByRules } from '../src/infra/ai/rules/catalog';

const table = (rows: string[][], fileName = 'lijst.xlsx'): ReadDocument => ({
  fileName,
  blocks: [{ kind: 'table', rows }],
});
const brief = (doc: ReadDocument) =>
  extractCatalogByRules(doc, 'pricelist').products.map((p) => [p.name, p.unitPrice, p.unit]);

describe('price columns', () => {
  it('takes the net price of a supplier list with gross price, discount and EAN codes; a packaging column gives the unit', () => {
    const rows = [
      ['Artikelcode', 'EAN', 'Omschrijving', 'Verpakking', 'Bruto', 'Korting', 'Netto'],
      ['HB-1200', '8712345678906', 'Hangslot messing 40 mm', 'per stuk', '18,40', '25%', '13,80'],
      ['ZK-0500', '8712345678913', 'Zaagkettingolie bio', 'per liter', '9,90', '20%', '7,92'],
    ];
    expect(brief(table(rows))).toEqual([
      ['Hangslot messing 40 mm', 13.8, 'stuk'],
      ['Zaagkettingolie bio', 7.92, 'liter'],
    ]);
  });

  it('takes the regular price beside a sale price, also on rows without a sale', () => {
    const rows = [
      ['Name', 'Sale price', 'Regular price', 'Categories'],
      ['Linen napkin, set of 4', '', '18.50', 'Table'],
      ['Stoneware mug', '9.95', '12.50', 'Kitchen'],
    ];
    expect(brief(table(rows, 'export.csv'))).toEqual([
      ['Linen napkin, set of 4', 18.5, 'stuk'],
      ['Stoneware mug', 12.5, 'stuk'],
    ]);
  });

  it('takes a gross or sale price when the table has no other', () => {
    expect(
      brief(
        table([
          ['Product', 'Bruto'],
          ['Tuinslang 25 m', '€ 24,95'],
          ['Slangwagen', '€ 49,00'],
        ]),
      ),
    ).toEqual([
      ['Tuinslang 25 m', 24.95, 'stuk'],
      ['Slangwagen', 49, 'stuk'],
    ]);
    expect(
      brief(
        table([
          ['Product', 'Actieprijs'],
          ['Winterbanden set', '€ 420,00'],
          ['Bandenwissel', '€ 45,00'],
        ]),
      ),
    ).toEqual([
      ['Winterbanden set', 420, 'stuk'],
      ['Bandenwissel', 45, 'stuk'],
    ]);
  });

  it('applies a note about all prices that is split over two cells', () => {
    const doc: ReadDocument = {
      fileName: 'foto.jpg',
      blocks: [
        { kind: 'table', rows: [['Tarieven zomer - alle prijzen incl. 21%', 'btw']] },
        {
          kind: 'table',
          rows: [
            ['Sup huren per uur', '€ 12,10'],
            ['Kano huren per uur', '€ 18,15'],
          ],
        },
      ],
    };
    expect(brief(doc)).toEqual([
      ['Sup huren per uur', 10, 'uur'],
      ['Kano huren per uur', 15, 'uur'],
    ]);
  });
});
