/**
 * Compound File Binary (the OLE container of .xls and .doc, [MS-CFB]): just enough to read a stream by
 * name. Every sector chain is followed with a visited set and bounded by the file's sector count, so a
 * crafted file (loops, sectors outside the file, absurd sizes) fails fast with `CfbError` instead of
 * looping or allocating without end.
 */

export class CfbError extends Error {
  override name = 'CfbError';
}

const SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const END_OF_CHAIN = 0xfffffffe;
const FREE = 0xffffffff;
/** Directory entries read at most; real documents have a few dozen. */
const MAX_ENTRIES = 10_000;

interface Entry {
  name: string;
  type: number;
  start: number;
  size: number;
}

export interface CompoundFile {
  /** Names of the streams (flat: storages are not distinguished). */
  streams(): string[];
  /** The stream's bytes, or null when there is none of that name. */
  stream(name: string): Buffer | null;
}

export function openCompoundFile(data: Buffer): CompoundFile {
  if (data.length < 512 || !data.subarray(0, 8).equals(SIGNATURE)) throw new CfbError('not a compound file');
  const sectorShift = data.readUInt16LE(0x1e);
  const miniShift = data.readUInt16LE(0x20);
  if ((sectorShift !== 9 && sectorShift !== 12) || miniShift !== 6) throw new CfbError('bad sector size');
  const sectorSize = 1 << sectorShift;
  const sectorCount = Math.floor((data.length - sectorSize) / sectorSize) + 1;
  const sectorAt = (n: number): Buffer => {
    const offset = (n + 1) * sectorSize;
    if (n < 0 || offset >= data.length) throw new CfbError('sector outside file');
    return data.subarray(offset, Math.min(offset + sectorSize, data.length));
  };

  // The FAT's own sectors: 109 in the header, the rest in the DIFAT chain.
  const fatSectors: number[] = [];
  for (let i = 0; i < 109; i++) {
    const s = data.readUInt32LE(0x4c + i * 4);
    if (s !== FREE && s !== END_OF_CHAIN) fatSectors.push(s);
  }
  let difat = data.readUInt32LE(0x44);
  const seenDifat = new Set<number>();
  while (difat !== END_OF_CHAIN && difat !== FREE) {
    if (seenDifat.has(difat) || seenDifat.size > sectorCount) throw new CfbError('DIFAT loop');
    seenDifat.add(difat);
    const sector = sectorAt(difat);
    const perSector = sectorSize / 4 - 1;
    for (let i = 0; i < perSector; i++) {
      const s = sector.readUInt32LE(i * 4);
      if (s !== FREE && s !== END_OF_CHAIN) fatSectors.push(s);
    }
    difat = sector.readUInt32LE(perSector * 4);
  }
  if (fatSectors.length > sectorCount) throw new CfbError('FAT larger than file');
  const fat = new Uint32Array(fatSectors.length * (sectorSize / 4));
  fatSectors.forEach((s, i) => {
    const sector = sectorAt(s);
    for (let j = 0; j < sectorSize / 4 && j * 4 + 4 <= sector.length; j++)
      fat[i * (sectorSize / 4) + j] = sector.readUInt32LE(j * 4);
  });

  const chain = (start: number, table: Uint32Array, limit: number): number[] => {
    const out: number[] = [];
    const seen = new Set<number>();
    for (let s = start; s !== END_OF_CHAIN && s !== FREE; s = table[s] ?? END_OF_CHAIN) {
      if (seen.has(s) || out.length > limit || s >= table.length) throw new CfbError('broken sector chain');
      seen.add(s);
      out.push(s);
    }
    return out;
  };
  const readChain = (start: number, size: number): Buffer => {
    const sectors = chain(start, fat, sectorCount);
    if (size > sectors.length * sectorSize) throw new CfbError('stream larger than its chain');
    return Buffer.concat(sectors.map(sectorAt)).subarray(0, size);
  };

  const dirBytes = Buffer.concat(chain(data.readUInt32LE(0x30), fat, sectorCount).map(sectorAt));
  const entries: Entry[] = [];
  for (let off = 0; off + 128 <= dirBytes.length && entries.length < MAX_ENTRIES; off += 128) {
    const nameLength = Math.min(64, dirBytes.readUInt16LE(off + 0x40));
    const type = dirBytes[off + 0x42]!;
    const name = dirBytes
      .subarray(off, off + Math.max(0, nameLength - 2))
      .toString('utf16le')
      .replace(/\0+$/, '');
    const size = dirBytes.readUInt32LE(off + 0x78);
    entries.push({ name, type, start: dirBytes.readUInt32LE(off + 0x74), size });
  }
  const root = entries.find((e) => e.type === 5);
  if (!root) throw new CfbError('no root entry');
  const cutoff = data.readUInt32LE(0x38) || 4096;

  let mini: { stream: Buffer; fat: Uint32Array } | undefined;
  const miniParts = () => {
    if (!mini) {
      const stream = root.size ? readChain(root.start, root.size) : Buffer.alloc(0);
      const miniFatStart = data.readUInt32LE(0x3c);
      const bytes =
        miniFatStart === END_OF_CHAIN || miniFatStart === FREE
          ? Buffer.alloc(0)
          : Buffer.concat(chain(miniFatStart, fat, sectorCount).map(sectorAt));
      const table = new Uint32Array(Math.floor(bytes.length / 4));
      for (let i = 0; i < table.length; i++) table[i] = bytes.readUInt32LE(i * 4);
      mini = { stream, fat: table };
    }
    return mini;
  };

  return {
    streams: () => entries.filter((e) => e.type === 2).map((e) => e.name),
    stream(name: string): Buffer | null {
      const entry = entries.find((e) => e.type === 2 && e.name === name);
      if (!entry) return null;
      if (entry.size >= cutoff) return readChain(entry.start, entry.size);
      const { stream, fat: miniFat } = miniParts();
      const sectors = chain(entry.start, miniFat, miniFat.length);
      if (entry.size > sectors.length * 64) throw new CfbError('stream larger than its chain');
      const parts = sectors.map((s) => {
        if ((s + 1) * 64 > stream.length) throw new CfbError('mini sector outside the mini stream');
        return stream.subarray(s * 64, (s + 1) * 64);
      });
      return Buffer.concat(parts).subarray(0, entry.size);
    },
  };
}
