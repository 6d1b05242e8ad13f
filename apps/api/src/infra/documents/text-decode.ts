/** Bytes of a text file to a string: UTF-8 (with or without BOM), UTF-16 with BOM, else windows-1252. */
import iconv from 'iconv-lite';
import { DocumentReadError, READ_MSG } from './reader';

export function looksBinary(data: Buffer): boolean {
  const sample = data.subarray(0, 64 * 1024);
  if (sample.length === 0) return false;
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return true;
    if (byte < 32 && byte !== 9 && byte !== 10 && byte !== 13 && byte !== 12) control++;
  }
  return control / sample.length > 0.02;
}

export function decodeText(data: Buffer): string {
  if (data[0] === 0xff && data[1] === 0xfe) return iconv.decode(data.subarray(2), 'utf16le');
  if (data[0] === 0xfe && data[1] === 0xff) return iconv.decode(data.subarray(2), 'utf16be');
  if (looksBinary(data)) throw new DocumentReadError(READ_MSG.binaryText);
  const body = data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf ? data.subarray(3) : data;
  const utf8 = body.toString('utf8');
  // U+FFFD means the bytes were not valid UTF-8: Windows tools save windows-1252.
  if (!utf8.includes('\uFFFD')) return utf8;
  return iconv.decode(body, 'win1252');
}
