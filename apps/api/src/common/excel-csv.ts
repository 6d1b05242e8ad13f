/**
 * CSV that Excel NL opens directly: UTF-8 with BOM, semicolon separators, CRLF line ends. The one
 * writer of every CSV download (the Producten page's catalogue, the company export's customers).
 */

export const EXCEL_CSV_BOM = '\uFEFF';

/** Quotes a field when it holds a separator, quote or line break; a leading =+-@ is neutralised. */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line, CRLF included. */
export const excelCsvLine = (values: readonly string[]): string => `${values.map(field).join(';')}\r\n`;

/** A whole file: BOM, header and rows. */
export const excelCsv = (header: readonly string[], rows: readonly (readonly string[])[]): string =>
  EXCEL_CSV_BOM + [header, ...rows].map(excelCsvLine).join('');
