/** Pure rules of the catalogue extraction: Dutch money, units, free-form lines, term classification. */
import { cellPrice, pickPrice } from '../src/infra/ai/rules/catalog/money';
import { productFromLine } from '../src/infra/ai/rules/catalog/lines';
import { extractCatalogByRules } from '../src/infra/ai/rules/catalog';
import { unitFromName } from '../src/infra/ai/rules/catalog/tables';
import { classifyTerm, noteClauses, splitClauses } from '../src/infra/ai/rules/catalog/terms';
import { mapUnit, unitAfterPrice } from '../src/infra/ai/rules/catalog/units';
import { sniffDelimiter } from '../src/infra/documents/csv-reader';
import { segmentHasAmount, type Segment } from '../src/infra/documents/layout-lines';
import { decodeText } from '../src/infra/documents/text-decode';

describe('money', () => {
  it.each([
    ['€ 1.250,00', 1250],
    ['€ 95,-', 95],
    ['vanaf € 49', 49],
    ['EUR 12.50', 12.5],
    ['12,50 p/st', 12.5],
    ['€1250', 1250],
    ['1,250.00', 1250],
    ['€ 1.250', 1250],
    ['45,- euro', 45],
    ['42.5', 42.5],
    ['€ 19,50\nper werkplek per maand', 19.5],
  ])('%s → %d', (text, value) => {
    expect(cellPrice(text)?.value).toBe(value);
  });

  it('takes a unit phrase after the amount as part of a price cell, a name before it not', () => {
    expect(cellPrice('€ 12,90 per gebruiker per maand')?.value).toBe(12.9);
    expect(cellPrice('Optimizer per paneel € 59,-')).toBeNull();
  });

  it('tells a money amount in a layout cell from a measure', () => {
    const cell = (text: string) => segmentHasAmount({ text } as Segment);
    expect(['€ 98,50', '12,50', '95,-', '12,50 maand'].map(cell)).toEqual([true, true, true, true]);
    expect(['Balen van 1,25 m, 6 lagen folie', 'zak 2,50 kg', 'Buis 1,50 m2'].map(cell)).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('prefers the price excluding BTW, and ignores sizes and percentages', () => {
    expect(pickPrice('€ 121,00 incl. BTW (€ 100,00 excl. BTW)')?.value).toBe(100);
    expect(pickPrice('€ 100,00 excl. BTW / € 121,00 incl. BTW')?.value).toBe(100);
    expect(pickPrice('21% BTW')).toBeNull();
    expect(cellPrice('A4 papier')).toBeNull();
  });
});

describe('units', () => {
  it.each([
    ['per uur', 'uur'],
    ['p/st', 'stuk'],
    ['st.', 'stuk'],
    ['m²', 'm2'],
    ['mnd', 'maand'],
    ['per dag', 'dag'],
    ['jaar', 'jaar'],
    ['kg', 'kg'],
    ['liter', 'liter'],
    ['hour', 'uur'],
    ['strekkende meter', 'stuk'],
    // OCR loses the superscript of m² and the last dot of p.p.; a quarter of an hour is no hour.
    ['per m?', 'm2'],
    ['p.p', 'stuk'],
    ['per kwartier', 'stuk'],
  ])('%s → %s', (text, unit) => {
    expect(mapUnit(text)).toBe(unit);
  });

  it('reads a unit a name ends with, but not a count of what the product holds', () => {
    expect(unitFromName('Schilderwerk (per m2)')).toBe('m2');
    expect(unitFromName('Graffiti verwijderen (uur)')).toBe('uur');
    expect(unitFromName('Dagsessie (6 uur)')).toBeNull();
    expect(unitFromName('Jeugdcursus (5 dagen)')).toBeNull();
  });

  it('reads the unit after a price, also where OCR lost the superscript of m²', () => {
    expect(unitAfterPrice(' per m?')).toBe('m2');
    expect(unitAfterPrice(' per m²')).toBe('m2');
    expect(unitAfterPrice(' p/st')).toBe('stuk');
    expect(unitAfterPrice(' per uur')).toBe('uur');
  });
});

describe('free-form lines', () => {
  it('reads name, price and unit; skips sentences and lines without money', () => {
    expect(productFromLine('Schilderwerk binnen: € 42,50 per m2', 'Binnen')).toEqual({
      name: 'Schilderwerk binnen',
      description: null,
      unitPrice: 42.5,
      unit: 'm2',
      category: 'Binnen',
    });
    expect(productFromLine('- Gazon maaien ........ € 35,- per keer', null)).toMatchObject({
      name: 'Gazon maaien',
      unitPrice: 35,
    });
    expect(productFromLine('Tolk per uur € 75,00', null)).toMatchObject({ name: 'Tolk', unit: 'uur' });
    expect(productFromLine('Betaling binnen 14 dagen na factuurdatum.', null)).toBeNull();
    expect(productFromLine('Bij werken boven € 5.000 wordt 40% bij aanvang gefactureerd.', null)).toBeNull();
    expect(productFromLine('Totaal € 107,50', null)).toBeNull();
  });

  it('skips amounts that are conditions and the middle of a wrapped sentence', () => {
    expect(productFromLine('Ons minimumtarief is € 80,- per tattoo.', null)).toBeNull();
    expect(productFromLine('Minimumfactuurbedrag € 250,00 per project.', null)).toBeNull();
    expect(productFromLine('een aanbetaling van € 50,-. Het restant', null)).toBeNull();
    expect(productFromLine('Aanbetaling bij boeking € 25,00', null)).toBeNull();
    expect(productFromLine('Minimum afname 10 stuks € 15,00', null)).toBeNull();
    expect(productFromLine('Voorrijkosten € 40,00', null)).toMatchObject({ name: 'Voorrijkosten' });
  });
});

describe('tables', () => {
  const table = (rows: string[][]) =>
    extractCatalogByRules({ fileName: 'Map1.xls', blocks: [{ kind: 'table', rows }] }, 'pricelist').products;

  it('takes a group label written once above empty cells, under an empty header, as the category', () => {
    const products = table([
      ['', 'Omschrijving', 'Per', 'Prijs'],
      ['Kano', 'Canadese kano', 'per dagdeel', '35'],
      ['', 'Kajak', 'per dag', '27,50'],
      ['Tochten', 'Rondtocht 8 km', 'p.p.', '17,50'],
      ['', 'Dagtocht', 'p.p.', '26'],
    ]);
    expect(products.map((p) => [p.name, p.category, p.unit])).toEqual([
      ['Canadese kano', 'Kano', 'stuk'],
      ['Kajak', 'Kano', 'dag'],
      ['Rondtocht 8 km', 'Tochten', 'stuk'],
      ['Dagtocht', 'Tochten', 'stuk'],
    ]);
  });

  it('reads price columns headed only `Excl. btw` and `Incl. btw`, a BTW % column as the rate', () => {
    const products = table([
      ['Dienst', 'Omschrijving', 'Eenheid', 'Excl. btw', 'Incl. btw'],
      [
        'Nagalmtijdmeting',
        'Meting in één ruimte, met korte rapportage',
        'per ruimte',
        '€ 395,00',
        '€ 477,95',
      ],
      ['Adviseur op locatie', 'Bouwoverleg en controle', 'per uur', '€ 98,50', '€ 119,19'],
    ]);
    expect(products.map((p) => [p.name, p.unitPrice, p.unit])).toEqual([
      ['Nagalmtijdmeting', 395, 'stuk'],
      ['Adviseur op locatie', 98.5, 'uur'],
    ]);
    const rated = table([
      ['Artikel', 'Prijs', 'BTW %'],
      ['Bos tulpen', '€ 8,95', '9'],
    ]);
    expect(rated.map((p) => [p.name, p.unitPrice])).toEqual([['Bos tulpen', 8.95]]);
  });

  it('reads webshop headers that end in incl. or excl. (`prijs_incl`, `Verkoop excl.`) as BTW prices', () => {
    const csv = table([
      ['sku', 'naam', 'voorraad', 'inkoopprijs', 'prijs_incl', 'btw_tarief', 'prijs_excl'],
      ['KB-1001', 'Huismelange bonen 1 kg', '84', '10,40', '24,95', '9%', '22,89'],
      ['KB-1004', 'Espresso bonen 500 g', '61', '5,60', '13,50', '9%', '12,39'],
    ]);
    expect(csv.map((p) => [p.name, p.unitPrice])).toEqual([
      ['Huismelange bonen 1 kg', 22.89],
      ['Espresso bonen 500 g', 12.39],
    ]);
    const sheet = table([
      ['Artikelcode', 'Omschrijving', 'Voorraad', 'Inkoopprijs', 'Verkoop excl.', 'Btw %', 'Verkoop incl.'],
      ['HS-10214', 'Feederhengel 3,60 m', '14', '34.9', '74.5', '21', '90.15'],
      ['HS-10231', 'Karperhengel 12 ft', '8', '52.4', '109', '21', '131.89'],
    ]);
    expect(sheet.map((p) => [p.name, p.unitPrice])).toEqual([
      ['Feederhengel 3,60 m', 74.5],
      ['Karperhengel 12 ft', 109],
    ]);
  });

  it('gives the rows of a centred row-span label (printed on a middle row) the nearest label', () => {
    const products = table([
      ['Categorie', 'Behandeling', 'Eenheid', 'Prijs'],
      ['', 'Rondom beslaan', 'per paard', '€ 135,00'],
      ['Beslag', 'Orthopedisch beslag', 'per paard', '€ 175,00'],
      ['', 'IJzer terugzetten', 'per ijzer', '€ 22,50'],
      ['', 'Bekappen paard', 'per keer', '€ 45,00'],
      ['Bekappen', 'en raspen', '', ''],
      ['', 'Bekappen pony', 'per keer', '€ 35,00'],
      ['', 'Hoefschoenen', 'per paar', '€ 65,00'],
      ['Overig', 'Voorrijkosten', 'per bezoek', '€ 17,50'],
      ['', 'Spoedbezoek', 'per keer', '€ 45,00'],
    ]);
    expect(products.map((p) => p.category)).toEqual([
      'Beslag',
      'Beslag',
      'Beslag',
      'Bekappen',
      'Bekappen',
      'Overig',
      'Overig',
      'Overig',
    ]);
    // A label on the first row is a span that starts there: it holds until the next label.
    const top = table([
      ['Categorie', 'Behandeling', 'Prijs'],
      ['Beslag', 'Rondom beslaan', '€ 135,00'],
      ['', 'IJzer terugzetten', '€ 22,50'],
      ['', 'Orthopedisch beslag', '€ 175,00'],
      ['Overig', 'Voorrijkosten', '€ 17,50'],
    ]);
    expect(top.map((p) => p.category)).toEqual(['Beslag', 'Beslag', 'Beslag', 'Overig']);
  });

  it('reads a unit column without a header that some rows leave empty', () => {
    const products = table([
      ['Losse sessie', '', '€ 65,-'],
      ['Small group training (max 4)', 'per maand', '€ 79,-'],
      ['Bootcamp', 'per les', '€ 12,50'],
    ]);
    expect(products.map((p) => p.unit)).toEqual(['stuk', 'maand', 'stuk']);
  });
});

describe('terms', () => {
  it.each([
    {
      title: 'splits numbered articles and classifies them from their wording',
      lines: [
        'Algemene voorwaarden',
        '',
        'Artikel 1 Toepasselijkheid',
        'Deze voorwaarden gelden voor alle leveringen en diensten.',
        'Artikel 2 Betaling',
        'Betaling binnen 30 dagen na factuurdatum.',
        'Artikel 3 Garantie',
        'Wij geven 12 maanden garantie op het werk.',
        'Artikel 4 Levertijd',
        'De opgegeven levertijd is een indicatie.',
      ],
      kinds: ['general', 'payment_terms', 'warranty', 'delivery_terms'],
    },
    {
      title: 'without headings, splits at 1.1-style numbers when nothing stronger exists',
      lines: [
        '1.1 Facturen dienen binnen 14 dagen te worden betaald.',
        '1.2 Op alle werkzaamheden geldt een garantie van zes maanden.',
        '1.3 De levertijd bedraagt ongeveer drie weken na akkoord.',
      ],
      kinds: ['payment_terms', 'warranty', 'delivery_terms'],
    },
    {
      title: 'without headings or numbers, splits at paragraphs',
      lines: [
        'Wij factureren na oplevering en vragen betaling binnen 14 dagen.',
        '',
        'Op ons werk zit twee jaar garantie, mits het normaal wordt onderhouden.',
      ],
      kinds: ['payment_terms', 'warranty'],
    },
    {
      title: 'reads delivered goods under a guarantee, and a free touch-up within months, as warranty',
      lines: [
        'Op alle geleverde apparatuur geldt 2 jaar garantie.',
        '',
        'Binnen 3 maanden na je sessie is een touch-up gratis.',
        '',
        'De apparatuur wordt geleverd binnen 10 werkdagen.',
      ],
      kinds: ['warranty', 'warranty', 'delivery_terms'],
    },
    {
      title:
        'reads damage charged to the client and a cancelled appointment as general, a booking deposit as payment',
      lines: [
        'Bij schade of verlies brengen wij de reparatie- of nieuwwaarde in rekening.',
        '',
        'Verhinderd? Zeg uw afspraak uiterlijk 24 uur van tevoren af, anders brengen wij de behandeling in rekening.',
        '',
        'Bij boeking betaalt u 30% aan, het restant bij aankomst.',
      ],
      kinds: ['general', 'general', 'payment_terms'],
    },
  ])('$title', ({ lines, kinds }) => {
    expect(splitClauses(lines).map(classifyTerm)).toEqual(kinds);
  });
});

describe('notes of a price list', () => {
  it('joins a sentence the layout broke off, and reads its rest as no product', () => {
    const lines = [
      'Bij boeking betaalt u 30% aan; het',
      'restant en € 50,- borg voor de sleutel',
      'voldoet u bij aankomst.',
    ];
    expect(noteClauses(lines)).toEqual([lines.join(' ')]);
    const blocks = lines.map((text) => ({ kind: 'text' as const, text }));
    const read = extractCatalogByRules({ fileName: 'info.pdf', blocks }, 'pricelist');
    expect(read.products).toEqual([]);
    expect(read.terms.map((t) => t.termType)).toEqual(['payment_terms']);
  });

  it('reads a direct debit as payment and a minimum rental period as a general condition', () => {
    const notes = [
      'Minimale huurperiode voor alle instrumenten 3 maanden.',
      'De huur wordt maandelijks vooraf geïncasseerd.',
    ].map((text) => ({ kind: 'text' as const, text }));
    const rows = [
      ['Instrument', 'Eenheid', 'Huurprijs'],
      ['Dwarsfluit', 'per maand', '€ 18,50'],
      ['Trompet', 'per maand', '€ 19,50'],
    ];
    const blocks = [{ kind: 'table' as const, rows }, ...notes];
    const read = extractCatalogByRules({ fileName: 'huur.pdf', blocks }, 'pricelist');
    expect(read.terms.map((t) => [t.termType, t.content])).toEqual([
      ['general', 'Minimale huurperiode voor alle instrumenten 3 maanden.'],
      ['payment_terms', 'De huur wordt maandelijks vooraf geïncasseerd.'],
    ]);
  });
});

describe('CSV delimiter', () => {
  it('sniffs ; , and tab, respecting quotes', () => {
    expect(sniffDelimiter('a;b;c\n1;2;3\n')).toBe(';');
    expect(sniffDelimiter('"a, b",c\n"1,5",2\n')).toBe(',');
    expect(sniffDelimiter('a\tb\n1\t2\n')).toBe('\t');
    expect(sniffDelimiter('Naam;Prijs\n"Muren, sauzen";"12,50"\n')).toBe(';');
  });

  it('falls back to ; (Dutch Excel) when no delimiter stands out', () => {
    expect(sniffDelimiter('Naam\nMuren sauzen\n')).toBe(';');
  });
});

describe('text decoding', () => {
  it('reads windows-1252 with its own 0x80-0x9F characters (euro sign, curly quotes, dash)', () => {
    const bytes = Buffer.from([0x80, 0x20, 0x93, 0x61, 0x94, 0x20, 0x96, 0x20, 0x43, 0x72, 0xe8, 0x6d, 0x65]);
    expect(decodeText(bytes)).toBe('€ “a” – Crème');
  });

  it('reads UTF-8 with or without BOM and UTF-16 with BOM', () => {
    const text = 'Crème brûlée € 4,75';
    expect(decodeText(Buffer.from(text))).toBe(text);
    expect(decodeText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]))).toBe(text);
    const le = Buffer.from(text, 'utf16le');
    expect(decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), le]))).toBe(text);
    expect(decodeText(Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(le).swap16()]))).toBe(text);
  });
});
