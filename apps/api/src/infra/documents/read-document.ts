/** Reads an uploaded file of a known format into a ReadDocument, time-bounded. */
import type { ReadDocument } from '../ai/ai-provider';
import { readCsv } from './csv-reader';
import { readDoc } from './doc-reader';
import { readDocx } from './docx-reader';
import { readImage } from './ocr/ocr-reader';
import { readPdf } from './pdf-reader';
import {
  DEFAULT_READ_OPTIONS,
  DocumentReadError,
  READ_MSG,
  withTimeout,
  type DocumentFormat,
  type DocumentReader,
  type ReadOptions,
} from './reader';
import { readTxt } from './txt-reader';
import { readXls } from './xls-reader';
import { readXlsx } from './xlsx-reader';

export const READERS: Readonly<Record<DocumentFormat, DocumentReader>> = {
  csv: readCsv,
  txt: readTxt,
  xlsx: readXlsx,
  xls: readXls,
  pdf: readPdf,
  docx: readDocx,
  doc: readDoc,
  jpeg: readImage,
  png: readImage,
};

/** Formats that may be read by OCR, page by page, each page with its own time-out. */
const OCR_FORMATS: ReadonlySet<DocumentFormat> = new Set(['pdf', 'jpeg', 'png']);

/**
 * Wall-clock budget of one read: the reader's time-out, plus for formats read by OCR the budget of
 * every page it may read that way.
 */
export function readBudgetMs(format: DocumentFormat, options: ReadOptions = DEFAULT_READ_OPTIONS): number {
  const pages = format === 'pdf' ? options.ocrMaxPages : 1;
  return options.timeoutMs + (OCR_FORMATS.has(format) ? pages * options.ocrPageTimeoutMs : 0);
}

export async function readDocument(
  format: DocumentFormat,
  data: Buffer,
  fileName: string,
  options: ReadOptions = DEFAULT_READ_OPTIONS,
): Promise<ReadDocument> {
  try {
    return await withTimeout(READERS[format](data, fileName, options), readBudgetMs(format, options));
  } catch (err) {
    if (err instanceof DocumentReadError) throw err;
    throw new DocumentReadError(READ_MSG.corrupt);
  }
}
