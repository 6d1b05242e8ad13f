/**
 * The catalogue as a CSV file Excel NL opens directly (common/excel-csv.ts), prices with a decimal
 * comma and no thousands separator (so Excel reads them as numbers).
 */
import type { Product } from '@offerteflow/contracts';
import { quoteUnitLabel } from '@offerteflow/contracts';
import { excelCsv } from '../../common/excel-csv';

const HEADER = ['Naam', 'Omschrijving', 'Prijs excl. BTW', 'Eenheid', 'Categorie'];

export const dutchDecimal = (euro: number): string => euro.toFixed(2).replace('.', ',');

export function catalogueCsv(products: readonly Product[]): string {
  const rows = products.map((p) => [
    p.name,
    p.description ?? '',
    dutchDecimal(p.unitPrice),
    quoteUnitLabel(p.unit),
    p.category ?? '',
  ]);
  return excelCsv(HEADER, rows);
}
