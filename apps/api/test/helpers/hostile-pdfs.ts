/**
 * Small hand-built PDFs for the bad-input tests: many pages, a decompression bomb image, a broken
 * file. Written with a correct cross-reference table so readers parse them as intended.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

type Obj = string | Buffer;

export function buildPdf(objects: Obj[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((o, i) => {
    offsets.push(length);
    const body = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      Buffer.isBuffer(o) ? o : Buffer.from(o),
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(body);
    length += body.length;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  return Buffer.concat([...parts, Buffer.from(xref)]);
}

/** A PDF of `n` pages, each with a coloured band and a line of Helvetica text. */
export function manyPagesPdf(n: number): Buffer {
  const content = 'q 0.1 0.3 0.7 rg 0 760 595 82 re f Q BT /F1 12 Tf 50 700 Td (Offerte) Tj ET';
  const objects: Obj[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Count ${n} /Kids [${Array.from({ length: n }, (_, i) => `${i + 5} 0 R`).join(' ')}] >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  for (let i = 0; i < n; i += 1)
    objects.push(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents 4 0 R >>',
    );
  return buildPdf(objects);
}

/** One page with an image of side×side grey pixels (all zero, so it compresses ~1000:1). */
export function imageBombPdf(side = 20_000): Buffer {
  const pixels = deflateSync(Buffer.alloc(side * side), { level: 9 });
  const content = `q 500 0 0 500 50 300 cm /Im1 Do Q`;
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Count 1 /Kids [3 0 R] >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    Buffer.concat([
      Buffer.from(
        `<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode /Length ${pixels.length} >>\nstream\n`,
      ),
      pixels,
      Buffer.from('\nendstream'),
    ]),
  ]);
}

/** A real PDF encrypted with a user password (qpdf, AES-256). */
export function encryptedPdf(source: Buffer): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'ofl-enc-'));
  writeFileSync(join(dir, 'in.pdf'), source);
  execFileSync('qpdf', [
    '--encrypt',
    'geheim',
    'geheim',
    '256',
    '--',
    join(dir, 'in.pdf'),
    join(dir, 'out.pdf'),
  ]);
  return readFileSync(join(dir, 'out.pdf'));
}

/** A PDF header followed by garbage: passes the content check, fails to parse. */
export const brokenPdf = (): Buffer =>
  Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 0x41), Buffer.from('\n%%EOF')]);
