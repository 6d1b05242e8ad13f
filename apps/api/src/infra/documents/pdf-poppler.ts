/**
 * PDF words with positions from poppler's `pdftotext -bbox-layout` (C++, several times faster and
 * lighter than pdfjs on large price lists). Used when the binary is installed; pdf-text.ts (pdfjs) is
 * the fallback. The process gets the bytes on stdin (no file path from user input), a time-out and an
 * output cap.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { PdfTextItem } from './pdf-text';
import { DocumentReadError, READ_LIMITS, READ_MSG } from './reader';

const MAX_OUTPUT = 200 * 1024 * 1024;
let available: boolean | undefined;

/** True when `pdftotext` (poppler-utils) can be run; checked once per process. */
export function popplerAvailable(): boolean {
  if (available === undefined) {
    if (process.env.PDF_READER === 'pdfjs') available = false;
    else {
      const probe = spawnSync('pdftotext', ['-v'], { stdio: 'ignore', timeout: 5_000 });
      available = probe.status === 0;
    }
  }
  return available;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|apos|#(\d+));/g, (_, name: string, code?: string) =>
    code ? String.fromCodePoint(Number(code)) : ENTITIES[name]!,
  );

/** Parses the XHTML of `pdftotext -bbox-layout` into positioned words. */
export function parseBboxLayout(xhtml: string): { items: PdfTextItem[]; pages: number } {
  const items: PdfTextItem[] = [];
  let page = 0;
  const re = /<page\b|<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;
  for (const m of xhtml.matchAll(re)) {
    if (m[0] === '<page') {
      page++;
      continue;
    }
    const [x0, y0, x1, y1] = [m[1], m[2], m[3], m[4]].map(Number) as [number, number, number, number];
    const height = y1 - y0;
    // The word box spans ascender to descender (about 1.2 em); the baseline sits near its bottom.
    items.push({ str: decode(m[5]!), page, x: x0, y: y1 - height * 0.2, w: x1 - x0, size: height / 1.2 });
  }
  return { items, pages: page };
}

export function readPdfItemsPoppler(
  data: Buffer,
  timeoutMs: number = READ_LIMITS.timeoutMs,
): Promise<PdfTextItem[]> {
  return new Promise((resolve, reject) => {
    const child = spawn('pdftotext', ['-bbox-layout', '-', '-'], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let size = 0;
    let stderr = '';
    let failed: string | null = null;
    const timer = setTimeout(() => {
      failed = READ_MSG.timeout;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_OUTPUT) {
        failed = READ_MSG.tooComplex;
        child.kill('SIGKILL');
      } else out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4096) stderr += chunk.toString();
    });
    child.stdin.on('error', () => undefined); // the process may exit before reading everything
    child.stdin.end(data);
    child.on('error', () => {
      clearTimeout(timer);
      reject(new DocumentReadError(READ_MSG.pdfInvalid));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (failed) return reject(new DocumentReadError(failed));
      if (code !== 0) {
        const encrypted = code === 3 || /password/i.test(stderr);
        return reject(new DocumentReadError(encrypted ? READ_MSG.pdfEncrypted : READ_MSG.pdfInvalid));
      }
      const { items, pages } = parseBboxLayout(Buffer.concat(out).toString('utf8'));
      if (pages > READ_LIMITS.maxPdfPages) return reject(new DocumentReadError(READ_MSG.tooManyPages));
      resolve(items);
    });
  });
}
