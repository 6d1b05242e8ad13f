/**
 * The catalogue as a CSV file Excel NL opens directly: UTF-8 with BOM, semicolon separators, CRLF line
 * ends, prices with a decimal comma and no thousands separator (so Excel reads them as numbers).
 */
import type { Product } from '@offerteflow/contracts';
import { quoteUnitLabel } from '@offerteflow/contracts';

const HEADER = ['Naam', 'Omschrijving', 'Prijs excl. BTW', 'Eenheid', 'Categorie'];

/** Quotes a field when it holds a separator, quote or line break; a leading =+-@ is neutralised. */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const dutchDecimal = (euro: number): string => euro.toFixed(2).replace('.', ',');

export function catalogueCsv(products: readonly Product[]): string {
  const rows = products.map((p) => [
    p.name,
    p.description ?? '',
    dutchDecimal(p.unitPrice),
    quoteUnitLabel(p.unit),
    p.category ?? '',
  ]);
  return `\uFEFF${[HEADER, ...rows].map((row) => row.map(field).join(';')).join('\r\n')}\r\n`;
}
