/**
 * An English-language webshop export (its own column names), and product cards: a brochure's name,
 * one-line description and price, read as one product each (catalog rules and layout).
 */
import type { ReadDocument } from '../src/infra/ai/ai-provider';
import { extractCatalogByRules } from '../src/infra/ai/rules/catalog';
import { wordsToBlocks, type PositionedWord } from '../src/infra/documents/layout';
import { phrase, texts } from './helpers/layout-words';

const brief = (doc: ReadDocument) =>
  extractCatalogByRules(doc, 'pricelist').products.map((p) => [p.name, p.unitPrice, p.unit, p.category]);

describe('an English webshop export', () => {
  it('takes the title as the name, the incl. price (not the cost or compare-at price) and the product type', () => {
    const rows = [
      [
        'Handle',
        'Title',
        'Product Type',
        'Variant SKU',
        'Cost per item',
        'Price (incl. VAT)',
        'Compare At Price',
        'VAT Rate',
      ],
      ['rechte-rail', 'Rechte rail 230 mm, H0', 'Rails', 'MB-7236', '14.10', 'EUR 27.50', 'EUR 29.95', '21%'],
      ['wissel-links', 'Wissel links 15 graden, H0', 'Rails', 'MB-7253', '9.80', 'EUR 18.95', '', '21%'],
    ];
    const products = brief({ fileName: 'export.csv', blocks: [{ kind: 'table', rows }] });
    expect(products).toEqual([
      ['Rechte rail 230 mm, H0', 22.73, 'stuk', 'Rails'],
      ['Wissel links 15 graden, H0', 15.66, 'stuk', 'Rails'],
    ]);
  });
});

describe('product cards', () => {
  const text = (t: string) => ({ kind: 'text' as const, text: t });

  it('reads a name, a description and a price line as one product, the unit from the price line; not a broken-off sentence', () => {
    const doc: ReadDocument = {
      fileName: 'folder.pdf',
      blocks: [
        text('Beleven'),
        text('Rondleiding met proeverij'),
        text('90 minuten, 4 bieren'),
        text('€ 17,50 p.p.'),
        text('Tapinstallatie huren'),
        text('met koeling en uitleg'),
        text('€ 35,- per dag'),
        text('Betalen via iDEAL of bij het'),
        text('afhalen; statiegeld € 3,90 per'),
        text('krat en € 30,- per fust.'),
      ],
    };
    expect(brief(doc)).toEqual([
      ['Rondleiding met proeverij', 17.5, 'stuk', 'Beleven'],
      ['Tapinstallatie huren', 35, 'dag', 'Beleven'],
    ]);
  });

  it('reads two columns of cards apart, though their lines pair up like a table', () => {
    const LEFT = [
      'Krat Stadsblond',
      '24 flessen, blond',
      '€ 34,95 per krat',
      'Krat Koperhop',
      '24 flessen, bitter',
      '€ 39,95 per krat',
    ];
    const RIGHT = [
      'Fust Stadsblond 20',
      'liter',
      'ook seizoensbier',
      'v.a. € 89,- p/st',
      'Growler vullen',
      'in uw eigen kan',
      '€ 6,50 per liter',
    ];
    const words: PositionedWord[] = [];
    LEFT.forEach((line, i) => words.push(...phrase(line, 40, 100 + i * 14)));
    RIGHT.forEach((line, i) => words.push(...phrase(line, 200, 100 + i * 13)));
    const blocks = wordsToBlocks(words);
    expect(blocks.some((b) => b.kind === 'table')).toBe(false);
    expect(texts(blocks)).toContain('€ 34,95 per krat');
    expect(texts(blocks)).toContain('€ 6,50 per liter');
  });
});
