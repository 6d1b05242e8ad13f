/**
 * The catalogue as a CSV file Excel NL opens directly (common/excel-csv.ts), prices with a decimal comma and no thousands separator (so Excel reads them as numbers), BTW
 * as '21%'. The import reads that file back (also when Excel saved it as windows-1252 or with commas).
 */
import Papa from 'papaparse';
import {
  CATALOG_IMPORT_MAX_ROWS,
  CATALOG_IMPORT_MSG,
  QUOTE_UNITS,
  productInputSchema,
  quoteUnitLabel,
  type Product,
  type ProductData,
} from '@offerteflow/contracts';
import { formatVatRate, parseDutchNumber } from '@offerteflow/domain';
import { validationFailed } from '../../common';
import { excelCsv } from '../../common/excel-csv';
import { decodeText } from '../../infra/documents/text-decode';

const COLUMNS = {
  name: 'Naam',
  description: 'Omschrijving',
  unitPrice: 'Prijs excl. BTW',
  unit: 'Eenheid',
  vatRate: 'BTW',
  category: 'Categorie',
} as const;
const HEADER = Object.values(COLUMNS);

export const dutchDecimal = (euro: number): string => euro.toFixed(2).replace('.', ',');

export function catalogueCsv(products: readonly Product[]): string {
  const rows = products.map((p) => [
    p.name,
    p.description ?? '',
    dutchDecimal(p.unitPrice),
    quoteUnitLabel(p.unit),
    formatVatRate(p.vatRate),
    p.category ?? '',
  ]);
  return excelCsv(HEADER, rows);
}

/** A cell as written, without the quote the export put before a leading = + - @. */
const cell = (value: string | undefined) => (value ?? '').trim().replace(/^'(?=[=+\-@])/, '');

/** 'm²' or 'm2', 'Uur' or 'uur'; an empty cell is the default unit (left to the schema). */
function unitOf(text: string): string | undefined {
  if (!text) return undefined;
  const lower = text.toLowerCase();
  return QUOTE_UNITS.find((u) => u === lower || quoteUnitLabel(u).toLowerCase() === lower) ?? text;
}

/** '21%', '21 %', '21' or '9,0'; an empty cell is the default rate (left to the schema). */
function vatRateOf(text: string): number | string | undefined {
  if (!text) return undefined;
  const parsed = parseDutchNumber(text.replace(/%\s*$/, ''), { maxDecimals: 1 });
  return parsed.ok ? parsed.value : text;
}

/**
 * The products of an imported CSV file, each checked by the product schema; a file without the
 * Naam and Prijs columns, without rows, or with any bad row is refused as a whole (Dutch messages per line).
 */
export function parseCatalogueCsv(bytes: Buffer): ProductData[] {
  const refuse = (...messages: string[]) => validationFailed({ file: messages });
  let text: string;
  try {
    text = decodeText(bytes);
  } catch {
    throw refuse(CATALOG_IMPORT_MSG.columnsMissing);
  }
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimitersToGuess: [';', ',', '\t'],
    skipEmptyLines: 'greedy',
  });
  const [header = [], ...rows] = data;
  const index = Object.fromEntries(
    Object.entries(COLUMNS).map(([key, label]) => [
      key,
      header.findIndex((h) => cell(h).toLowerCase() === label.toLowerCase()),
    ]),
  ) as Record<keyof typeof COLUMNS, number>;
  if (index.name < 0 || index.unitPrice < 0) throw refuse(CATALOG_IMPORT_MSG.columnsMissing);
  if (rows.length === 0) throw refuse(CATALOG_IMPORT_MSG.empty);
  if (rows.length > CATALOG_IMPORT_MAX_ROWS) throw refuse(CATALOG_IMPORT_MSG.tooMany);

  const problems: string[] = [];
  const products: ProductData[] = [];
  rows.forEach((row, i) => {
    const at = (key: keyof typeof COLUMNS) => (index[key] < 0 ? '' : cell(row[index[key]]));
    const price = parseDutchNumber(at('unitPrice'));
    const parsed = productInputSchema.safeParse({
      name: at('name'),
      description: at('description'),
      unitPrice: price.ok ? price.value : at('unitPrice') === '' ? undefined : Number.NaN,
      unit: unitOf(at('unit')),
      vatRate: vatRateOf(at('vatRate')),
      category: at('category'),
    });
    // Line numbers as a spreadsheet shows them: the header is line 1.
    if (parsed.success) products.push(parsed.data);
    else problems.push(...parsed.error.issues.map((e) => CATALOG_IMPORT_MSG.row(i + 2, e.message)));
  });
  if (problems.length > 0) throw refuse(...problems.slice(0, 20));
  return products;
}
