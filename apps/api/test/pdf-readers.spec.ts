/** Both PDF text sources (poppler pdftotext and the pdfjs fallback) give the same catalogue. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractCatalogByRules } from '../src/infra/ai/rules/catalog';
import { wordsToBlocks } from '../src/infra/documents/layout';
import { pageRanges, readPdfItemsPoppler } from '../src/infra/documents/pdf-poppler';
import { readPdfItems, type PdfText } from '../src/infra/documents/pdf-text';
import { READ_MSG } from '../src/infra/documents/reader';

jest.setTimeout(60_000);

const corpus = (name: string) => readFileSync(join(__dirname, 'fixtures', 'extraction-corpus', name));
const catalogue = ({ items }: PdfText) =>
  extractCatalogByRules({ fileName: 'x.pdf', blocks: wordsToBlocks(items) }, 'pricelist');

describe.each([
  ['pdfjs', readPdfItems],
  ['poppler', readPdfItemsPoppler],
])('%s', (_name, read) => {
  it('rebuilds a two-page table and a table with wrapped cells', async () => {
    const long = catalogue(await read(corpus('loodgieter-materialen.pdf')));
    expect(long.products).toHaveLength(42);
    expect(long.products.find((p) => p.name === 'CV-ketel 28 kW')?.unitPrice).toBe(1895);
    expect(long.products.at(-1)).toMatchObject({ name: 'Spoedtoeslag avond en weekend', unitPrice: 75 });
    const wrapped = catalogue(await read(corpus('it-diensten.pdf')));
    expect(wrapped.products.map((p) => [p.name, p.unitPrice, p.unit, p.category]).slice(0, 2)).toEqual([
      ['Helpdesk ondersteuning', 85, 'uur', 'Support'],
      ['Servicecontract Basis', 149, 'maand', 'Support'],
    ]);
  });

  it('reports an encrypted PDF in Dutch', async () => {
    const encrypted = readFileSync(join(__dirname, 'fixtures', 'bad-input', 'encrypted.pdf'));
    await expect(read(encrypted)).rejects.toThrow(READ_MSG.pdfEncrypted);
  });
});

describe('poppler page ranges', () => {
  it('splits a long PDF into one contiguous range per core, a short one not at all', () => {
    expect(pageRanges(40, 2)).toEqual([
      [1, 20],
      [21, 40],
    ]);
    expect(pageRanges(25, 4)).toEqual([
      [1, 8],
      [9, 17],
      [18, 25],
    ]);
    expect(pageRanges(12, 2)).toEqual([[1, 12]]);
    expect(pageRanges(500, 1)).toEqual([[1, 500]]);
  });

  it('reads a long PDF in ranges with every page in its place', async () => {
    // 9 copies of a two-page list: 18 pages, read in ranges on a machine with two or more cores.
    const dir = mkdtempSync(join(tmpdir(), 'ofl-ranges-'));
    try {
      const source = join(__dirname, 'fixtures', 'extraction-corpus', 'loodgieter-materialen.pdf');
      const out = join(dir, 'long.pdf');
      execFileSync('qpdf', ['--empty', '--pages', ...Array<string>(9).fill(source), '--', out]);
      const single = await readPdfItemsPoppler(readFileSync(source));
      const long = await readPdfItemsPoppler(readFileSync(out));
      expect(long.pages).toHaveLength(18);
      expect(long.items).toHaveLength(single.items.length * 9);
      const words = (text: PdfText, page: number) =>
        text.items.filter((w) => w.page === page).map((w) => [w.str, w.x, w.y]);
      expect(words(long, 17)).toEqual(words(single, 1));
      expect(words(long, 18)).toEqual(words(single, 2));
      expect(long.items.every((w, i) => i === 0 || w.page >= long.items[i - 1]!.page)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
