/**
 * PDF text items with their positions, read by pdfjs-dist (legacy build) in a worker thread: the ESM
 * library loads there (not in the CommonJS API bundle), a time-out terminates the thread, and its heap
 * is capped so a hostile PDF cannot take the worker process down.
 */
import { Worker } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { PositionedWord } from './layout';
import { DocumentReadError, READ_LIMITS, READ_MSG } from './reader';

/** Size of a page in PDF points. */
export interface PdfPage {
  width: number;
  height: number;
}

/** The positioned text runs of a PDF and the size of each of its pages (index 0 is page 1). */
export interface PdfText {
  items: PositionedWord[];
  pages: PdfPage[];
}

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const pdfjs = await import(workerData.pdfjsUrl);
  const task = pdfjs.getDocument({
    data: new Uint8Array(workerData.data),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    const doc = await task.promise;
    if (doc.numPages > workerData.maxPages) return parentPort.postMessage({ error: 'tooManyPages' });
    const items = [];
    const pages = [];
    for (let p = 1; p <= doc.numPages; p++) {
      const page = await doc.getPage(p);
      const view = page.view;
      const height = view[3] - view[1];
      pages.push({ width: view[2] - view[0], height });
      const content = await page.getTextContent();
      for (const it of content.items) {
        if (!it.str || !it.str.trim()) continue;
        const t = it.transform;
        items.push({ str: it.str, page: p, x: t[4], y: height - t[5], w: it.width, size: Math.hypot(t[2], t[3]) || Math.abs(t[3]) });
      }
      page.cleanup();
    }
    parentPort.postMessage({ items, pages });
  } catch (err) {
    const name = err && err.name;
    parentPort.postMessage({ error: name === 'PasswordException' ? 'encrypted' : 'invalid', detail: String((err && err.message) || err) });
  } finally {
    await task.destroy().catch(() => {});
  }
})().catch((err) => parentPort.postMessage({ error: 'invalid', detail: String((err && err.stack) || err) }));
`;

const ERRORS: Record<string, string> = {
  encrypted: READ_MSG.pdfEncrypted,
  invalid: READ_MSG.pdfInvalid,
  tooManyPages: READ_MSG.tooManyPages,
};

export function readPdfItems(data: Buffer, timeoutMs: number = READ_LIMITS.timeoutMs): Promise<PdfText> {
  const pdfjsUrl = pathToFileURL(require.resolve('pdfjs-dist/legacy/build/pdf.mjs')).href;
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { data, pdfjsUrl, maxPages: READ_LIMITS.maxPdfPages },
      resourceLimits: { maxOldGenerationSizeMb: 384 },
    });
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(() => finish(() => reject(new DocumentReadError(READ_MSG.timeout))), timeoutMs);
    worker.on('message', (msg: { items?: PositionedWord[]; pages?: PdfPage[]; error?: string }) => {
      finish(() =>
        msg.items && msg.pages
          ? resolve({ items: msg.items, pages: msg.pages })
          : reject(new DocumentReadError(ERRORS[msg.error ?? ''] ?? READ_MSG.pdfInvalid)),
      );
    });
    worker.on('error', (err: Error & { code?: string }) =>
      finish(() =>
        reject(
          new DocumentReadError(
            err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? READ_MSG.tooComplex : READ_MSG.pdfInvalid,
          ),
        ),
      ),
    );
    worker.on('exit', () => finish(() => reject(new DocumentReadError(READ_MSG.pdfInvalid))));
  });
}
