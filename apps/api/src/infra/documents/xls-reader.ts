/**
 * Legacy .xls (Excel 97-2003, BIFF8 in a compound file) read like .xlsx: every worksheet becomes a table
 * named after the sheet, formulas give their cached values, numbers formatted as dates become dates. Our
 * own reader of the few record types that carry cell values (docs/decisions.md, decision 25): no macros,
 * charts, styles or formula evaluation, so the attack surface is a bounded loop over length-prefixed
 * records. Sheet, row and column limits are those of the .xlsx reader; encrypted files and pre-97
 * workbooks (BIFF5) fail with a Dutch reason.
 */
import type { ReadDocument, TableBlock } from '../ai/ai-provider';
import { CfbError, openCompoundFile } from './cfb';
import { cellText, DocumentReadError, READ_LIMITS, READ_MSG } from './reader';

const REC = {
  BOF: 0x0809,
  EOF: 0x000a,
  FILEPASS: 0x002f,
  DATEMODE: 0x0022,
  FORMAT: 0x041e,
  XF: 0x00e0,
  BOUNDSHEET: 0x0085,
  SST: 0x00fc,
  CONTINUE: 0x003c,
  LABELSST: 0x00fd,
  LABEL: 0x0204,
  NUMBER: 0x0203,
  RK: 0x027e,
  MULRK: 0x00bd,
  FORMULA: 0x0006,
  STRING: 0x0207,
  BOOLERR: 0x0205,
  MERGEDCELLS: 0x00e5,
} as const;

interface BiffRecord {
  type: number;
  data: Buffer;
  /** Offset just after this record. */
  end: number;
}

function recordAt(stream: Buffer, offset: number): BiffRecord | null {
  if (offset + 4 > stream.length) return null;
  const type = stream.readUInt16LE(offset);
  const length = stream.readUInt16LE(offset + 2);
  const end = offset + 4 + length;
  if (end > stream.length) throw new DocumentReadError(READ_MSG.xlsUnreadable);
  return { type, data: stream.subarray(offset + 4, end), end };
}

/**
 * Bytes of a record and its CONTINUE records, read across their boundaries: where a string's characters
 * are split, the continuation starts with a fresh flags byte (compressed or UTF-16).
 */
class ContinuedReader {
  pos = 0;
  constructor(
    private readonly buf: Buffer,
    private readonly bounds: readonly number[],
  ) {}

  private need(n: number): void {
    if (this.pos + n > this.buf.length) throw new DocumentReadError(READ_MSG.xlsUnreadable);
  }
  u8(): number {
    this.need(1);
    return this.buf[this.pos++]!;
  }
  u16(): number {
    this.need(2);
    const v = this.buf.readUInt16LE(this.pos);
    this.pos += 2;
    return v;
  }
  u32(): number {
    this.need(4);
    const v = this.buf.readUInt32LE(this.pos);
    this.pos += 4;
    return v;
  }
  skip(n: number): void {
    this.need(n);
    this.pos += n;
  }
  private nextBound(): number {
    for (const b of this.bounds) if (b > this.pos) return b;
    return this.buf.length;
  }
  /** `count` characters, compressed (Latin-1) or UTF-16LE, switching at record boundaries. */
  chars(count: number, highByte: boolean): string {
    let out = '';
    let left = count;
    let wide = highByte;
    while (left > 0) {
      const room = this.nextBound() - this.pos;
      const take = Math.min(left, Math.floor(room / (wide ? 2 : 1)));
      if (take > 0) {
        this.need(take * (wide ? 2 : 1));
        const bytes = this.buf.subarray(this.pos, this.pos + take * (wide ? 2 : 1));
        out += wide ? bytes.toString('utf16le') : bytes.toString('latin1');
        this.pos += bytes.length;
        left -= take;
      }
      if (left > 0) {
        if (this.pos >= this.buf.length) throw new DocumentReadError(READ_MSG.xlsUnreadable);
        wide = (this.u8() & 1) === 1; // the continuation's own flags byte
      }
    }
    return out;
  }
  /** XLUnicodeRichExtendedString (the SST's strings). */
  richString(): string {
    const count = this.u16();
    const flags = this.u8();
    const runs = flags & 0x08 ? this.u16() : 0;
    const ext = flags & 0x04 ? this.u32() : 0;
    const text = this.chars(count, (flags & 1) === 1);
    this.skip(runs * 4);
    this.skip(ext);
    return text;
  }
}

/** A record plus its CONTINUE records, joined, with the offsets where each continuation begins. */
function continued(stream: Buffer, first: BiffRecord): { reader: ContinuedReader; end: number } {
  const parts = [first.data];
  const bounds: number[] = [];
  let size = first.data.length;
  let end = first.end;
  for (let next = recordAt(stream, end); next?.type === REC.CONTINUE; next = recordAt(stream, end)) {
    bounds.push(size);
    parts.push(next.data);
    size += next.data.length;
    end = next.end;
  }
  return { reader: new ContinuedReader(Buffer.concat(parts), bounds), end };
}

/** XLUnicodeString (LABEL, STRING, FORMAT): 16-bit count, flags byte, characters. */
function unicodeString(data: Buffer, offset: number): string {
  const count = data.readUInt16LE(offset);
  return new ContinuedReader(data.subarray(offset + 3), []).chars(count, (data[offset + 2]! & 1) === 1);
}

function rkValue(rk: number): number {
  let value: number;
  if (rk & 2) value = (rk | 0) >> 2;
  else {
    const b = Buffer.alloc(8);
    b.writeUInt32LE((rk & 0xfffffffc) >>> 0, 4);
    value = b.readDoubleLE(0);
  }
  return rk & 1 ? value / 100 : value;
}

/** Built-in date formats (m/d/yy, d-mmm-yy, d-mmm, mmm-yy, m/d/yy h:mm) and custom ones with days or years. */
function isDateFormat(ifmt: number, code: string | undefined): boolean {
  if ((ifmt >= 14 && ifmt <= 17) || ifmt === 22) return true;
  if (!code) return false;
  const bare = code.replace(/"[^"]*"|\\.|\[[^\]]*\]/g, '');
  return /[dyj]/i.test(bare) && !/^general$/i.test(bare.trim());
}

interface Workbook {
  sheets: Array<{ name: string; offset: number }>;
  strings: string[];
  dateXf: boolean[];
  date1904: boolean;
}

function readGlobals(stream: Buffer): Workbook {
  const book: Workbook = { sheets: [], strings: [], dateXf: [], date1904: false };
  const formats = new Map<number, string>();
  const xfFormats: number[] = [];
  const bof = recordAt(stream, 0);
  if (!bof || bof.type !== REC.BOF || bof.data.length < 4)
    throw new DocumentReadError(READ_MSG.xlsUnreadable);
  if (bof.data.readUInt16LE(0) !== 0x0600) throw new DocumentReadError(READ_MSG.xlsTooOld);
  let offset = bof.end;
  for (let rec = recordAt(stream, offset); rec && rec.type !== REC.EOF; rec = recordAt(stream, offset)) {
    offset = rec.end;
    const d = rec.data;
    if (rec.type === REC.FILEPASS) throw new DocumentReadError(READ_MSG.officeEncrypted);
    else if (rec.type === REC.DATEMODE && d.length >= 2) book.date1904 = d.readUInt16LE(0) === 1;
    else if (rec.type === REC.FORMAT && d.length >= 5) formats.set(d.readUInt16LE(0), unicodeString(d, 2));
    else if (rec.type === REC.XF && d.length >= 4) xfFormats.push(d.readUInt16LE(2));
    else if (rec.type === REC.BOUNDSHEET && d.length >= 8) {
      // Worksheets only (type 0): charts and macro sheets hold no cells to read.
      if (d[5] !== 0) continue;
      const name = new ContinuedReader(d.subarray(8), []).chars(d[6]!, (d[7]! & 1) === 1);
      book.sheets.push({ name, offset: d.readUInt32LE(0) });
      if (book.sheets.length > READ_LIMITS.maxSheets) throw new DocumentReadError(READ_MSG.tooManySheets);
    } else if (rec.type === REC.SST && d.length >= 8) {
      const { reader, end } = continued(stream, rec);
      offset = end;
      reader.skip(4);
      const unique = reader.u32();
      // Each string takes at least 3 bytes: a count beyond that is a lie, not an allocation to make.
      const count = Math.min(unique, Math.floor(stream.length / 3));
      for (let i = 0; i < count; i++) book.strings.push(reader.richString());
    }
  }
  book.dateXf = xfFormats.map((ifmt) => isDateFormat(ifmt, formats.get(ifmt)));
  return book;
}

type Cell = string | number | boolean | Date | null;

/**
 * A cell merged over several rows (a group name beside its rows, vertically centred) holds its value in
 * its first row only; the rows it spans that have cells of their own get the value too, so each row
 * reads as the sheet shows it. Merges across columns only (a title over the table) stay one cell.
 */
function fillMergedRows(
  cells: Map<number, Map<number, Cell>>,
  merges: ReadonlyArray<[first: number, last: number, col: number]>,
): void {
  for (const [first, last, col] of merges) {
    const value = cells.get(first)?.get(col);
    if (value === undefined || value === null || value === '') continue;
    for (let r = first + 1; r <= last; r++) {
      const row = cells.get(r);
      if (row && (row.get(col) ?? '') === '') row.set(col, value);
    }
  }
}

function readSheet(stream: Buffer, start: number, book: Workbook, budget: { rows: number }): string[][] {
  const cells = new Map<number, Map<number, Cell>>();
  let width = 0;
  const toValue = (xf: number, n: number): Cell => {
    if (!book.dateXf[xf]) return n;
    const epoch = book.date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
    return new Date(epoch + Math.round(n * 86_400_000));
  };
  const put = (row: number, col: number, value: Cell) => {
    if (col >= READ_LIMITS.maxColumns) throw new DocumentReadError(READ_MSG.tooManyColumns);
    let r = cells.get(row);
    if (!r) {
      if (++budget.rows > READ_LIMITS.maxRows) throw new DocumentReadError(READ_MSG.tooManyRows);
      cells.set(row, (r = new Map()));
    }
    r.set(col, value);
    if (col + 1 > width) width = col + 1;
  };
  const bof = recordAt(stream, start);
  if (!bof || bof.type !== REC.BOF) throw new DocumentReadError(READ_MSG.xlsUnreadable);
  let depth = 1; // embedded charts bring their own BOF/EOF
  let offset = bof.end;
  let pendingString: { row: number; col: number } | null = null;
  const merges: Array<[number, number, number]> = [];
  for (let rec = recordAt(stream, offset); rec && depth > 0; rec = recordAt(stream, offset)) {
    offset = rec.end;
    const d = rec.data;
    if (rec.type === REC.BOF) depth++;
    else if (rec.type === REC.EOF) depth--;
    if (depth !== 1) continue;
    if (rec.type === REC.STRING) {
      if (!pendingString) continue;
      const { reader, end } = continued(stream, rec);
      offset = end;
      const count = reader.u16();
      put(pendingString.row, pendingString.col, reader.chars(count, (reader.u8() & 1) === 1));
      pendingString = null;
      continue;
    }
    if (rec.type === REC.MERGEDCELLS && d.length >= 2) {
      // Ranges of rows and columns as one cell: the value sits in the first one (rwFirst, rwLast,
      // colFirst, colLast).
      for (let i = 0, o = 2; i < d.readUInt16LE(0) && o + 8 <= d.length; i++, o += 8)
        if (d.readUInt16LE(o + 2) > d.readUInt16LE(o))
          merges.push([d.readUInt16LE(o), d.readUInt16LE(o + 2), d.readUInt16LE(o + 4)]);
      continue;
    }
    if (d.length < 6) continue;
    const row = d.readUInt16LE(0);
    const col = d.readUInt16LE(2);
    const xf = d.readUInt16LE(4);
    if (rec.type === REC.LABELSST && d.length >= 10) put(row, col, book.strings[d.readUInt32LE(6)] ?? '');
    else if (rec.type === REC.LABEL && d.length >= 9) put(row, col, unicodeString(d, 6));
    else if (rec.type === REC.NUMBER && d.length >= 14) put(row, col, toValue(xf, d.readDoubleLE(6)));
    else if (rec.type === REC.RK && d.length >= 10) put(row, col, toValue(xf, rkValue(d.readUInt32LE(6))));
    else if (rec.type === REC.MULRK) {
      for (let i = 0, o = 4; o + 6 <= d.length - 2; i++, o += 6)
        put(row, col + i, toValue(d.readUInt16LE(o), rkValue(d.readUInt32LE(o + 2))));
    } else if (rec.type === REC.BOOLERR && d.length >= 8) put(row, col, d[7] ? null : d[6] === 1);
    else if (rec.type === REC.FORMULA && d.length >= 14) {
      // The cached result: a number, or a marker (0xFFFF) saying string (in the next STRING record),
      // boolean, error or empty.
      if (d.readUInt16LE(12) !== 0xffff) put(row, col, toValue(xf, d.readDoubleLE(6)));
      else if (d[6] === 0) pendingString = { row, col };
      else if (d[6] === 1) put(row, col, d[8] === 1);
    }
  }
  fillMergedRows(cells, merges);
  const rows: string[][] = [];
  let previous = -1;
  for (const r of [...cells.keys()].sort((a, b) => a - b)) {
    const row = new Array<string>(width).fill('');
    for (const [c, v] of cells.get(r)!) row[c] = cellText(v);
    if (!row.some((c) => c !== '')) continue;
    // Empty rows between filled ones are kept like the .xlsx reader does, a long gap as a single one.
    if (previous >= 0)
      for (let gap = Math.min(r - previous - 1, 10); gap > 0; gap--)
        rows.push(new Array<string>(width).fill(''));
    previous = r;
    rows.push(row);
  }
  return rows;
}

export async function readXls(data: Buffer, fileName: string): Promise<ReadDocument> {
  let stream: Buffer | null;
  try {
    const file = openCompoundFile(data);
    stream = file.stream('Workbook');
    if (!stream && file.stream('Book')) throw new DocumentReadError(READ_MSG.xlsTooOld);
  } catch (err) {
    if (err instanceof DocumentReadError) throw err;
    throw new DocumentReadError(err instanceof CfbError ? READ_MSG.xlsUnreadable : READ_MSG.corrupt);
  }
  if (!stream) throw new DocumentReadError(READ_MSG.xlsUnreadable);
  const book = readGlobals(stream);
  const budget = { rows: 0 };
  const blocks: TableBlock[] = [];
  for (const sheet of book.sheets) {
    const rows = readSheet(stream, sheet.offset, book, budget);
    if (rows.length) blocks.push({ kind: 'table', name: sheet.name, rows });
  }
  return { fileName, blocks };
}
