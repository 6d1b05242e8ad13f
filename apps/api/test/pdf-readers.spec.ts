/** Both PDF text sources (poppler pdftotext and the pdfjs fallback) give the same catalogue. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractCatalogByRules } from '../src/infra/ai/rules/catalog';
import { wordsToBlocks } from '../src/infra/documents/layout';
import { readPdfItemsPoppler } from '../src/infra/documents/pdf-poppler';
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
