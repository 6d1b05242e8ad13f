/** PDF checks for specs: fetch a quote's PDF as the app serves it, read its text, fonts and pixels. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'ofl-e2e-pdf-'));
let files = 0;
process.on('exit', () => rmSync(tmp, { recursive: true, force: true }));

/** The quote's PDF as the app serves it, with the access token the web app keeps in localStorage. */
export async function fetchPdf(page: Page, quoteId: string): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  expect(token).toBeTruthy();
  const res = await page.request.get(`/api/quotes/${quoteId}/pdf`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  const file = path.join(tmp, `quote-${(files += 1)}.pdf`);
  writeFileSync(file, await res.body());
  return file;
}

/** pdftotext output in layout mode (a table row stays on one line), whitespace collapsed. */
export function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

/** The embedded font names of a PDF (pdffonts), subset prefixes included ('AAAAAA+Arimo-Bold'). */
export function pdfFontNames(file: string): string[] {
  const out = execFileSync('pdffonts', [file], { encoding: 'utf8' });
  return out
    .split('\n')
    .slice(2)
    .map((line) => line.split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

/**
 * Renders page 1 at 50 dpi with pdftoppm (binary PPM, P6: no PNG decoder needed) and counts the
 * pixels within `tolerance` per channel of the colour.
 */
export function pixelsOfColour(file: string, hex: string, tolerance = 6): { matches: number; total: number } {
  const out = path.join(tmp, `page-${(files += 1)}`);
  execFileSync('pdftoppm', ['-r', '50', '-f', '1', '-l', '1', '-singlefile', file, out]);
  const ppm = readFileSync(`${out}.ppm`);
  // Header: "P6" width height maxval, each followed by one whitespace character.
  const header = /^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(ppm.subarray(0, 64).toString('latin1'));
  if (!header || header[3] !== '255') throw new Error('unexpected PPM header');
  const [width, height] = [Number(header[1]), Number(header[2])];
  const pixels = ppm.subarray(header[0].length);
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  let matches = 0;
  for (let i = 0; i + 2 < width * height * 3; i += 3) {
    if (
      Math.abs(pixels[i]! - r) <= tolerance &&
      Math.abs(pixels[i + 1]! - g) <= tolerance &&
      Math.abs(pixels[i + 2]! - b) <= tolerance
    ) {
      matches += 1;
    }
  }
  return { matches, total: width * height };
}
