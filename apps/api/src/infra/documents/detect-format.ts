/**
 * What an uploaded file really is, from its bytes (magic numbers and a structural parse), never from its
 * name alone. The name's extension only breaks ties the bytes cannot (CSV or plain text; OLE .doc or .xls).
 * Photos are JPEG (FF D8 FF) or PNG (its 8-byte signature); their pixels are checked when read.
 */
import type { DocumentFormat } from './reader';
import { DocumentReadError, READ_MSG } from './reader';
import { looksBinary } from './text-decode';
import { listZip } from './zip-guard';

export interface DetectedFormat {
  format: DocumentFormat;
  mimeType: string;
}

export const MIME_TYPES: Readonly<Record<DocumentFormat, string>> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  csv: 'text/csv',
  txt: 'text/plain',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** Thrown when the content is not one of the accepted formats (the API answers 415). */
export class UnsupportedFileError extends Error {
  override name = 'UnsupportedFileError';
}

const startsWith = (data: Buffer, bytes: number[]) => bytes.every((b, i) => data[i] === b);
const extensionOf = (name: string) => /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/** OLE compound file (Word 97-2003, Excel 97-2003): the stream names tell which. */
function oleFormat(data: Buffer, ext: string): DocumentFormat {
  const utf16 = (s: string) => Buffer.from(s, 'utf16le');
  const head = data.subarray(0, Math.min(data.length, 4 * 1024 * 1024));
  if (head.includes(utf16('WordDocument'))) return 'doc';
  if (head.includes(utf16('Workbook')) || head.includes(utf16('Book'))) return 'xls';
  if (ext === 'doc' || ext === 'xls') return ext;
  throw new UnsupportedFileError();
}

export async function detectFormat(data: Buffer, fileName: string): Promise<DetectedFormat> {
  const ext = extensionOf(fileName);
  let format: DocumentFormat;
  if (startsWith(data, [0x25, 0x50, 0x44, 0x46, 0x2d]))
    format = 'pdf'; // %PDF-
  else if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) {
    let names: string[];
    try {
      names = (await listZip(data)).names;
    } catch (err) {
      // A zip whose directory declares absurd sizes is refused here already.
      if (err instanceof DocumentReadError && err.message === READ_MSG.zipBomb) throw err;
      throw new UnsupportedFileError();
    }
    if (!names.includes('[Content_Types].xml')) throw new UnsupportedFileError();
    if (names.includes('word/document.xml')) format = 'docx';
    else if (names.some((n) => n.startsWith('xl/'))) format = 'xlsx';
    else throw new UnsupportedFileError();
  } else if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    format = oleFormat(data, ext);
  else if (startsWith(data, [0xff, 0xd8, 0xff]))
    format = 'jpeg'; // JPEG: start of image, then the first marker
  else if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) format = 'png';
  else if (isExecutable(data) || looksBinary(data)) throw new UnsupportedFileError();
  else format = ext === 'csv' || (ext !== 'txt' && looksLikeCsv(data)) ? 'csv' : 'txt';
  return { format, mimeType: MIME_TYPES[format] };
}

function isExecutable(data: Buffer): boolean {
  return (
    startsWith(data, [0x4d, 0x5a]) || // MZ: Windows PE
    startsWith(data, [0x7f, 0x45, 0x4c, 0x46]) || // ELF
    startsWith(data, [0xcf, 0xfa, 0xed, 0xfe]) || // Mach-O
    startsWith(data, [0xca, 0xfe, 0xba, 0xbe]) ||
    startsWith(data, [0x23, 0x21]) // #! script
  );
}

/** Several lines with the same number (>1) of `;`, `,` or tab separated fields. */
function looksLikeCsv(data: Buffer): boolean {
  const lines = data.subarray(0, 8192).toString('latin1').split(/\r?\n/).filter(Boolean).slice(0, 10);
  if (lines.length < 2) return false;
  return [';', '\t'].some((d) => {
    const counts = lines.map((l) => l.split(d).length);
    return counts[0]! > 1 && counts.every((c) => c === counts[0]);
  });
}
