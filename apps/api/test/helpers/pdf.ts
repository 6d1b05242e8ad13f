/** PDF checks with the poppler and qpdf command-line tools, and binary responses from supertest. */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type supertest from 'supertest';
import { DataSource } from 'typeorm';
import type { TestApp } from './app';

const dir = mkdtempSync(join(tmpdir(), 'ofl-pdf-'));
let n = 0;

export function pdfFile(pdf: Buffer): string {
  const file = join(dir, `${(n += 1)}.pdf`);
  writeFileSync(file, pdf);
  return file;
}

/** Text of the PDF (or one page of it) as pdftotext extracts it, whitespace collapsed. */
export function pdfText(pdf: Buffer, page?: number): string {
  const range = page ? ['-f', String(page), '-l', String(page)] : [];
  return execFileSync('pdftotext', [...range, pdfFile(pdf), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

export function pdfInfo(pdf: Buffer): Record<string, string> {
  const out = execFileSync('pdfinfo', [pdfFile(pdf)], { encoding: 'utf8' });
  return Object.fromEntries(
    out
      .split('\n')
      .filter((l) => l.includes(':'))
      .map((l) => [l.slice(0, l.indexOf(':')).trim(), l.slice(l.indexOf(':') + 1).trim()]),
  );
}

/** Rows of pdffonts: name and whether the font is embedded. */
export function pdfFonts(pdf: Buffer): { name: string; embedded: boolean }[] {
  const out = execFileSync('pdffonts', [pdfFile(pdf)], { encoding: 'utf8' });
  return out
    .split('\n')
    .slice(2)
    .filter((l) => l.trim())
    .map((l) => {
      const cols = l.trim().split(/\s+/);
      // name type... encoding emb sub uni object-id gen: emb is the 5th column from the end.
      return { name: cols[0] ?? '', embedded: cols[cols.length - 5] === 'yes' };
    });
}

/** Number of images in the PDF (pdfimages -list). */
export function pdfImages(pdf: Buffer): number {
  const out = execFileSync('pdfimages', ['-list', pdfFile(pdf)], { encoding: 'utf8' });
  return out
    .split('\n')
    .slice(2)
    .filter((l) => l.trim()).length;
}

export function qpdfCheck(pdf: Buffer): { status: number | null; output: string } {
  const res = spawnSync('qpdf', ['--check', pdfFile(pdf)], { encoding: 'utf8' });
  return { status: res.status, output: `${res.stdout}${res.stderr}` };
}

/** Makes supertest collect a binary body into res.body as a Buffer. */
export function binary(req: supertest.Test): supertest.Test {
  return req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
}

/** Company details as the settings page stores them, written straight to the table. */
export async function setCompanyDetails(
  t: TestApp,
  companyId: string,
  details: {
    chamberOfCommerce?: string;
    iban?: string;
    vatNumber?: string;
    address?: string;
    email?: string;
    phone?: string;
  },
): Promise<void> {
  const ds = t.app.get(DataSource);
  await ds.query(
    `UPDATE companies SET chamber_of_commerce = $2, iban = $3, vat_number = $4, address = $5, email = $6, phone = $7 WHERE id = $1`,
    [
      companyId,
      details.chamberOfCommerce ?? '',
      details.iban ?? '',
      details.vatNumber ?? '',
      details.address ?? '',
      details.email ?? '',
      details.phone ?? '',
    ],
  );
}
