/**
 * The body of a Word 97-2003 document ([MS-DOC]) as paragraphs and table rows: the text comes from the
 * piece table (CLX) of the table stream, and the paragraph properties (PAPX in FKP pages) say which
 * paragraphs lie in a table (sprmPFInTable), which mark ends a row (sprmPFTtp) and how deep a table is
 * nested (sprmPItap). A cell ends at a cell mark (0x07), a row at the row's own end mark, so tables stay
 * tables and tabs inside cells stay text. Fields keep their result, not their code. Every offset is
 * checked against the stream it points into.
 */
import { openCompoundFile } from './cfb';
import { decodeWindows1252 } from './text-decode';

export type DocPart = { kind: 'paragraph'; text: string } | { kind: 'row'; cells: string[] };

/** Thrown for what this parser does not read (pre-97 files, broken offsets); the caller falls back. */
export class DocFormatError extends Error {
  override name = 'DocFormatError';
}
export class DocEncryptedError extends Error {
  override name = 'DocEncryptedError';
}

interface Props {
  inTable: boolean;
  ttp: boolean;
  depth: number;
  innerTtp: boolean;
}
const NO_PROPS: Props = { inTable: false, ttp: false, depth: 0, innerTtp: false };

interface PapxRun {
  start: number;
  end: number;
  props: Props;
}

const u16 = (b: Buffer, o: number) => {
  if (o < 0 || o + 2 > b.length) throw new DocFormatError('offset outside stream');
  return b.readUInt16LE(o);
};
const u32 = (b: Buffer, o: number) => {
  if (o < 0 || o + 4 > b.length) throw new DocFormatError('offset outside stream');
  return b.readUInt32LE(o);
};

/** Walks a grpprl for the table sprms; operand sizes follow the sprm's spra bits. */
function propsOf(grpprl: Buffer): Props {
  const props: Props = { ...NO_PROPS };
  let o = 0;
  while (o + 2 <= grpprl.length) {
    const sprm = grpprl.readUInt16LE(o);
    o += 2;
    const spra = sprm >> 13;
    let size: number;
    if (sprm === 0xd608 || sprm === 0xd606) size = o + 2 <= grpprl.length ? grpprl.readUInt16LE(o) + 1 : 0;
    else if (spra === 6) size = o < grpprl.length ? grpprl[o]! + 1 : 0;
    else size = [1, 1, 2, 4, 2, 2, 0, 3][spra]!;
    if (o + size > grpprl.length) break;
    const operand = size ? grpprl[o]! : 0;
    if (sprm === 0x2416) props.inTable = operand !== 0;
    else if (sprm === 0x2417) props.ttp = operand !== 0;
    else if (sprm === 0x6649) props.depth = grpprl.readInt32LE(o);
    else if (sprm === 0x244c) props.innerTtp = operand !== 0;
    o += size;
  }
  if (props.inTable && props.depth === 0) props.depth = 1;
  return props;
}

/** Paragraph property runs (FC ranges) from the PlcBtePapx and its 512-byte FKP pages. */
function papxRuns(word: Buffer, table: Buffer, fc: number, lcb: number): PapxRun[] {
  if (lcb < 12 || fc + lcb > table.length) throw new DocFormatError('no paragraph properties');
  const n = (lcb - 4) / 8;
  const runs: PapxRun[] = [];
  for (let i = 0; i < n; i++) {
    const pn = u32(table, fc + 4 * (n + 1) + 4 * i) & 0x3fffff;
    const page = pn * 512;
    if (page + 512 > word.length) throw new DocFormatError('FKP outside stream');
    const fkp = word.subarray(page, page + 512);
    const crun = fkp[511]!;
    for (let r = 0; r < crun && 4 * (crun + 1) + 13 * r < 511; r++) {
      const start = fkp.readUInt32LE(4 * r);
      const end = fkp.readUInt32LE(4 * (r + 1));
      const bOffset = fkp[4 * (crun + 1) + 13 * r]! * 2;
      let props = NO_PROPS;
      if (bOffset > 0 && bOffset < 511) {
        let cb = fkp[bOffset]!;
        let at = bOffset + 1;
        let size = cb * 2 - 1;
        if (cb === 0) {
          cb = fkp[at]!;
          at++;
          size = cb * 2;
        }
        // The first two bytes are the style index (istd); the sprms follow.
        if (size >= 2) props = propsOf(fkp.subarray(at + 2, Math.min(512, at + size)));
      }
      runs.push({ start, end, props });
    }
  }
  return runs.sort((a, b) => a.start - b.start);
}

function propsAt(runs: readonly PapxRun[], fc: number): Props {
  let lo = 0;
  let hi = runs.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const run = runs[mid]!;
    if (fc < run.start) hi = mid - 1;
    else if (fc >= run.end) lo = mid + 1;
    else return run.props;
  }
  return NO_PROPS;
}

interface Piece {
  cpStart: number;
  cpEnd: number;
  fc: number;
  compressed: boolean;
}

function pieces(table: Buffer, fcClx: number, lcbClx: number): Piece[] {
  let o = fcClx;
  const end = fcClx + lcbClx;
  if (end > table.length) throw new DocFormatError('CLX outside stream');
  while (o < end && table[o] === 0x01) o += 3 + table.readInt16LE(o + 1); // Prc: skipped
  if (table[o] !== 0x02) throw new DocFormatError('no piece table');
  const lcb = u32(table, o + 1);
  const plc = o + 5;
  const n = (lcb - 4) / 12;
  if (!Number.isInteger(n) || n < 1 || plc + lcb > table.length) throw new DocFormatError('bad piece table');
  const out: Piece[] = [];
  for (let i = 0; i < n; i++) {
    const raw = u32(table, plc + 4 * (n + 1) + 8 * i + 2);
    const compressed = (raw & 0x40000000) !== 0;
    const fc = raw & 0x3fffffff;
    out.push({
      cpStart: u32(table, plc + 4 * i),
      cpEnd: u32(table, plc + 4 * (i + 1)),
      fc: compressed ? fc / 2 : fc,
      compressed,
    });
  }
  return out;
}

/** Characters that carry no text: objects, footnote and annotation references, soft hyphens. */
const DROPPED = new Set([0x01, 0x02, 0x05, 0x08, 0x1f]);

export function readWordBinary(data: Buffer, maxChars: number): DocPart[] {
  const file = openCompoundFile(data);
  const word = file.stream('WordDocument');
  if (!word || u16(word, 0) !== 0xa5ec) throw new DocFormatError('no WordDocument stream');
  if (u16(word, 2) < 0x00c1) throw new DocFormatError('pre-97 Word file');
  const flags = u16(word, 0x0a);
  if (flags & 0x0100) throw new DocEncryptedError('encrypted');
  const table = file.stream(flags & 0x0200 ? '1Table' : '0Table');
  if (!table) throw new DocFormatError('no table stream');
  const csw = u16(word, 0x20);
  const lwAt = 0x22 + csw * 2;
  const cslw = u16(word, lwAt);
  const ccpText = u32(word, lwAt + 2 + 3 * 4);
  const blob = lwAt + 2 + cslw * 4 + 2;
  const pair = (i: number) => [u32(word, blob + i * 8), u32(word, blob + i * 8 + 4)] as const;
  const [fcClx, lcbClx] = pair(33);
  const [fcPapx, lcbPapx] = pair(13);
  const runs = papxRuns(word, table, fcPapx, lcbPapx);
  if (ccpText > maxChars) throw new RangeError('too much text');

  const parts: DocPart[] = [];
  let text = '';
  let cells: string[] = [];
  let cell = '';
  // Field nesting: inside a field's code (before its separator) characters are dropped.
  const fields: Array<{ inCode: boolean }> = [];
  const endParagraph = (mark: number, props: Props) => {
    // Outside tables a tab may still separate columns (a tab-aligned price list): it is kept there.
    const raw = text;
    text = '';
    if (!props.inTable) return parts.push({ kind: 'paragraph', text: raw.replace(/[^\S\t]+/g, ' ').trim() });
    const value = raw.replace(/\s+/g, ' ').trim();
    if (props.depth > 1 && !props.innerTtp) cell = cell ? `${cell} ${value}`.trim() : value;
    else if (props.ttp) {
      if (cell) cells.push(cell);
      parts.push({ kind: 'row', cells });
      cells = [];
      cell = '';
    } else if (mark === 0x07) {
      cells.push(cell ? `${cell} ${value}`.trim() : value);
      cell = '';
    } else cell = cell ? `${cell} ${value}`.trim() : value;
  };
  for (const piece of pieces(table, fcClx, lcbClx)) {
    const from = Math.max(0, piece.cpStart);
    const to = Math.min(ccpText, piece.cpEnd);
    if (to <= from) continue;
    const width = piece.compressed ? 1 : 2;
    const start = piece.fc + (from - piece.cpStart) * width;
    const bytes = word.subarray(start, start + (to - from) * width);
    if (bytes.length !== (to - from) * width) throw new DocFormatError('piece outside stream');
    const chars = piece.compressed ? decodeWindows1252(bytes) : bytes.toString('utf16le');
    for (let i = 0; i < chars.length; i++) {
      const code = chars.charCodeAt(i);
      if (code === 0x13) fields.push({ inCode: true });
      else if (code === 0x14 && fields.length) fields[fields.length - 1]!.inCode = false;
      else if (code === 0x15) fields.pop();
      else if (code === 0x0d || code === 0x07 || code === 0x0c)
        endParagraph(code, propsAt(runs, start + i * width));
      else if (fields.some((f) => f.inCode) || DROPPED.has(code)) continue;
      else if (code === 0x0b || code === 0xa0) text += ' ';
      else if (code === 0x1e) text += '-';
      else text += chars[i];
    }
  }
  if (text.trim()) parts.push({ kind: 'paragraph', text: text.replace(/[^\S\t]+/g, ' ').trim() });
  return parts;
}
