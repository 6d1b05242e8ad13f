/**
 * One reader per file format, all returning a ReadDocument (text blocks and tables). Readers throw
 * DocumentReadError with the Dutch reason the wizard shows on a failed document.
 */
import type { ReadDocument } from '../ai/ai-provider';

export const DOCUMENT_FORMATS = ['pdf', 'docx', 'doc', 'xlsx', 'xls', 'csv', 'txt', 'jpeg', 'png'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

export class DocumentReadError extends Error {
  override name = 'DocumentReadError';
  /** `message` is Dutch and shown to the user. */
  constructor(message: string) {
    super(message);
  }
}

/** Bounds every reader respects; exceeding one fails the document instead of exhausting the worker. */
export const READ_LIMITS = {
  /**
   * Default wall-clock time of one read (DOCUMENT_READ_TIMEOUT_MS). A 150,000-row .xlsx of inline strings takes read-excel-file 75–100 s of CPU
   * on a 2-core machine (the reader holds the sheet's XML in memory), so lists up to the documented
   * 200,000 rows need room; the read runs on a document thread, never on the HTTP event loop.
   */
  timeoutMs: 180_000,
  /** Total inflated size of the entries of an .xlsx/.docx. */
  maxInflatedBytes: 200 * 1024 * 1024,
  maxZipEntries: 5_000,
  maxSheets: 100,
  maxRows: 200_000,
  maxColumns: 200,
  maxPdfPages: 500,
  /** Characters of text kept from one document. */
  maxTextChars: 5_000_000,
} as const;

export const READ_MSG = {
  timeout: 'Het lezen van het bestand duurde te lang. Splits het bestand op of upload een kleiner bestand',
  zipBomb: 'Het bestand is ongeldig: het uitgepakte bestand is onredelijk groot',
  corrupt: 'Het bestand is beschadigd of onleesbaar',
  tooManySheets: `Het werkboek heeft te veel werkbladen (maximaal ${READ_LIMITS.maxSheets})`,
  tooManyRows: `Het bestand heeft te veel regels (maximaal ${READ_LIMITS.maxRows.toLocaleString('nl-NL')})`,
  tooManyColumns: `Het bestand heeft te veel kolommen (maximaal ${READ_LIMITS.maxColumns})`,
  tooManyPages: `Het PDF-bestand heeft te veel pagina's (maximaal ${READ_LIMITS.maxPdfPages})`,
  pdfEncrypted: 'Het PDF-bestand is beveiligd met een wachtwoord. Upload een onbeveiligde versie',
  pdfInvalid: 'Het PDF-bestand is beschadigd of geen geldige PDF',
  noText: 'Er is geen tekst gevonden in het bestand (is het een scan of afbeelding?)',
  xlsUnreadable:
    'Het oude Excel-bestand (.xls) kon niet worden gelezen. Sla het op als .xlsx of .csv en upload het opnieuw',
  xlsTooOld:
    'Dit Excel-bestand is van vóór Excel 97 en kan niet worden gelezen. Sla het op als .xlsx of .csv en upload het opnieuw',
  officeEncrypted: 'Het bestand is beveiligd met een wachtwoord. Upload een onbeveiligde versie',
  docUnreadable:
    'Het oude Word-formaat (.doc) kon niet worden gelezen. Sla het bestand op als .docx of PDF en upload het opnieuw',
  binaryText: 'Het bestand bevat geen leesbare tekst',
  tooComplex: 'Het bestand is te groot of te complex om te lezen. Splits het op in kleinere bestanden',
} as const;

/** Budgets of a read and of OCR (scanned PDF pages and photos), from the configuration. */
export interface ReadOptions {
  /** Wall-clock time-out of one read, before OCR pages (DOCUMENT_READ_TIMEOUT_MS). */
  timeoutMs: number;
  /** Scanned pages one document may have; more fails the document with a Dutch reason. */
  ocrMaxPages: number;
  /** Time-out of reading one page by OCR (render, prepare, recognise). */
  ocrPageTimeoutMs: number;
  /** The tesseract executable (TESSERACT_PATH, else `tesseract` on the PATH). */
  ocrCommand: string;
}

export const DEFAULT_READ_OPTIONS: ReadOptions = {
  timeoutMs: READ_LIMITS.timeoutMs,
  ocrMaxPages: 10,
  ocrPageTimeoutMs: 30_000,
  ocrCommand: 'tesseract',
};

export type DocumentReader = (data: Buffer, fileName: string, options: ReadOptions) => Promise<ReadDocument>;

/** Rejects with DocumentReadError(timeout) when `work` takes longer than `ms`. */
export async function withTimeout<T>(work: Promise<T>, ms: number = READ_LIMITS.timeoutMs): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DocumentReadError(READ_MSG.timeout)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A cell value as text: numbers keep a dot decimal, dates as dd-mm-jjjj, empty as ''. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const d = value;
    return `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
  }
  if (typeof value === 'number')
    return Number.isInteger(value) ? String(value) : String(Math.round(value * 1e6) / 1e6);
  return String(value).replace(/\s+/g, ' ').trim();
}
