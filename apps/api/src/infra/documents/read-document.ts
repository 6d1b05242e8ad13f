/** Reads an uploaded file of a known format into a ReadDocument, time-bounded. */
import type { ReadDocument } from '../ai/ai-provider';
import { readCsv } from './csv-reader';
import { readDoc } from './doc-reader';
import { readDocx } from './docx-reader';
import { readPdf } from './pdf-reader';
import { DocumentReadError, READ_MSG, withTimeout, type DocumentFormat, type DocumentReader } from './reader';
import { readTxt } from './txt-reader';
import { readXlsx } from './xlsx-reader';

/** .xls: no maintained reader without known advisories on the npm registry (docs/decisions.md). */
const readXls: DocumentReader = () => Promise.reject(new DocumentReadError(READ_MSG.xlsUnsupported));

export const READERS: Readonly<Record<DocumentFormat, DocumentReader>> = {
  csv: readCsv,
  txt: readTxt,
  xlsx: readXlsx,
  xls: readXls,
  pdf: readPdf,
  docx: readDocx,
  doc: readDoc,
};

export async function readDocument(
  format: DocumentFormat,
  data: Buffer,
  fileName: string,
): Promise<ReadDocument> {
  try {
    return await withTimeout(READERS[format](data, fileName));
  } catch (err) {
    if (err instanceof DocumentReadError) throw err;
    throw new DocumentReadError(READ_MSG.corrupt);
  }
}
