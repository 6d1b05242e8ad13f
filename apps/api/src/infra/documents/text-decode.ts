/** Bytes of a text file to a string: UTF-8 (with or without BOM), UTF-16 with BOM, else windows-1252. */
import { DocumentReadError, READ_MSG } from './reader';

/**
 * windows-1252 bytes (what Excel NL and Word 97 save) to a string with the platform decoder. Node
 * 24.0-24.11 send this label through a latin1 fast path that turns 0x80-0x9F (euro sign, curly quotes,
 * dashes) into C1 control characters (nodejs/node#60888); a streaming decode always uses ICU's real
 * windows-1252 table, on the fixed versions too. Single-byte, so the closing decode() adds nothing.
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  const decoder = new TextDecoder('windows-1252');
  return decoder.decode(bytes, { stream: true }) + decoder.decode();
}

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
  if (data[0] === 0xff && data[1] === 0xfe) return new TextDecoder('utf-16le').decode(data.subarray(2));
  if (data[0] === 0xfe && data[1] === 0xff) return new TextDecoder('utf-16be').decode(data.subarray(2));
  if (looksBinary(data)) throw new DocumentReadError(READ_MSG.binaryText);
  const body = data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf ? data.subarray(3) : data;
  const utf8 = body.toString('utf8');
  // U+FFFD means the bytes were not valid UTF-8: Windows tools save windows-1252.
  if (!utf8.includes('\uFFFD')) return utf8;
  return decodeWindows1252(body);
}
