/**
 * Readers of the formats businesses still have: legacy .xls and .doc read like .xlsx and .docx, photos
 * and scanned PDF pages read by OCR (tesseract with Dutch data). Fixtures: test/fixtures/readers
 * (generate.sh), plus workbooks built record by record (helpers/biff.ts) for what LibreOffice never writes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocumentBlock, TableBlock } from '../src/infra/ai/ai-provider';
import { extractCatalogByRules } from '../src/infra/ai/rules/catalog';
import { detectFormat } from '../src/infra/documents/detect-format';
import { htmlToBlocks } from '../src/infra/documents/docx-reader';
import { OCR_MSG } from '../src/infra/documents/ocr/ocr-messages';
import { readDocument } from '../src/infra/documents/read-document';
import {
  DEFAULT_READ_OPTIONS,
  READ_MSG,
  type DocumentFormat,
  type ReadOptions,
} from '../src/infra/documents/reader';
import * as biff from './helpers/biff';

jest.setTimeout(120_000);

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', 'readers', name));
const read = (format: DocumentFormat, data: Buffer, options: Partial<ReadOptions> = {}) =>
  readDocument(format, data, `bestand.${format}`, { ...DEFAULT_READ_OPTIONS, ...options });
const tables = (blocks: DocumentBlock[]) => blocks.filter((b): b is TableBlock => b.kind === 'table');
const products = (blocks: DocumentBlock[]) =>
  extractCatalogByRules({ fileName: 'x', blocks }, 'pricelist').products.map((p) => [
    p.name,
    p.unitPrice,
    p.unit,
  ]);

describe('legacy Excel (.xls)', () => {
  it('reads a workbook exactly like the same workbook saved as .xlsx: sheets, formulas, numbers', async () => {
    const xls = await read('xls', fixture('glazenwasser-prijzen.xls'));
    const xlsx = await read('xlsx', fixture('glazenwasser-prijzen.xlsx'));
    expect(xls.blocks).toEqual(xlsx.blocks);
    expect(tables(xls.blocks).map((t) => t.name)).toEqual(['Glazenwassen', 'Extra']);
    expect(tables(xls.blocks)[0]!.rows[4]).toEqual([
      'G-01',
      'Ramen wassen binnen en buiten',
      'per raam',
      '4.5',
      '5.445',
      '1',
    ]);
  });

  it('reads a shared-string table that runs over CONTINUE records (600 long strings)', async () => {
    const rows = tables((await read('xls', fixture('onderdelen.xls'))).blocks)[0]!.rows;
    const csv = fixture('onderdelen.csv')
      .toString('utf8')
      .trim()
      .split('\n')
      .map((l) => l.split(';'));
    expect(rows).toHaveLength(601);
    expect(rows.map((r) => r[1])).toEqual(csv.map((r) => r[1]));
  });

  it("reads what Excel writes: a formula's cached text, strings split over records, RK and dates", async () => {
    const sst = Buffer.concat([
      biff.u32(2),
      biff.u32(2),
      biff.xlString('Dakgoot'),
      biff.u16(22),
      Buffer.from([0]),
      Buffer.from('Hoogwer', 'latin1'),
    ]);
    const file = biff.compoundFile({
      Workbook: biff.workbook(
        [
          biff.format(164, 'dd-mm-yyyy'),
          biff.xf(0),
          biff.xf(164),
          biff.record(0x00fc, sst),
          // The rest of "Hoogwerker per dagdeel", now in UTF-16: a continuation starts with its own flags.
          biff.continueRecord(Buffer.concat([Buffer.from([1]), Buffer.from('ker per dagdeel', 'utf16le')])),
        ],
        [
          {
            name: 'Prijzen',
            cells: [
              biff.label(0, 0, 'Omschrijving'),
              biff.label(0, 1, 'Prijs'),
              biff.label(0, 2, 'Geldig vanaf'),
              biff.labelSst(1, 0, 0),
              biff.rkCell(1, 1, 12.5),
              biff.number(1, 2, 45717, 1),
              biff.labelSst(2, 0, 1),
              biff.mulrk(2, 1, [145, 3]),
              biff.formulaText(3, 0),
              biff.record(
                0x0207,
                Buffer.concat([biff.u16(14), Buffer.from([0]), Buffer.from('Voorrijk', 'latin1')]),
              ),
              biff.continueRecord(Buffer.concat([Buffer.from([1]), Buffer.from('osten€', 'utf16le')])),
              biff.formulaNumber(3, 1, 25),
              biff.boolCell(3, 2, true),
            ],
          },
        ],
      ),
    });
    expect((await detectFormat(file, 'oud.xls')).format).toBe('xls');
    expect(tables((await read('xls', file)).blocks)).toEqual([
      {
        kind: 'table',
        name: 'Prijzen',
        rows: [
          ['Omschrijving', 'Prijs', 'Geldig vanaf'],
          ['Dakgoot', '12.5', '01-03-2025'],
          ['Hoogwerker per dagdeel', '145', '3'],
          ['Voorrijkosten€', '25', 'true'],
        ],
      },
    ]);
  });

  it('fills a group cell merged over rows into every row it spans, and takes names from the column of names', async () => {
    const rows: Array<[string, string, string, number]> = [
      ['Grondverzet', 'Minigraver 1,8 ton', 'incl. 3 bakken, excl. brandstof', 165],
      ['', 'Rupsdumper 800 kg', 'hydraulische kiepbak', 125],
      ['', 'Trilplaat 90 kg', 'benzine, incl. rubber mat', 42.5],
      ['Transport', 'Bezorgen tot 25 km', 'heen en terug', 65],
      ['', 'Bezorgen tot 50 km', 'heen en terug', 95],
    ];
    const file = biff.compoundFile({
      Workbook: biff.workbook(
        [],
        [
          {
            name: 'Huur',
            cells: [
              biff.label(0, 0, 'Verhuurprijzen 2026'),
              ...['Groep', 'Machine', 'Omschrijving', 'Huurprijs'].map((h, c) => biff.label(1, c, h)),
              ...rows.flatMap(([group, name, description, price], i) => [
                ...(group ? [biff.label(i + 2, 0, group)] : []),
                biff.label(i + 2, 1, name),
                biff.label(i + 2, 2, description),
                biff.number(i + 2, 3, price),
              ]),
              // The title over four columns, each group over its rows (vertically centred in the sheet).
              biff.mergedCells([
                [0, 0, 0, 3],
                [2, 4, 0, 0],
                [5, 6, 0, 0],
              ]),
            ],
          },
        ],
      ),
    });
    const doc = await read('xls', file);
    const table = tables(doc.blocks)[0]!;
    expect(table.rows[0]).toEqual(['Verhuurprijzen 2026', '', '', '']);
    expect(table.rows.slice(2).map((r) => r[0])).toEqual([
      'Grondverzet',
      'Grondverzet',
      'Grondverzet',
      'Transport',
      'Transport',
    ]);
    // No header names the product column: the short distinct names beat the sentences beside them.
    const found = extractCatalogByRules(doc, 'pricelist').products;
    expect(found.map((p) => [p.name, p.description, p.unitPrice, p.category])).toEqual(
      rows.map(([group, name, description, price], i) => [
        name,
        description,
        price,
        group || rows[i - 1]![0] || rows[i - 2]![0],
      ]),
    );
  });

  it('fails encrypted, pre-97 and broken workbooks with a Dutch reason', async () => {
    const sheet = [{ name: 'Blad1', cells: [biff.label(0, 0, 'x')] }];
    const encrypted = biff.compoundFile({ Workbook: biff.workbook([biff.filepass()], sheet) });
    await expect(read('xls', encrypted)).rejects.toThrow(READ_MSG.officeEncrypted);
    const biff5 = biff.compoundFile({ Book: Buffer.concat([biff.bof('globals', 0x0500), biff.eof()]) });
    await expect(read('xls', biff5)).rejects.toThrow(READ_MSG.xlsTooOld);
    const truncated = biff.compoundFile({ Workbook: biff.workbook([], sheet) }).subarray(0, 1100);
    await expect(read('xls', truncated)).rejects.toThrow(READ_MSG.xlsUnreadable);
    const tooWide = biff.compoundFile({
      Workbook: biff.workbook([], [{ name: 'B', cells: [biff.label(0, 250, 'x')] }]),
    });
    await expect(read('xls', tooWide)).rejects.toThrow(READ_MSG.tooManyColumns);
  });
});

describe('legacy Word (.doc)', () => {
  it('keeps tables as tables (a two-paragraph cell, an empty label) and headings and paragraphs as text, like .docx', async () => {
    const doc = await read('doc', fixture('stukadoor-prijzen.doc'));
    const docx = await read('docx', fixture('stukadoor-prijzen.docx'));
    expect(doc.blocks).toEqual(docx.blocks);
    expect(tables(doc.blocks)[0]!.rows).toEqual([
      ['Omschrijving', 'Eenheid', 'Prijs'],
      ['Wand stucen (sausklaar)', 'm2', '€ 18,50'],
      ['Plafond spuiten inclusief afplakken', 'm2', '€ 14,75'],
      ['Sierpleister', 'm2', '€ 32,00'],
      ['', 'per hoek', '€ 6,50'],
      ['Voorzetwand plaatsen', 'm2', '€ 49,00'],
    ]);
    expect(doc.blocks.filter((b) => b.kind === 'text').map((b) => (b.kind === 'text' ? b.text : ''))).toEqual(
      [
        'Stukadoorsbedrijf Glad & Strak',
        'Prijslijst 2025. Alle prijzen zijn exclusief BTW.',
        'Wanden en plafonds',
        'Voorwaarden',
        'Betaling binnen 14 dagen na factuurdatum.',
        'Op het stucwerk geldt een garantie van 1 jaar.',
      ],
    );
  });
});

describe('Word (.docx)', () => {
  it('reads a line break inside a paragraph as the end of a line, not as words glued together', () => {
    const html =
      '<p><strong>Levertijd en betaling</strong><br />Wij leveren binnen 3 werkdagen na akkoord.<br />' +
      'Betaling binnen 30 dagen na factuurdatum.</p><p></p><p>Tot ziens</p>';
    expect(htmlToBlocks(html)).toEqual([
      { kind: 'text', text: 'Levertijd en betaling' },
      { kind: 'text', text: 'Wij leveren binnen 3 werkdagen na akkoord.' },
      { kind: 'text', text: 'Betaling binnen 30 dagen na factuurdatum.' },
      { kind: 'text', text: '' },
      { kind: 'text', text: 'Tot ziens' },
    ]);
  });
});

describe('OCR', () => {
  // The list says 'prijzen inclusief BTW' (no rate): the catalogue keeps the printed price / 1.21.
  const BAKERY = [
    ['Appeltaart groot', 15.29, 'stuk'],
    ['Slagroomtaart (12 personen)', 23.1, 'stuk'],
    ['Tompouce', 2.02, 'stuk'],
    ['Krentenbollen', 2.98, 'stuk'],
    ['Volkorenbrood', 2.69, 'stuk'],
    ['Bruidstaart op maat', 5.58, 'stuk'],
  ];

  it('reads a photo stored on its side (EXIF orientation), turned and noisy, into a table with confidences', async () => {
    const photo = fixture('bakkerij-foto.jpg');
    expect((await detectFormat(photo, 'IMG_2041.JPG')).format).toBe('jpeg');
    const doc = await read('jpeg', photo);
    expect(doc.ocr).toBe(true);
    expect(products(doc.blocks)).toEqual(BAKERY);
    const [table] = tables(doc.blocks);
    expect(table!.rows[0]).toEqual(['Product', 'Eenheid', 'Prijs']);
    expect(table!.rowConfidence).toHaveLength(table!.rows.length);
    for (const c of table!.rowConfidence!) expect(c).toBeGreaterThan(60);
    const title = doc.blocks.find((b) => b.kind === 'text' && b.text === 'Bakkerij De Korenschoof');
    expect(title).toMatchObject({ confidence: expect.any(Number) });
  });

  it('reads the scanned page of an otherwise text PDF by OCR, the text page from its text layer', async () => {
    const doc = await read('pdf', fixture('bakkerij-gemengd.pdf'));
    expect(doc.ocr).toBe(true);
    const page1 = doc.blocks.filter((b) => b.page === 1);
    const page2 = doc.blocks.filter((b) => b.page === 2);
    expect(tables(page1)[0]).toEqual({
      kind: 'table',
      page: 1,
      rows: [
        ['Broodje kaas', '€ 3,10'],
        ['Broodje gezond', '€ 4,25'],
        ['Saucijzenbroodje', '€ 2,20'],
      ],
    });
    expect(products(page2)).toEqual(BAKERY);
    expect(tables(page2)[0]!.rowConfidence).toBeDefined();
  });

  it('keeps to its budgets: too many scanned pages or a page over its time-out fail in Dutch', async () => {
    const pdf = fixture('bakkerij-gemengd.pdf');
    await expect(read('pdf', pdf, { ocrMaxPages: 0 })).rejects.toThrow(OCR_MSG.tooManyPages(0));
    await expect(read('jpeg', fixture('bakkerij-foto.jpg'), { ocrPageTimeoutMs: 1 })).rejects.toThrow(
      OCR_MSG.pageTimeout,
    );
  });

  it('refuses photos and scans in Dutch where tesseract is missing', async () => {
    const missing = { ocrCommand: '/nonexistent/tesseract' };
    await expect(read('png', fixture('bakkerij-foto.jpg'), missing)).rejects.toThrow(OCR_MSG.unavailable);
    // A PDF with text pages is still read, without its scanned page.
    const mixed = await read('pdf', fixture('bakkerij-gemengd.pdf'), missing);
    expect(mixed.ocr).toBeUndefined();
    expect(mixed.blocks.every((b) => b.page === 1)).toBe(true);
  });
});
