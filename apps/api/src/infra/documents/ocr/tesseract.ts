/**
 * OCR words with boxes and confidences from Debian's tesseract (`tesseract-ocr` with the Dutch data of
 * `tesseract-ocr-nld`): the PNG goes in on stdin, `tsv` output comes back on stdout. One thread per
 * process (OMP_THREAD_LIMIT=1: on a shared machine more threads only add contention), a time-out per page.
 */
import type { PositionedWord } from '../layout';
import { DocumentReadError } from '../reader';
import { runTool, ToolError, toolRuns } from '../run-tool';
import { OCR_MSG } from './ocr-messages';

export const OCR_LANGUAGE = 'nld';

export interface OcrStatus {
  available: boolean;
  /** Why not, in English for the operator's log. */
  detail?: string;
}

const statuses = new Map<string, OcrStatus>();

/** Whether `command` runs as tesseract and has the Dutch language data; checked once per process. */
export function ocrStatus(command: string): OcrStatus {
  let status = statuses.get(command);
  if (!status) {
    const langs = toolRuns(command, ['--list-langs']);
    if (!langs.ok)
      status = { available: false, detail: `${command} cannot be run (tesseract-ocr not installed?)` };
    else if (!new RegExp(`^${OCR_LANGUAGE}$`, 'm').test(langs.stdout))
      status = {
        available: false,
        detail: `${command} has no '${OCR_LANGUAGE}' data (install tesseract-ocr-nld)`,
      };
    else status = { available: true };
    statuses.set(command, status);
  }
  return status;
}

/** Words whose text is only rule or border ink (table lines read as characters). */
const JUNK = /^[|_=~\\/[\]{}¦‘’'"`.,:;]+$/;
/** Words tesseract itself hardly believes in are noise (specks, shadows). */
const MIN_CONFIDENCE = 20;

/**
 * A word this much flatter than the page's median word is a rule line read as letters (a ruled table in
 * a photo); dashes are flat by nature and kept.
 */
const MIN_HEIGHT_SHARE = 0.3;
const DASHES = /^[-–—]+$/;

/** Letters that reach below the baseline. */
const DESCENDERS = /[gjpqy,;]/;

/**
 * Words of tesseract's TSV in PDF points (`scale` = 72 / dpi), so OCR words and text-layer words share
 * one unit. A word's font size comes from the median word height of its line (a capital or ascender
 * word is about 0.72 em high), its baseline from its own box: tesseract may put the centred cells of a
 * table row in one tall line, so line boxes are not used for positions.
 */
export function parseTsv(tsv: string, page: number, scale: number): PositionedWord[] {
  const rows = tsv
    .split('\n')
    .map((l) => l.split('\t'))
    .filter((r) => r[0] === '5' && r.length >= 12);
  const heights = new Map<string, number[]>();
  const lineOf = (r: string[]) => `${r[2]}.${r[3]}.${r[4]}`;
  for (const r of rows) {
    const list = heights.get(lineOf(r)) ?? [];
    list.push(Number(r[9]));
    heights.set(lineOf(r), list);
  }
  const all = rows.map((r) => Number(r[9])).sort((a, b) => a - b);
  const pageMedian = all[Math.floor(all.length / 2)] ?? 0;
  const words: PositionedWord[] = [];
  for (const r of rows) {
    const text = (r[11] ?? '').trim();
    const conf = Number(r[10]);
    if (!text || !(conf >= MIN_CONFIDENCE) || JUNK.test(text)) continue;
    const [left, top, width, height] = [r[6], r[7], r[8], r[9]].map(Number) as [
      number,
      number,
      number,
      number,
    ];
    if (height < pageMedian * MIN_HEIGHT_SHARE && !DASHES.test(text)) continue;
    const sorted = (heights.get(lineOf(r)) ?? [height]).sort((a, b) => a - b);
    const size = Math.max(sorted[Math.floor(sorted.length / 2)]!, pageMedian) / 0.72;
    const baseline = top + height - (DESCENDERS.test(text) ? size * 0.2 : 0);
    words.push({
      str: text,
      page,
      x: left * scale,
      y: baseline * scale,
      w: width * scale,
      size: size * scale,
      conf: Math.round(conf * 10) / 10,
    });
  }
  return words;
}

export interface RecogniseOptions {
  command: string;
  page: number;
  dpi: number;
  timeoutMs: number;
}

/** Runs tesseract on one prepared PNG and returns its words in points of a `dpi` page. */
export async function recogniseWords(png: Buffer, options: RecogniseOptions): Promise<PositionedWord[]> {
  if (!ocrStatus(options.command).available) throw new DocumentReadError(OCR_MSG.unavailable);
  // Sparse text (psm 11): every cell found on its own with its box; the layout rebuild orders them.
  // psm 6 (one uniform block) merged the vertically centred cells of a table row into garbage.
  const args = ['stdin', 'stdout', '-l', OCR_LANGUAGE, '--psm', '11', '--dpi', String(options.dpi), 'tsv'];
  let tsv: string;
  try {
    const result = await runTool(options.command, args, png, {
      timeoutMs: options.timeoutMs,
      maxOutputBytes: 32 * 1024 * 1024,
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    });
    if (result.code !== 0) throw new DocumentReadError(OCR_MSG.imageUnreadable);
    tsv = result.stdout.toString('utf8');
  } catch (err) {
    if (err instanceof ToolError && err.reason === 'timeout')
      throw new DocumentReadError(OCR_MSG.pageTimeout);
    if (err instanceof DocumentReadError) throw err;
    throw new DocumentReadError(OCR_MSG.imageUnreadable);
  }
  return parseTsv(tsv, options.page, 72 / options.dpi);
}
