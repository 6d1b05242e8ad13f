/**
 * OCR pages in the layout rebuild and the reading rules: what a phone photo of a price list adds to a
 * text layer (specks and drawn bands read as huge words, a letterhead above the list).
 */
import { extractCatalogByRules } from '../src/infra/ai/rules/catalog';
import { wordsToBlocks } from '../src/infra/documents/layout';
import { phrase, tables } from './helpers/layout-words';

describe('OCR rows', () => {
  it('keeps tightly set rows apart where their prices stand one under the other', () => {
    // A scan: each row's name wraps, and the rows sit closer than three quarters of a line apart, so
    // every line is near the one before it; one price column holds one price per row.
    const words = [
      ...phrase('Cursus glazuren, 4', 40, 100, 95),
      ...phrase('€ 135,00', 250, 103, 95),
      ...phrase('lessen', 40, 107, 95),
      ...phrase('Open atelier', 40, 112, 95),
      ...phrase('€ 25,00', 250, 112, 95),
    ];
    const rows = tables(wordsToBlocks(words)).flatMap((t) => t.rows);
    expect(rows).toEqual([
      ['Cursus glazuren, 4 lessen', '€ 135,00'],
      ['Open atelier', '€ 25,00'],
    ]);
  });

  it('keeps rows apart around a drawn band that OCR read as one huge word', () => {
    const row = (name: string, price: string, y: number) => [
      ...phrase(name, 40, y, 95),
      ...phrase(price, 250, y, 95),
    ];
    const words = [
      ...row('Helm', '€ 2,-', 80),
      // A coloured band behind a section heading: a two-letter word four times the text's size.
      { str: 'AE', page: 1, x: 38, y: 104, w: 30, size: 40, conf: 60 },
      ...row('Noren slijpen', '€ 15,-', 116),
      ...row('Klapschaatsen slijpen', '€ 22,50', 134),
      ...row('Groepsles (1 uur)', '€ 12,50', 152),
    ];
    const rows = tables(wordsToBlocks(words)).flatMap((t) => t.rows);
    expect(rows.filter((r) => r.some((c) => c.includes('€')))).toHaveLength(4);
    const read = extractCatalogByRules({ fileName: 'foto.png', blocks: wordsToBlocks(words) }, 'pricelist');
    expect(read.products.map((p) => [p.name, p.unitPrice])).toEqual([
      ['Helm', 2],
      ['Noren slijpen', 15],
      ['Klapschaatsen slijpen', 22.5],
      ['Groepsles (1 uur)', 12.5],
    ]);
  });
});

describe('OCR slope', () => {
  it('takes the residual slope of a photographed list off, so each price joins its name', () => {
    // Each row rises by 0.03 pt per pt to the right: a price 210 pt further right stands 6.3 pt higher
    // than its name, more than half a line.
    const tilt = (words: ReturnType<typeof phrase>) => words.map((w) => ({ ...w, y: w.y - 0.03 * w.x }));
    const names = ['Standaardplaats', 'Comfortplaats met water', 'Extra persoon', 'Winterstalling caravan'];
    const prices = ['€ 27,50', '€ 34,50', '€ 5,25', '€ 45,00'];
    const words = names.flatMap((name, i) => [
      ...tilt(phrase(name, 40, 100 + i * 20, 95)),
      ...tilt(phrase(prices[i]!, 250, 100 + i * 20, 95)),
      ...tilt(phrase('per nacht', 300, 100 + i * 20, 95)),
    ]);
    const read = extractCatalogByRules({ fileName: 'foto.jpg', blocks: wordsToBlocks(words) }, 'pricelist');
    expect(read.products.map((p) => [p.name, p.unitPrice])).toEqual([
      ['Standaardplaats', 27.5],
      ['Comfortplaats met water', 34.5],
      ['Extra persoon', 5.25],
      ['Winterstalling caravan', 45],
    ]);
  });
});

describe('letterhead', () => {
  it('takes a heading with an address or phone under it for the company name, not a category', () => {
    const blocks = [
      { kind: 'text' as const, text: 'RIJWIELHANDEL DE SPAAK' },
      {
        kind: 'table' as const,
        rows: [['Lange Nieuwstraat 61', '-', '3512 PG Utrecht', '-', '030 - 231 09 84']],
      },
      { kind: 'text' as const, text: 'WERKPLAATS PRIJZEN' },
      {
        kind: 'table' as const,
        rows: [
          ['Kleine beurt', '€ 39,95'],
          ['Band plakken', '€ 12,50'],
        ],
      },
      { kind: 'text' as const, text: 'Extra' },
      { kind: 'table' as const, rows: [['Fietsverhuur per dag', '€ 15,00']] },
    ];
    const read = extractCatalogByRules({ fileName: 'IMG_1.jpg', blocks }, 'pricelist');
    expect(read.products.map((p) => [p.name, p.category])).toEqual([
      ['Kleine beurt', null],
      ['Band plakken', null],
      ['Fietsverhuur per dag', 'Extra'],
    ]);
  });
});
