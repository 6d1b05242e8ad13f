/** A minimal zip writer for hostile test files (zip bombs, workbooks with many sheets). */
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** Override the uncompressed size written in the headers (a lying bomb). */
  declaredSize?: number;
  /** Pre-compressed deflate data with its real size and crc (for huge inflated contents). */
  deflated?: { data: Buffer; size: number; crc: number };
}

/**
 * The block both the local and the central header carry, from the compression method on: method
 * (deflate), time and date (zero), crc-32, compressed size, uncompressed size and name length.
 */
function writeEntryFields(
  header: Buffer,
  at: number,
  f: { crc: number; compressedSize: number; size: number; nameLength: number },
): void {
  header.writeUInt16LE(8, at);
  header.writeUInt32LE(f.crc, at + 6);
  header.writeUInt32LE(f.compressedSize, at + 10);
  header.writeUInt32LE(f.size, at + 14);
  header.writeUInt16LE(f.nameLength, at + 18);
}

export function buildZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const compressed = e.deflated?.data ?? deflateRawSync(e.data);
    const crc = e.deflated?.crc ?? crc32(e.data);
    const size = e.declaredSize ?? e.deflated?.size ?? e.data.length;
    const fields = { crc, compressedSize: compressed.length, size, nameLength: name.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    writeEntryFields(local, 8, fields);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    writeEntryFields(central, 10, fields);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += 30 + name.length + compressed.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/** `megabytes` MB of zeros, deflated (about 1/1000 of the size): a bomb entry's payload. */
export function deflatedZeros(megabytes: number): { data: Buffer; size: number; crc: number } {
  const zeros = Buffer.alloc(megabytes * 1024 * 1024);
  return { data: deflateRawSync(zeros, { level: 9 }), size: zeros.length, crc: crc32(zeros) };
}
