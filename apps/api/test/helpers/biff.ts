/**
 * Builds small legacy Excel files byte by byte for reader tests: a compound file (one FAT sector, one
 * directory sector, the stream in 512-byte sectors) holding a BIFF8 workbook made of the records a test
 * lists. This covers what Excel writes but LibreOffice does not (a formula's cached text in a STRING
 * record, strings split over CONTINUE records, FILEPASS).
 */

const FREE = 0xffffffff;
const END = 0xfffffffe;

/** A compound file with the given streams (each padded to at least 4 KB, so none is a mini stream). */
export function compoundFile(streams: Record<string, Buffer>): Buffer {
  const entries = Object.entries(streams).map(([name, data]) => {
    const padded = Buffer.concat([data, Buffer.alloc(Math.max(0, 4096 - data.length))]);
    return { name, data: padded, size: data.length < 4096 ? 4096 : data.length };
  });
  const sectors: Buffer[] = [];
  const fat: number[] = [0xfffffffd, END]; // sector 0: the FAT, sector 1: the directory
  let next = 2;
  const starts: number[] = [];
  for (const e of entries) {
    const count = Math.ceil(e.data.length / 512);
    starts.push(next);
    for (let i = 0; i < count; i++) {
      fat.push(i === count - 1 ? END : next + i + 1);
      sectors.push(
        Buffer.concat([e.data.subarray(i * 512, (i + 1) * 512), Buffer.alloc(512)]).subarray(0, 512),
      );
    }
    next += count;
  }
  if (fat.length > 128) throw new Error('test workbook too large for one FAT sector');
  const fatSector = Buffer.alloc(512, 0xff);
  fat.forEach((v, i) => fatSector.writeUInt32LE(v >>> 0, i * 4));

  const dir = Buffer.alloc(512);
  const entry = (i: number, name: string, type: number, child: number, start: number, size: number) => {
    const o = i * 128;
    const utf16 = Buffer.from(`${name}\0`, 'utf16le');
    utf16.copy(dir, o);
    dir.writeUInt16LE(utf16.length, o + 0x40);
    dir[o + 0x42] = type;
    dir[o + 0x43] = 1;
    dir.writeUInt32LE(FREE, o + 0x44);
    dir.writeUInt32LE(FREE, o + 0x48);
    dir.writeUInt32LE(child, o + 0x4c);
    dir.writeUInt32LE(start, o + 0x74);
    dir.writeUInt32LE(size, o + 0x78);
  };
  entry(0, 'Root Entry', 5, entries.length ? 1 : FREE, END, 0);
  entries.forEach((e, i) => entry(i + 1, e.name, 2, FREE, starts[i]!, e.size));
  for (let i = entries.length + 1; i < 4; i++)
    for (const off of [0x44, 0x48, 0x4c]) dir.writeUInt32LE(FREE, i * 128 + off);

  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c); // FAT sectors
  header.writeUInt32LE(1, 0x30); // first directory sector
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(END, 0x3c);
  header.writeUInt32LE(END, 0x44);
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : FREE, 0x4c + i * 4);
  return Buffer.concat([header, fatSector, dir, ...sectors]);
}

export const record = (type: number, data: Buffer): Buffer => {
  const head = Buffer.alloc(4);
  head.writeUInt16LE(type, 0);
  head.writeUInt16LE(data.length, 2);
  return Buffer.concat([head, data]);
};

const u16 = (...values: number[]) => {
  const b = Buffer.alloc(values.length * 2);
  values.forEach((v, i) => b.writeUInt16LE(v, i * 2));
  return b;
};
const u32 = (v: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(v >>> 0);
  return b;
};
const f64 = (v: number) => {
  const b = Buffer.alloc(8);
  b.writeDoubleLE(v);
  return b;
};

/** XLUnicodeString: 16-bit count, flags (0 Latin-1, 1 UTF-16), characters. */
export const xlString = (text: string, wide = [...text].some((c) => c.charCodeAt(0) > 0xff)) =>
  Buffer.concat([
    u16(text.length),
    Buffer.from([wide ? 1 : 0]),
    Buffer.from(text, wide ? 'utf16le' : 'latin1'),
  ]);

export const bof = (type: 'globals' | 'sheet', version = 0x0600) =>
  record(0x0809, Buffer.concat([u16(version, type === 'globals' ? 0x0005 : 0x0010), Buffer.alloc(12)]));
export const eof = () => record(0x000a, Buffer.alloc(0));
const cell = (row: number, col: number, xf: number) => u16(row, col, xf);
export const label = (row: number, col: number, text: string) =>
  record(0x0204, Buffer.concat([cell(row, col, 0), xlString(text)]));
export const number = (row: number, col: number, value: number, xf = 0) =>
  record(0x0203, Buffer.concat([cell(row, col, xf), f64(value)]));
/** RK: an integer (shifted, flag 2) or hundredths (flag 1). */
export const rk = (value: number) =>
  Number.isInteger(value) ? ((value << 2) | 2) >>> 0 : ((Math.round(value * 100) << 2) | 3) >>> 0;
export const rkCell = (row: number, col: number, value: number) =>
  record(0x027e, Buffer.concat([cell(row, col, 0), u32(rk(value))]));
export const mulrk = (row: number, col: number, values: number[]) =>
  record(
    0x00bd,
    Buffer.concat([
      u16(row, col),
      ...values.map((v) => Buffer.concat([u16(0), u32(rk(v))])),
      u16(col + values.length - 1),
    ]),
  );
export const boolCell = (row: number, col: number, value: boolean) =>
  record(0x0205, Buffer.concat([cell(row, col, 0), Buffer.from([value ? 1 : 0, 0])]));
/** A formula whose cached result is text: the marker in the result bytes, the text in STRING records. */
export const formulaText = (row: number, col: number) =>
  record(
    0x0006,
    Buffer.concat([cell(row, col, 0), Buffer.from([0, 0, 0, 0, 0, 0, 0xff, 0xff]), u16(0), u32(0), u16(0)]),
  );
export const formulaNumber = (row: number, col: number, value: number) =>
  record(0x0006, Buffer.concat([cell(row, col, 0), f64(value), u16(0), u32(0), u16(0)]));
export const continueRecord = (data: Buffer) => record(0x003c, data);
export const labelSst = (row: number, col: number, index: number) =>
  record(0x00fd, Buffer.concat([cell(row, col, 0), u32(index)]));
export const format = (ifmt: number, code: string) =>
  record(0x041e, Buffer.concat([u16(ifmt), xlString(code)]));
export const xf = (ifmt: number) => record(0x00e0, Buffer.concat([u16(0, ifmt), Buffer.alloc(16)]));
export const filepass = () => record(0x002f, Buffer.alloc(6));
/** MERGEDCELLS: ranges [firstRow, lastRow, firstCol, lastCol] shown as one cell. */
export const mergedCells = (ranges: Array<[number, number, number, number]>) =>
  record(0x00e5, Buffer.concat([u16(ranges.length), ...ranges.map((r) => u16(...r))]));
export { u16, u32 };

/**
 * A workbook: global records (formats, XFs, SST…), then one BOUNDSHEET per sheet pointing at its
 * substream, then the sheets' cell records.
 */
export function workbook(globals: Buffer[], sheets: Array<{ name: string; cells: Buffer[] }>): Buffer {
  const sheetName = (name: string) =>
    Buffer.concat([Buffer.from([name.length, 0]), Buffer.from(name, 'latin1')]);
  const boundsheet = (offset: number, name: string) =>
    record(0x0085, Buffer.concat([u32(offset), Buffer.from([0, 0]), sheetName(name)]));
  const head = Buffer.concat([bof('globals'), ...globals]);
  const boundLength = sheets.reduce((n, s) => n + boundsheet(0, s.name).length, 0);
  let offset = head.length + boundLength + eof().length;
  const bodies = sheets.map((s) => Buffer.concat([bof('sheet'), ...s.cells, eof()]));
  const bounds = sheets.map((s, i) => {
    const b = boundsheet(offset, s.name);
    offset += bodies[i]!.length;
    return b;
  });
  return Buffer.concat([head, ...bounds, eof(), ...bodies]);
}
