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

export function buildZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const compressed = e.deflated?.data ?? deflateRawSync(e.data);
    const crc = e.deflated?.crc ?? crc32(e.data);
    const size = e.declaredSize ?? e.deflated?.size ?? e.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
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
