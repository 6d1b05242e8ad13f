/**
 * The positions → lines → columns → cells → tables rebuild (layout.ts), shared by PDF text and OCR, on
 * synthetic word boxes: 10 pt text, a character 5 pt wide, words 3 pt apart.
 */
import { extractCatalogByRules } from '../src/infra/ai/rules/catalog';
import { wordsToBlocks, type PositionedWord } from '../src/infra/documents/layout';
import { phrase, tables, texts } from './helpers/layout-words';

describe('reading order of multi-column pages', () => {
  const LEFT = [
    ['Muren sauzen', '€ 12,50'],
    ['Plafond witten', '€ 9,75'],
    ['Kozijn lakken', '€ 95,00'],
    ['Deur lakken', '€ 65,00'],
    ['Trap lakken', '€ 210,00'],
  ];
  const RIGHT = [
    ['Dakgoot reinigen', '€ 45,00'],
    ['Gevel reinigen', '€ 6,50'],
    ['Houtrot herstel', '€ 55,00'],
    ['Voegwerk', '€ 38,00'],
    ['Kit vervangen', '€ 8,50'],
  ];
  const PARAGRAPH = [
    'Betaling binnen 14 dagen na',
    'factuurdatum. Bij te late betaling',
    'is dan de wettelijke rente',
    'verschuldigd over het openstaande',
    'bedrag en komen de incassokosten',
    'voor rekening van de opdrachtgever.',
  ];

  function page(): PositionedWord[] {
    const words = phrase('Prijslijst Schildersbedrijf De Kwast 2025', 40, 40);
    // Two price columns on one row grid (rows 18 pt apart), a terms paragraph beside them (13 pt apart).
    LEFT.forEach(([name, price], i) =>
      words.push(...phrase(name!, 40, 80 + i * 18), ...phrase(price!, 150, 80 + i * 18)),
    );
    RIGHT.forEach(([name, price], i) =>
      words.push(...phrase(name!, 230, 80 + i * 18), ...phrase(price!, 330, 80 + i * 18)),
    );
    PARAGRAPH.forEach((line, i) => words.push(...phrase(line, 410, 83 + i * 13)));
    return words;
  }

  it('gives the products of each column and the paragraph beside them as its own text block', () => {
    const blocks = wordsToBlocks(page());
    const rows = tables(blocks).map((t) => t.rows);
    expect(rows).toEqual([LEFT, RIGHT]);
    expect(texts(blocks)).toEqual(['Prijslijst Schildersbedrijf De Kwast 2025', PARAGRAPH.join(' ')]);
    // Reading order: title, left column, right column, paragraph.
    const order = blocks.filter((b) => b.kind === 'table' || b.text !== '').map((b) => b.kind);
    expect(order).toEqual(['text', 'table', 'table', 'text']);
  });

  it('reads the paragraph as one block also when it stands left of the list', () => {
    const words: PositionedWord[] = [];
    PARAGRAPH.forEach((line, i) => words.push(...phrase(line, 40, 83 + i * 13)));
    LEFT.forEach(([name, price], i) =>
      words.push(...phrase(name!, 240, 80 + i * 18), ...phrase(price!, 350, 80 + i * 18)),
    );
    const blocks = wordsToBlocks(words);
    expect(texts(blocks)).toEqual([PARAGRAPH.join(' ')]);
    expect(tables(blocks).map((t) => t.rows)).toEqual([LEFT]);
  });

  it('keeps one table whole: the gutters between its own columns are no page columns', () => {
    const words: PositionedWord[] = [];
    const rows = [
      ['Omschrijving', 'Eenheid', 'Prijs excl.', 'Prijs incl.'],
      ['Muren sauzen', 'm2', '€ 12,50', '€ 15,13'],
      ['Kozijn lakken', 'stuk', '€ 95,00', '€ 114,95'],
      ['Plafond witten', 'm2', '€ 9,75', '€ 11,80'],
      ['Deur lakken', 'stuk', '€ 65,00', '€ 78,65'],
    ];
    rows.forEach((cells, i) =>
      cells.forEach((cell, c) => words.push(...phrase(cell, [40, 200, 300, 400][c]!, 80 + i * 18))),
    );
    words.push(...phrase('Alle prijzen zijn geldig tot 31 december 2025.', 40, 200));
    expect(tables(wordsToBlocks(words)).map((t) => t.rows)).toEqual([rows]);
  });
});

describe('a rate table with wrapped descriptions', () => {
  it('keeps name, description, unit and price columns one table, though the descriptions set their own spacing', () => {
    const rows = [
      ['Werkzaamheid', 'Omschrijving', 'Eenheid', 'Prijs'],
      ['Tuinonderhoud', '1x per maand snoeien, wieden,', 'per maand', '€ 89,00'],
      ['abonnement', 'maaien en afvoeren van groenafval'],
      ['', 'voor tuinen tot 150 m2'],
      ['Uurtarief hovenier', 'voor losse klussen, minimaal', 'per uur', '€ 48,50'],
      ['', 'twee uur per bezoek'],
      ['Heg snoeien', 'hoogte tot 2 meter, beide zijden', 'per meter', '€ 6,50'],
      ['', 'en bovenkant, met afvoer'],
      ['Boom snoeien', 'vormsnoei of uitdunnen, met', 'per stuk', '€ 125,00'],
      ['', 'hoogwerker indien nodig'],
    ];
    const words: PositionedWord[] = [];
    let y = 80;
    rows.forEach((cells, i) => {
      // Rows 21 pt apart, their wrapped lines 10.5 pt.
      if (i > 0) y += cells[2] ? 21 : 10.5;
      cells.forEach((cell, c) => {
        if (cell) words.push(...phrase(cell, [40, 180, 380, 480][c]!, y));
      });
    });
    const blocks = wordsToBlocks(words);
    const found = extractCatalogByRules({ fileName: 'tuin.pdf', blocks }, 'pricelist').products;
    expect(found.map((p) => [p.name, p.unitPrice])).toEqual([
      ['Tuinonderhoud abonnement', 89],
      ['Uurtarief hovenier', 48.5],
      ['Heg snoeien', 6.5],
      ['Boom snoeien', 125],
    ]);
  });
});

describe('reading order of two columns of running text', () => {
  const LEFT_COLUMN = [
    'Artikel 1 Definities',
    '1.1 Leverancier: de onderneming die de producten levert.',
    '1.2 Afnemer: iedere persoon die met leverancier een',
    'overeenkomst sluit of wil sluiten.',
    'Artikel 2 Montage',
    '2.1 Afwerking van binnenzijden valt buiten de montage,',
    'tenzij schriftelijk',
  ];
  const RIGHT_COLUMN = [
    'anders overeengekomen.',
    'Artikel 3 Betaling',
    '3.1 Bij opdracht is een aanbetaling van 30% verschuldigd.',
    '3.2 Het restant wordt voldaan binnen 8 dagen na',
    'levering van de producten aan de afnemer.',
    'Artikel 4 Garantie',
    '4.1 Leverancier geeft tien jaar garantie op de constructie.',
  ];

  it('reads numbered articles column by column although headings and clause numbers line up across', () => {
    const words = phrase('Algemene leveringsvoorwaarden', 40, 50);
    LEFT_COLUMN.forEach((line, i) => words.push(...phrase(line, 40, 80 + i * 12)));
    RIGHT_COLUMN.forEach((line, i) => words.push(...phrase(line, 380, 80 + i * 12)));
    const blocks = wordsToBlocks(words);
    expect(tables(blocks)).toEqual([]);
    expect(texts(blocks).join(' ')).toBe(
      ['Algemene leveringsvoorwaarden', ...LEFT_COLUMN, ...RIGHT_COLUMN].join(' '),
    );
    // The article split over the column break is one clause again.
    const terms = extractCatalogByRules({ fileName: 'voorwaarden.pdf', blocks }, 'terms').terms;
    expect(terms.map((t) => [t.termType, t.content.split('\n').pop()])).toEqual([
      ['general', '1.2 Afnemer: iedere persoon die met leverancier een overeenkomst sluit of wil sluiten.'],
      [
        'delivery_terms',
        '2.1 Afwerking van binnenzijden valt buiten de montage, tenzij schriftelijk anders overeengekomen.',
      ],
      [
        'payment_terms',
        '3.2 Het restant wordt voldaan binnen 8 dagen na levering van de producten aan de afnemer.',
      ],
      ['warranty', '4.1 Leverancier geeft tien jaar garantie op de constructie.'],
    ]);
  });

  it('reads two columns of hanging clause numbers column by column, though a subtitle runs into the right one', () => {
    // The title crosses both columns, the subtitle ends just before the right one, and one line of the
    // left column reaches further into the gutter than the others.
    const title = 'Algemene voorwaarden van Alarmtechniek Noord voor installatie en onderhoud van systemen';
    const words = [
      ...phrase(title, 40, 40),
      ...phrase('Havenstraat 12 - 9711 AB Groningen - KvK 12345678', 40, 54),
    ];
    const column = (topic: string, long?: string): string[][] =>
      [1, 2, 3, 4, 5, 6].flatMap((n) => [
        [`${topic}.${n}`, n === 3 && long ? long : 'Deze voorwaarden gelden voor'],
        ['', 'elke opdracht aan ons bedrijf.'],
      ]);
    const left = column('1', 'Installatie volgt binnen drie weken.');
    const right = column('2');
    for (const [col, x, y] of [[left, 40, 80] as const, [right, 272, 86] as const])
      col.forEach(([n, text], i) =>
        words.push(...(n ? phrase(n, x, y + i * 12) : []), ...phrase(text!, x + 20, y + i * 12)),
      );
    const order = texts(wordsToBlocks(words)).join(' ');
    const read = (col: string[][]) => col.map(([n, t]) => (n ? `${n} ${t}` : t)).join(' ');
    expect(order).toContain(read(left));
    expect(order).toContain(read(right));
    expect(order.indexOf(read(right))).toBeGreaterThan(order.indexOf(read(left)));
  });

  it("places each column's part of a line by its own words: a name stays apart from the description under it", () => {
    const sized = (words: PositionedWord[], size: number) => words.map((w) => ({ ...w, size }));
    const words: PositionedWord[] = [];
    const products: Array<[string, string, number, string]> = [
      ['Website Basis', '€ 895,-', 895, 'One-pager met een contactformulier.'],
      ['Website Plus', '€ 1.650,-', 1650, 'Tot zes pagina’s, met teksten.'],
      ['Hosting', '€ 19,50 per maand', 19.5, 'Snelle server en back-up.'],
    ];
    products.forEach(([name, price, , description], i) => {
      const y = 100 + i * 30;
      // Right-aligned prices of different widths end a hair apart.
      const priceWords = phrase(price, 0, y);
      const end = priceWords[priceWords.length - 1]!;
      const shift = 330 + i * 0.002 - (end.x + end.w);
      words.push(...phrase(name, 40, y), ...priceWords.map((w) => ({ ...w, x: w.x + shift })));
      words.push(...sized(phrase(description, 40, y + 10.5), 9));
    });
    // The box beside them, in a slightly larger font: some of its baselines sit a few points above a
    // description's, close enough to share a line with it before the columns are cut apart.
    const box = [
      'Goed om te weten',
      'Je betaalt de helft bij de start',
      'en de rest bij oplevering van de site.',
      'Hosting heeft een looptijd van',
      'twaalf maanden en is daarna',
      'maandelijks opzegbaar voor iedereen.',
    ];
    box.forEach((line, i) => words.push(...sized(phrase(line, 370, 91.8 + i * 15), 9.5)));
    const blocks = wordsToBlocks(words);
    const found = extractCatalogByRules({ fileName: 'aanbod.pdf', blocks }, 'pricelist').products;
    expect(found.map((p) => [p.name, p.unitPrice, p.description])).toEqual(
      products.map(([name, , value, description]) => [name, value, description]),
    );
    // The box is read after the list, in one piece.
    expect(texts(blocks).join(' ').endsWith(box.join(' '))).toBe(true);
  });
});

describe('table rows rebuilt from positions', () => {
  it('joins a wrapped cell to the cell above instead of making it a row', () => {
    const words = [
      ...phrase('Omschrijving', 40, 80),
      ...phrase('Prijs', 250, 80),
      ...phrase('Deur schilderen (twee zijden,', 40, 100),
      ...phrase('€ 145,00', 250, 100),
      ...phrase('inclusief kozijn)', 40, 111.5),
      ...phrase('Kozijn lakken', 40, 129.5),
      ...phrase('€ 95,00', 250, 129.5),
      // A capitalised second line, but as tight as a wrapped line (rows 18 pt apart, lines 11.5).
      ...phrase('Trapleuning schuren en', 40, 147.5),
      ...phrase('€ 75,00', 250, 147.5),
      ...phrase('Grondverf plus aflakken', 40, 159),
      ...phrase('Plafond witten', 40, 177),
      ...phrase('€ 9,75', 250, 177),
    ];
    expect(tables(wordsToBlocks(words)).map((t) => t.rows)).toEqual([
      [
        ['Omschrijving', 'Prijs'],
        ['Deur schilderen (twee zijden, inclusief kozijn)', '€ 145,00'],
        ['Kozijn lakken', '€ 95,00'],
        ['Trapleuning schuren en Grondverf plus aflakken', '€ 75,00'],
        ['Plafond witten', '€ 9,75'],
      ],
    ]);
  });

  it('keeps a section heading between rows as text, not as a wrapped cell', () => {
    const words = [
      ...phrase('Muren sauzen', 40, 80),
      ...phrase('€ 12,50', 250, 80),
      ...phrase('Kozijn lakken', 40, 98),
      ...phrase('€ 95,00', 250, 98),
      ...phrase('Buitenschilderwerk', 40, 116),
      ...phrase('Gevel reinigen', 40, 134),
      ...phrase('€ 6,50', 250, 134),
    ];
    const blocks = wordsToBlocks(words);
    expect(texts(blocks)).toEqual(['Buitenschilderwerk']);
    expect(tables(blocks).map((t) => t.rows)).toEqual([
      [
        ['Muren sauzen', '€ 12,50'],
        ['Kozijn lakken', '€ 95,00'],
      ],
      [['Gevel reinigen', '€ 6,50']],
    ]);
  });

  it('keeps column alignment: a row without a label keeps an empty first cell', () => {
    const words = [
      ...phrase('Omschrijving', 40, 80),
      ...phrase('Eenheid', 200, 80),
      ...phrase('Prijs', 300, 80),
      ...phrase('Kozijn lakken', 40, 98),
      ...phrase('m1', 200, 98),
      ...phrase('€ 18,00', 300, 98),
      ...phrase('stuk', 200, 116),
      ...phrase('€ 95,00', 300, 116),
      ...phrase('€ 140,00', 300, 134),
      ...phrase('Deur lakken', 40, 152),
      ...phrase('stuk', 200, 152),
      ...phrase('€ 65,00', 300, 152),
    ];
    expect(tables(wordsToBlocks(words)).map((t) => t.rows)).toEqual([
      [
        ['Omschrijving', 'Eenheid', 'Prijs'],
        ['Kozijn lakken', 'm1', '€ 18,00'],
        ['', 'stuk', '€ 95,00'],
        ['', '', '€ 140,00'],
        ['Deur lakken', 'stuk', '€ 65,00'],
      ],
    ]);
  });
});

describe('OCR confidences', () => {
  it('gives each table row and text block the mean confidence of its words', () => {
    const words = [
      ...phrase('Prijslijst Bakkerij', 40, 40, [90, 80]),
      ...phrase('Krentenbol', 40, 80, 60),
      ...phrase('€ 0,85', 250, 80, [100, 90]),
      ...phrase('Roggebrood', 40, 98, 95),
      ...phrase('€ 3,25', 250, 98, [95, 95]),
    ];
    const blocks = wordsToBlocks(words);
    expect(blocks.find((b) => b.kind === 'text')).toMatchObject({
      text: 'Prijslijst Bakkerij',
      confidence: 85,
    });
    expect(tables(blocks)[0]).toMatchObject({ rowConfidence: [83.3, 95] });
  });

  it('leaves text from a PDF text layer without confidences', () => {
    const blocks = wordsToBlocks([...phrase('Krentenbol', 40, 80), ...phrase('€ 0,85', 250, 80)]);
    expect(tables(blocks)[0]!.rowConfidence).toBeUndefined();
  });
});
