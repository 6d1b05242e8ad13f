/**
 * PDF words with positions from poppler's `pdftotext -bbox` (C++, several times faster and
 * lighter than pdfjs on large price lists). Used when the binary is installed; pdf-text.ts (pdfjs) is
 * the fallback. The process gets the bytes on stdin (no file path from user input), a time-out and an
 * output cap. Scanned pages are found with `pdfimages -list`; for OCR their image is extracted with
 * `pdfimages` (or, when a page holds more than one image, the page is rendered with `pdftoppm`).
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
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

/** True when `pdftoppm`, `pdfimages` and `pdfinfo` (poppler-utils) run, needed to OCR scanned pages. */
export function pageRendererAvailable(): boolean {
  renderer ??= ['pdftoppm', 'pdfimages', 'pdfinfo'].every((tool) => toolRuns(tool, ['-v']).ok);
  return renderer;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|apos|#(\d+));/g, (_, name: string, code?: string) =>
    code ? String.fromCodePoint(Number(code)) : ENTITIES[name]!,
  );

/** Parses the XHTML of `pdftotext -bbox` (or `-bbox-layout`) into positioned words and page sizes. */
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

/** A PDF this long is read in page ranges side by side; below it one process is quicker. */
const MIN_PAGES_PER_RANGE = 8;

/** Contiguous page ranges [first, last], one per core, none shorter than MIN_PAGES_PER_RANGE. */
export function pageRanges(pageCount: number, cores: number): Array<[number, number]> {
  const count = Math.max(1, Math.min(cores, Math.floor(pageCount / MIN_PAGES_PER_RANGE)));
  const ranges: Array<[number, number]> = [];
  for (let i = 0, first = 1; i < count; i++) {
    const last = Math.round(((i + 1) * pageCount) / count);
    ranges.push([first, last]);
    first = last + 1;
  }
  return ranges;
}

/** The page count from `pdfinfo`, or null when it cannot tell (pdftotext then reports why). */
async function pageCount(data: Buffer, timeoutMs: number): Promise<number | null> {
  const result = await runTool('pdfinfo', ['-'], data, { timeoutMs, maxOutputBytes: 1024 * 1024 }).catch(
    () => null,
  );
  const pages = result?.code === 0 ? /^Pages:\s+(\d+)/m.exec(result.stdout.toString('latin1')) : null;
  return pages ? Number(pages[1]) : null;
}

/** Words and page sizes of the pages in `range` (all pages without one), numbered from its first page. */
async function readRange(data: Buffer, timeoutMs: number, range?: [number, number]): Promise<PdfText> {
  const pages = range ? ['-f', String(range[0]), '-l', String(range[1])] : [];
  let result: ToolResult;
  try {
    result = await runTool('pdftotext', ['-bbox', ...pages, '-', '-'], data, {
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
  const offset = range ? range[0] - 1 : 0;
  if (offset) for (const w of text.items) w.page += offset;
  return text;
}

/**
 * Words of every page. A long PDF is read by one pdftotext per core, each on a range of pages (the
 * 40-page list of bench/onboarding.mjs in about half the time); a short one, or one pdfinfo cannot
 * count, by a single process.
 */
export async function readPdfItemsPoppler(
  data: Buffer,
  timeoutMs: number = READ_LIMITS.timeoutMs,
): Promise<PdfText> {
  const count = await pageCount(data, timeoutMs);
  if (count !== null && count > READ_LIMITS.maxPdfPages) throw new DocumentReadError(READ_MSG.tooManyPages);
  const ranges = count === null ? [] : pageRanges(count, availableParallelism());
  const parts =
    ranges.length > 1
      ? await Promise.all(ranges.map((range) => readRange(data, timeoutMs, range)))
      : [await readRange(data, timeoutMs)];
  const text: PdfText = { items: parts.flatMap((p) => p.items), pages: parts.flatMap((p) => p.pages) };
  if (text.pages.length > READ_LIMITS.maxPdfPages) throw new DocumentReadError(READ_MSG.tooManyPages);
  return text;
}

/** The images of a page worth reading (masks and small images such as logos left out). */
export interface PageImages {
  count: number;
  /** Resolution of the largest image on the page, in pixels per inch. */
  ppi: number;
}

/** Per page (1-based), its embedded images of some size, from `pdfimages -list`. */
export async function pageImages(data: Buffer, timeoutMs: number): Promise<Map<number, PageImages>> {
  const result = await runTool('pdfimages', ['-list', '-'], data, {
    timeoutMs,
    maxOutputBytes: 8 * 1024 * 1024,
  });
  const pages = new Map<number, PageImages & { area: number }>();
  for (const line of result.stdout.toString('latin1').split('\n')) {
    const f = line.trim().split(/\s+/);
    // page num type width height color comp bpc enc interp object ID x-ppi y-ppi size ratio
    if (f.length < 14 || !/^\d+$/.test(f[0]!) || f[2] === 'smask' || f[2] === 'stencil') continue;
    const area = Number(f[3]) * Number(f[4]);
    if (area < 100_000) continue;
    const page = Number(f[0]);
    const seen = pages.get(page);
    const ppi = Number(f[12]) || 0;
    if (!seen) pages.set(page, { count: 1, ppi, area });
    else
      pages.set(page, {
        count: seen.count + 1,
        ppi: area > seen.area ? ppi : seen.ppi,
        area: Math.max(area, seen.area),
      });
  }
  return pages;
}

/**
 * The one image of a page as stored (JPEG passed through, anything else decoded to PNG by pdfimages),
 * turned by the page's /Rotate: a scanned page is its image, and extracting it takes milliseconds where
 * rendering the page at 200 dpi took seconds. Written to a private temporary directory, removed after.
 */
export async function extractPageImage(
  data: Buffer,
  page: number,
  timeoutMs: number,
): Promise<{ image: Buffer; rotation: number } | null> {
  const dir = await mkdtemp(join(tmpdir(), 'ofl-page-'));
  try {
    const p = String(page);
    const result = await runTool('pdfimages', ['-f', p, '-l', p, '-j', '-png', '-', join(dir, 'img')], data, {
      timeoutMs,
      maxOutputBytes: 1024 * 1024,
    });
    const files = (await readdir(dir)).filter((f) => /\.(jpg|png)$/.test(f));
    if (result.code !== 0 || files.length !== 1) return null;
    const info = await runTool('pdfinfo', ['-f', p, '-l', p, '-'], data, {
      timeoutMs,
      maxOutputBytes: 1024 * 1024,
    });
    const rotation = Number(
      new RegExp(`Page\\s+${page} rot:\\s+(\\d+)`).exec(info.stdout.toString('latin1'))?.[1] ?? 0,
    );
    return { image: await readFile(join(dir, files[0]!)), rotation: rotation % 360 };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
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
