/**
 * Interpretation rules: prices incl./excl. BTW (notes, headers, 1.21 ratio, newest year), row spans,
 * wrapped descriptions, side-by-side lists, brochure cards, the unit lexicon, the document type from
 * the content and what a sample quote feeds.
 */
import type { ReadDocument, TableBlock } from '../src/infra/ai/ai-provider';
import { classifyDocumentType } from '../src/infra/ai/doctype/classify';
import { interpretDocument } from '../src/infra/ai/interpret';
import { extractCatalogByRules } from '../src/infra/ai/rules/catalog';
import { mapUnit, unitAfterPrice } from '../src/infra/ai/rules/catalog/units';
import { inclExclPair, settlePrice, vatStatement } from '../src/infra/ai/rules/catalog/vat';
import { mergeInto, type Line } from '../src/infra/documents/layout-lines';

const table = (rows: string[][], name?: string): TableBlock => ({
  kind: 'table',
  rows,
  ...(name ? { name } : {}),
});
const text = (t: string) => ({ kind: 'text' as const, text: t });
const doc = (fileName: string, blocks: ReadDocument['blocks']): ReadDocument => ({ fileName, blocks });
const brief = (d: ReadDocument) =>
  extractCatalogByRules(d, 'pricelist').products.map((p) => [p.name, p.unitPrice, p.unit, p.category]);

describe('BTW', () => {
  it.each([
    ['Alle prijzen zijn inclusief 9% btw', { basis: 'incl', rate: 9 }],
    ['(prijzen incl. 21% btw, exclusief onderdelen tenzij vermeld)', { basis: 'incl', rate: 21 }],
    ['Werkplaatstarieven (bedragen excl. 21% BTW)', { basis: 'excl', rate: 21 }],
    ['Prijzen exclusief btw. Materialen worden apart berekend.', { basis: 'excl', rate: null }],
    ['Alle prijzen zijn inclusief installatie en 0% btw (nultarief)', { basis: 'incl', rate: 0 }],
    ['Bel ons voor een afspraak', null],
  ])('%s', (note, statement) => {
    expect(vatStatement(note)).toEqual(statement);
  });

  it('converts incl. prices at the stated rate, 21 % when none is stated', () => {
    expect(settlePrice(3.25, undefined, { basis: 'incl', rate: 9 })).toEqual({
      value: 2.98,
      converted: true,
      vatRate: 9,
    });
    expect(settlePrice(38.5, undefined, { basis: 'incl', rate: null }).value).toBe(31.82);
    expect(settlePrice(50, 'excl', { basis: 'incl', rate: 21 })).toMatchObject({
      value: 50,
      converted: false,
    });
  });

  it('finds the excl. column of two price columns by their 1.21 ratio', () => {
    const rows = [
      ['Kraan', '€ 121,00', '€ 100,00'],
      ['Toilet', '€ 242,00', '€ 200,00'],
      ['Afvoer', '€ 60,50', '€ 50,00'],
    ];
    expect(inclExclPair(rows, [1, 2])).toEqual({ excl: 2, rate: 21 });
    expect(inclExclPair(rows, [0, 1])).toBeNull();
  });
});

describe('price tables', () => {
  it('converts an incl.-only list at the rate it states and records it', () => {
    const d = doc('Map1.xls', [
      table([
        ['Alle prijzen zijn inclusief 9% btw', ''],
        ['Artikel', 'Prijs'],
        ['BROOD', ''],
        ['Wit casino', '3.25'],
      ]),
    ]);
    const result = extractCatalogByRules(d, 'pricelist');
    expect(result.products).toEqual([
      { name: 'Wit casino', description: null, unitPrice: 2.98, unit: 'stuk', category: 'BROOD', vatRate: 9 },
    ]);
    expect(result.prices).toEqual({ column: 'Prijs', converted: true, vatRate: 9, reviewCount: 0 });
  });

  it('reads a short note about all prices in a cell beside a title as the basis', () => {
    const photo = doc('IMG_0311.jpg', [
      table([['Prijzen deze week', 'prijzen incl. 9% btw']]),
      table([
        ['Kabeljauwfilet', '€ 32,95 per kg'],
        ['Hollandse nieuwe', '€ 3,25 p/st'],
      ]),
    ]);
    expect(brief(photo)).toEqual([
      ['Kabeljauwfilet', 30.23, 'kg', null],
      ['Hollandse nieuwe', 2.98, 'stuk', null],
    ]);
  });

  it('takes the excl. column after an incl. column (webshop export) and the BTW column per line', () => {
    const d = doc('export.csv', [
      table([
        ['sku', 'naam', 'prijs_incl_btw', 'btw_tarief', 'prijs_excl_btw', 'inkoopprijs'],
        ['A1', 'Muurverf 10 L', '89,95', '21', '74,34', '49,90'],
        ['A2', 'Kwast', '12,49', '21', '10,32', '5,80'],
      ]),
    ]);
    expect(brief(d)).toEqual([
      ['Muurverf 10 L', 74.34, 'stuk', null],
      ['Kwast', 10.32, 'stuk', null],
    ]);
    expect(extractCatalogByRules(d, 'pricelist').products[0]!.vatRate).toBe(21);
  });

  it('takes a sheet name as category, unless it is the file name or a year', () => {
    const rows = [
      ['Omschrijving', 'Prijs'],
      ['Kraan vervangen', '65'],
    ];
    expect(brief(doc('tarieven.xls', [table(rows, 'Sanitair')]))[0]![3]).toBe('Sanitair');
    expect(brief(doc('tarieven-loodgieter.xls', [table(rows, 'tarieven-loodgieter')]))[0]![3]).toBeNull();
    expect(brief(doc('x.xls', [table(rows, 'Verhuur 2025')]))[0]![3]).toBeNull();
  });

  it("takes this year's column, not last year's", () => {
    const d = doc('garage.xls', [
      table([
        ['Werkzaamheid', 'Eenheid', 'Tarief 2025', 'Tarief 2026'],
        ['Kleine beurt', 'per beurt', '149', '159'],
        ['Bandenopslag', 'per jaar', '60', '65'],
      ]),
    ]);
    expect(brief(d)).toEqual([
      ['Kleine beurt', 159, 'stuk', null],
      ['Bandenopslag', 65, 'jaar', null],
    ]);
  });

  it('carries a category over the empty cells of a row span, and a first name column is a category', () => {
    const d = doc('tarieven.xls', [
      table([
        ['Onderdeel', 'Werkzaamheid', 'Eenheid', 'Prijs'],
        ['Groepenkast', 'Groep bijplaatsen', 'per stuk', '€ 165,00'],
        ['', 'Aardlekschakelaar vervangen', 'per stuk', '€ 125,00'],
        ['Storingen', 'Uurtarief storingsdienst', 'per uur', '€ 68,00'],
      ]),
    ]);
    expect(brief(d)).toEqual([
      ['Groep bijplaatsen', 165, 'stuk', 'Groepenkast'],
      ['Aardlekschakelaar vervangen', 125, 'stuk', 'Groepenkast'],
      ['Uurtarief storingsdienst', 68, 'uur', 'Storingen'],
    ]);
  });

  it('splits a name cell whose description was printed under it, and reads side-by-side lists', () => {
    const d = doc('drukwerk.pdf', [
      table([
        ['Visitekaartjes', '', 'Posters', ''],
        [
          'Visitekaartjes 250 st.\n85 x 55 mm, 350 grams',
          '€ 34,50',
          'Poster A2\n420 x 594 mm',
          '€ 14,50 p/st',
        ],
        ['Visitekaartjes 500 st.\nals hierboven', '€ 55,00', 'Spandoek PVC\n510 grams', '€ 32,00 per m²'],
      ]),
    ]);
    const products = extractCatalogByRules(d, 'pricelist').products;
    expect(products.map((p) => [p.name, p.unitPrice, p.unit, p.category, p.description])).toEqual([
      ['Visitekaartjes 250 st.', 34.5, 'stuk', 'Visitekaartjes', '85 x 55 mm, 350 grams'],
      ['Visitekaartjes 500 st.', 55, 'stuk', 'Visitekaartjes', 'als hierboven'],
      ['Poster A2', 14.5, 'stuk', 'Posters', '420 x 594 mm'],
      ['Spandoek PVC', 32, 'm2', 'Posters', '510 grams'],
    ]);
  });

  it('reads two headed lists side by side', () => {
    const d = doc('kapper.pdf', [
      table([
        ['Behandeling', 'Prijs', 'Behandeling', 'Prijs'],
        ['Knippen', '€ 29,50', 'Kleuren', '€ 54,00'],
        ['Föhnen', '€ 19,50', 'Permanent', '€ 79,00'],
      ]),
    ]);
    expect(brief(d).map(([name, price]) => [name, price])).toEqual([
      ['Knippen', 29.5],
      ['Föhnen', 19.5],
      ['Kleuren', 54],
      ['Permanent', 79],
    ]);
  });

  it('reads brochure cards: names over a row of prices, split over two tables', () => {
    const d = doc('brochure.pdf', [
      table([
        ['Pakket Start', 'Pakket Max'],
        ['6 panelen', '16 panelen'],
      ]),
      text(''),
      table([['v.a. € 3.495,-\n400 Wp panelen', 'v.a. € 7.950,-\n3-fase omvormer']]),
      table([
        ['Opties', 'Zo werkt het'],
        ['Optimizer per paneel € 59,-', '1. Gratis dakscan bij u thuis.'],
      ]),
    ]);
    expect(brief(d)).toEqual([
      ['Pakket Start', 3495, 'stuk', null],
      ['Pakket Max', 7950, 'stuk', null],
      ['Optimizer per paneel', 59, 'stuk', 'Opties'],
    ]);
  });
});

describe('units and lines', () => {
  it.each([
    ['per maand', 'maand'],
    ['per jaar', 'jaar'],
    ['p/st', 'stuk'],
    ['per krat', 'stuk'],
    ['per dagdeel', 'stuk'],
    ['per m²', 'm2'],
    ['per uur', 'uur'],
    ['per werkplek per maand', 'maand'],
  ])('%s → %s', (written, unit) => {
    expect(mapUnit(written)).toBe(unit);
  });

  it('reads the unit after a price, and no times of day or bare units as products', () => {
    expect(unitAfterPrice(' per gebruiker per maand')).toBe('maand');
    const d = doc('it.pdf', [
      text('Helpdesk op werkdagen van 8.30 tot'),
      text('17.30 uur'),
      text('Back-up € 9,95 per maand'),
    ]);
    expect(brief(d)).toEqual([['Back-up', 9.95, 'maand', null]]);
  });

  it('reads no condition in a notes box as a product: a minimum order value, a sentence ending after its amount', () => {
    const d = doc('folder.pdf', [
      text('Fauteuil opnieuw bekleden v.a. € 495,-'),
      text('Halen en brengen is gratis in Gouda'),
      text('e.o. bij opdrachten vanaf € 500,00.'),
      text('Minimale opdrachtwaarde € 75,00.'),
    ]);
    expect(brief(d)).toEqual([['Fauteuil opnieuw bekleden', 495, 'stuk', null]]);
  });
});

describe('no dates or quote fields as products', () => {
  it('a date is no price and the fields of a quote head are no products, whatever the type', () => {
    const d = doc('x.pdf', [
      table([
        ['Offertenummer', 'OF-2025-0142'],
        ['Datum', '18 maart 2025'],
        ['Geldig tot', '17 april 2025'],
      ]),
      text('Levering op 3 juni 2025'),
      table([
        ['Omschrijving', 'Prijs'],
        ['Kraan vervangen', '€ 65,00'],
      ]),
    ]);
    expect(brief(d)).toEqual([['Kraan vervangen', 65, 'stuk', null]]);
  });
});

describe('document type and what it feeds', () => {
  const quote = doc('bijlage.pdf', [
    text('Familie Visser'),
    text('Kerklaan 12, 5678 CD Elders'),
    table([
      ['Offertenummer', 'OF-2025-031'],
      ['Geldig tot', '2 april 2025'],
    ]),
    text('Geachte familie Visser,'),
    table([
      ['Omschrijving', 'Aantal', 'Prijs', 'Bedrag'],
      ['Steiger', '1', '€ 300,00', '€ 300,00'],
    ]),
    table([
      ['Subtotaal', '€ 300,00'],
      ['Totaal incl. BTW', '€ 363,00'],
    ]),
    text('Met vriendelijke groet,'),
  ]);
  const terms = doc('Document1.doc', [
    text('Artikel 1 Definities'),
    text('1.1 Opdrachtgever: iedere natuurlijke of rechtspersoon die een overeenkomst aangaat.'),
    text('Artikel 2 Betaling'),
    text('2.1 Betaling binnen 14 dagen na factuurdatum.'),
    text('Artikel 3 Aansprakelijkheid'),
    text('3.1 Onze aansprakelijkheid is beperkt tot het factuurbedrag.'),
  ]);

  it('types documents from their content, whatever the file name says', () => {
    expect(classifyDocumentType(quote)).toMatchObject({ type: 'template_quote', by: 'content' });
    expect(classifyDocumentType(terms)).toMatchObject({ type: 'terms', by: 'content' });
    expect(classifyDocumentType(doc('scan.pdf', []))).toMatchObject({ type: 'other', by: 'fileName' });
  });

  it('takes nothing from a sample quote; the user type wins over the content', async () => {
    const rules = {
      extractCatalog: (d: ReadDocument, t: 'pricelist' | 'terms') =>
        Promise.resolve(extractCatalogByRules(d, t)),
    };
    const typed = await interpretDocument(rules, quote, null);
    expect(typed).toMatchObject({ documentType: 'template_quote', typeSource: 'content' });
    expect(typed.extraction).toEqual({ products: [], terms: [] });
    const chosen = await interpretDocument(rules, quote, 'pricelist');
    expect(chosen).toMatchObject({ documentType: 'pricelist', typeSource: 'user' });
    expect(chosen.extraction.products.map((p) => p.name)).toContain('Steiger');
  });
});

describe('layout', () => {
  const line = (text: string, y: number, size: number): Line => ({
    page: 1,
    y,
    lastY: y,
    size,
    segments: [{ text, x0: 40, x1: 200, confs: [] }],
  });

  it('keeps a smaller-font continuation after a line break, joins a same-size one with a space', () => {
    const name = line('Poster A2', 100, 10.6);
    mergeInto(name, line('420 x 594 mm,', 111, 9.5));
    mergeInto(name, line('170 grams silk', 121, 9.5));
    expect(name.segments[0]!.text).toBe('Poster A2\n420 x 594 mm, 170 grams silk');
    const wrapped = line('Deur schilderen (twee zijden,', 100, 10.6);
    mergeInto(wrapped, line('inclusief kozijn)', 111, 10.6));
    expect(wrapped.segments[0]!.text).toBe('Deur schilderen (twee zijden, inclusief kozijn)');
  });
});
