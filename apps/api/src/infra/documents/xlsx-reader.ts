/**
 * XLSX via read-excel-file (formulas come out as their cached values): every sheet becomes a table named
 * after the sheet. The zip is checked for bombs first; sheet, row and column counts are capped.
 */
import readExcelFile from 'read-excel-file/node';
import type { ReadDocument, TableBlock } from '../ai/ai-provider';
import { cellText, DocumentReadError, READ_LIMITS, READ_MSG } from './reader';
import { listZip, verifyZipInflation } from './zip-guard';

export async function readXlsx(data: Buffer, fileName: string): Promise<ReadDocument> {
  const listing = await listZip(data);
  const sheetCount = listing.names.filter((n) => /^xl\/worksheets\/[^/]+\.xml$/.test(n)).length;
  if (sheetCount > READ_LIMITS.maxSheets) throw new DocumentReadError(READ_MSG.tooManySheets);
  await verifyZipInflation(data);
  let sheets: Array<{ sheet: string; data: unknown[][] }>;
  try {
    sheets = (await readExcelFile(data)) as Array<{ sheet: string; data: unknown[][] }>;
  } catch {
    throw new DocumentReadError(READ_MSG.corrupt);
  }
  const blocks: TableBlock[] = [];
  let total = 0;
  for (const sheet of sheets) {
    total += sheet.data.length;
    if (total > READ_LIMITS.maxRows) throw new DocumentReadError(READ_MSG.tooManyRows);
    const rows = sheet.data.map((row) => row.map(cellText));
    if (rows.some((r) => r.length > READ_LIMITS.maxColumns))
      throw new DocumentReadError(READ_MSG.tooManyColumns);
    if (rows.some((r) => r.some((c) => c !== ''))) blocks.push({ kind: 'table', name: sheet.sheet, rows });
  }
  return { fileName, blocks };
}
