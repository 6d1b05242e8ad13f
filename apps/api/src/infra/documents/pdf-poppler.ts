/**
 * PDF words with positions from poppler's `pdftotext -bbox-layout` (C++, several times faster and
 * lighter than pdfjs on large price lists). Used when the binary is installed; pdf-text.ts (pdfjs) is
 * the fallback. The process gets the bytes on stdin (no file path from user input), a time-out and an
 * output cap. Scanned pages are found with `pdfimages -list` and rendered for OCR with `pdftoppm`.
 */
import type { PositionedWord } from './layout';
import type { PdfPage, PdfText } from './pdf-text';
import { DocumentReadError, READ_LIMITS, READ_MSG } from './reader';
import { runTool, ToolError, toolRuns, type ToolResult } from './run-tool';

const MAX_OUTPUT = 200 * 1024 * 1024;
let available: boolean | undefined;

/** True when `pdftotext` (poppler-utils) can be run; checked once per process. */
export function popplerAvailable(): boolean {
  if (available === undefined) {
    if (process.env.PDF_READER === 'pdfjs') available = false;
    else available = toolRuns('pdftotext', ['-v']).ok;
  }
  return available;
}

let renderer: boolean | undefined;

/** True when `pdftoppm` and `pdfimages` (poppler-utils) can be run, needed to OCR scanned PDF pages. */
export function pageRendererAvailable(): boolean {
  renderer ??= toolRuns('pdftoppm', ['-v']).ok && toolRuns('pdfimages', ['-v']).ok;
  return renderer;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|apos|#(\d+));/g, (_, name: string, code?: string) =>
    code ? String.fromCodePoint(Number(code)) : ENTITIES[name]!,
  );

/** Parses the XHTML of `pdftotext -bbox-layout` into positioned words and page sizes. */
export function parseBboxLayout(xhtml: string): PdfText {
  const items: PositionedWord[] = [];
  const pages: PdfPage[] = [];
  let page = 0;
  const re =
    /<page width="([\d.]+)" height="([\d.]+)"|<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;
  for (const m of xhtml.matchAll(re)) {
    if (m[1] !== undefined) {
      page++;
      pages.push({ width: Number(m[1]), height: Number(m[2]) });
      continue;
    }
    const [x0, y0, x1, y1] = [m[3], m[4], m[5], m[6]].map(Number) as [number, number, number, number];
    const height = y1 - y0;
    // The word box spans ascender to descender (about 1.2 em); the baseline sits near its bottom.
    items.push({ str: decode(m[7]!), page, x: x0, y: y1 - height * 0.2, w: x1 - x0, size: height / 1.2 });
  }
  return { items, pages };
}

export async function readPdfItemsPoppler(
  data: Buffer,
  timeoutMs: number = READ_LIMITS.timeoutMs,
): Promise<PdfText> {
  let result: ToolResult;
  try {
    result = await runTool('pdftotext', ['-bbox-layout', '-', '-'], data, {
      timeoutMs,
      maxOutputBytes: MAX_OUTPUT,
    });
  } catch (err) {
    const reason = err instanceof ToolError ? err.reason : 'spawn';
    throw new DocumentReadError(
      reason === 'timeout'
        ? READ_MSG.timeout
        : reason === 'output'
          ? READ_MSG.tooComplex
          : READ_MSG.pdfInvalid,
    );
  }
  if (result.code !== 0) {
    const encrypted = result.code === 3 || /password/i.test(result.stderr);
    throw new DocumentReadError(encrypted ? READ_MSG.pdfEncrypted : READ_MSG.pdfInvalid);
  }
  const text = parseBboxLayout(result.stdout.toString('utf8'));
  if (text.pages.length > READ_LIMITS.maxPdfPages) throw new DocumentReadError(READ_MSG.tooManyPages);
  return text;
}

/** Pages (1-based) with at least one embedded image of some size, from `pdfimages -list`. */
export async function pagesWithImages(data: Buffer, timeoutMs: number): Promise<Set<number>> {
  const result = await runTool('pdfimages', ['-list', '-'], data, {
    timeoutMs,
    maxOutputBytes: 8 * 1024 * 1024,
  });
  const pages = new Set<number>();
  for (const line of result.stdout.toString('latin1').split('\n')) {
    const m = /^\s*(\d+)\s+\d+\s+(\w+)\s+(\d+)\s+(\d+)/.exec(line);
    // Masks and tiny images (bullets, logos) are no scanned page.
    if (m && m[2] !== 'smask' && Number(m[3]) * Number(m[4]) >= 100_000) pages.add(Number(m[1]));
  }
  return pages;
}

/** One page rendered as a greyscale PNG at `dpi` by pdftoppm. */
export async function renderPage(
  data: Buffer,
  page: number,
  dpi: number,
  timeoutMs: number,
): Promise<Buffer> {
  const args = ['-f', String(page), '-l', String(page), '-r', String(dpi), '-gray', '-png', '-'];
  const result = await runTool('pdftoppm', args, data, { timeoutMs, maxOutputBytes: 64 * 1024 * 1024 });
  if (result.code !== 0 || result.stdout.length === 0) throw new DocumentReadError(READ_MSG.pdfInvalid);
  return result.stdout;
}
