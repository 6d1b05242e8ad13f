/**
 * HTML -> PDF with puppeteer-core on the system Chromium: bounded concurrency with a bounded wait
 * queue shared fairly between companies, a budget per render, and one retry on a fresh page when the
 * page or its browser is lost mid-render. The browser, its reusable pages, the relaunch after a crash
 * or hang, and the fence that aborts every request but data: URLs (JavaScript off) live in the page
 * pool (pdf-page-pool.ts), so a quote or template can never make the server fetch anything.
 *
 * Each render names its tenant (the company); slots are shared fairly between tenants (fair-slots.ts).
 */
import type { PDFOptions } from 'puppeteer-core';
import type { Logger } from 'pino';
import { DOCUMENT_STYLE_ID } from '@offerteflow/quote-document';
import { shellDocument, splitDocument } from './document-parts';
import { FairSlots, NoSlotError } from './fair-slots';
import { PdfPagePool, type PooledPage } from './pdf-page-pool';
import { PdfRenderError } from './pdf-render-error';

export { PdfRenderError, type PdfErrorKind } from './pdf-render-error';

export interface PdfRendererOptions {
  chromiumPath?: string;
  /** Pages rendering at the same time (default 2: the machine's cores). */
  concurrency?: number;
  /** Renders waiting for a slot before new ones are refused (default 64). */
  maxQueue?: number;
  /**
   * Budget of one render from the moment it has its slot (page, layout, print), ms (default 20 s).
   * A render over budget fails for good ('timeout'): the same document would only fail again.
   */
  timeoutMs?: number;
  /** How long a render waits for a slot before it is refused as 'busy' (default 8 s or the budget). */
  maxWaitMs?: number;
  /** Body characters above which a document is heavy (see fair-slots.ts; default 64,000). */
  heavyChars?: number;
  /** A page is replaced after this many renders, to keep memory flat (default 200). */
  pageMaxUses?: number;
}

export interface PdfRenderOptions {
  /** Chromium footerTemplate (pageNumber/totalPages spans are filled in). */
  footerTemplate?: string;
  margin?: PDFOptions['margin'];
  /** Overrides the renderer's budget for this render. */
  timeoutMs?: number;
  /** Whose render this is (a company id): slots are shared fairly between tenants. */
  tenant?: string;
}

export interface PdfPoolStatus {
  status: 'up' | 'idle' | 'down';
  concurrency: number;
  pages: number;
  busy: number;
  waiting: number;
  rendered: number;
  failed: number;
  launches: number;
  detail?: string;
}

/**
 * Runs in the page (JavaScript of the document itself stays disabled): swaps title, style and body,
 * then waits until the images (data: URLs) are decoded. The argument is JSON of DocumentParts.
 */
const SWAP_DOCUMENT = `(p) => {
  document.documentElement.lang = p.lang;
  document.querySelector('title').innerHTML = p.title;
  document.getElementById(p.styleId).textContent = p.css;
  document.body.setAttribute('class', p.bodyClass);
  document.body.innerHTML = p.body;
  return Promise.all(Array.from(document.images, (img) => img.decode().catch(() => undefined))).then(() => true);
}`;

/** Errors of a page (or its browser) that went away mid-command: worth one retry on a new page. */
function isLostTarget(err: unknown): boolean {
  return err instanceof Error && /session closed|target closed|target crashed|detached/i.test(err.message);
}

export class PdfRenderer {
  private readonly concurrency: number;
  private readonly maxQueue: number;
  private readonly timeoutMs: number;
  private readonly maxWaitMs: number;
  private readonly heavyChars: number;
  private readonly pages: PdfPagePool;
  private readonly slots: FairSlots;
  private rendered = 0;
  private failed = 0;
  private closed = false;

  constructor(
    options: PdfRendererOptions,
    private readonly logger?: Logger,
  ) {
    this.concurrency = Math.max(1, options.concurrency ?? 2);
    this.maxQueue = Math.max(0, options.maxQueue ?? 64);
    this.timeoutMs = options.timeoutMs ?? 20_000;
    this.maxWaitMs = options.maxWaitMs ?? Math.min(8_000, this.timeoutMs);
    this.heavyChars = options.heavyChars ?? 64_000;
    this.pages = new PdfPagePool(
      { chromiumPath: options.chromiumPath, pageMaxUses: options.pageMaxUses ?? 200 },
      logger,
    );
    this.slots = new FairSlots(this.concurrency, this.maxQueue, this.maxWaitMs);
  }

  status(): PdfPoolStatus {
    const base = {
      concurrency: this.concurrency,
      pages: this.pages.idlePages + this.slots.inUse,
      busy: this.slots.inUse,
      waiting: this.slots.waiting,
      rendered: this.rendered,
      failed: this.failed,
      launches: this.pages.launches,
    };
    if (this.pages.hasBrowser) return { status: 'up', ...base };
    const lastError = this.pages.lastError;
    if (lastError) return { status: 'down', ...base, detail: lastError };
    return { status: 'idle', ...base };
  }

  /** Starts the browser and one page ahead of the first render. */
  async warmUp(): Promise<void> {
    await this.takeSlot('', false);
    try {
      this.pages.give(await this.pages.take(), true);
    } finally {
      this.slots.free('');
    }
  }

  /**
   * Renders a complete HTML document to an A4 PDF: waits for a slot of `options.tenant` (at most
   * maxWaitMs, else 'busy'), then has `timeoutMs` for page, layout and print (else 'timeout').
   */
  async render(html: string, options: PdfRenderOptions = {}): Promise<Buffer> {
    if (this.closed) throw new PdfRenderError('unavailable', 'PDF renderer is closed');
    const tenant = options.tenant ?? '';
    await this.takeSlot(tenant, this.isHeavy(html));
    const budgetMs = options.timeoutMs ?? this.timeoutMs;
    const deadline = Date.now() + budgetMs;
    let timer: NodeJS.Timeout | undefined;
    let slot: PooledPage | undefined;
    let timedOut = false;
    const work = (async () => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          slot = await this.pages.take();
        } catch (err) {
          // A page that closed while it was being set up: try once more on a fresh page.
          if (attempt > 1 || timedOut || !isLostTarget(err)) throw err;
          this.logger?.warn({ err }, 'pdf page closed during setup; retrying');
          continue;
        }
        if (timedOut) return Buffer.alloc(0);
        try {
          return await this.print(slot, html, options, deadline);
        } catch (err) {
          const browser = slot.page.browser();
          const lost = !browser.connected || slot.page.isClosed() || isLostTarget(err);
          if (attempt > 1 || !lost || timedOut) throw err;
          // The browser or the page died under this render: drop it and try once more (same slot).
          this.logger?.warn({ err }, 'pdf page or browser lost during a render; retrying');
          const dead = slot;
          slot = undefined;
          this.pages.dropIfDisconnected(browser);
          this.pages.give(dead, false);
        }
      }
    })();
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        timedOut = true;
        reject(new PdfRenderError('timeout', `PDF render went over its budget of ${budgetMs} ms`));
      }, budgetMs);
    });
    try {
      const pdf = await Promise.race([work, timeout]);
      this.rendered += 1;
      if (slot) this.pages.give(slot, true);
      this.slots.free(tenant);
      return pdf;
    } catch (err) {
      this.failed += 1;
      // A page that failed or hung is not reused: closed now (which stops its work), or once the
      // page it was still waiting for arrives; the slot is free again only then.
      if (slot) {
        this.pages.give(slot, false);
        this.slots.free(tenant);
      } else
        void work
          .then(
            () => undefined,
            () => undefined,
          )
          .finally(() => {
            if (slot) this.pages.give(slot, false);
            this.slots.free(tenant);
          });
      if (err instanceof PdfRenderError) throw err;
      this.logger?.warn({ err }, 'pdf render failed');
      throw new PdfRenderError('failed', 'PDF render failed', { cause: err });
    } finally {
      clearTimeout(timer);
    }
  }

  /** A slot of the fair pool (fair-slots.ts); no slot within maxWaitMs or a full queue is 'busy'. */
  private async takeSlot(tenant: string, heavy: boolean): Promise<void> {
    try {
      await this.slots.take(tenant, heavy);
    } catch (err) {
      throw err instanceof NoSlotError ? new PdfRenderError('busy', err.message) : err;
    }
  }

  /** Heavy: more body text than `heavyChars` (the fonts of a quote document do not count). */
  private isHeavy(html: string): boolean {
    return (splitDocument(html)?.body.length ?? html.length) > this.heavyChars;
  }

  /**
   * Loads the document into the page. A quote document whose fonts are already loaded in this page
   * only gets its title, style and body swapped (no new document, so the fonts are not decoded
   * again: about a quarter less CPU per PDF); anything else is a plain setContent.
   */
  private async load(slot: PooledPage, html: string, deadline: number): Promise<void> {
    const { page } = slot;
    const parts = splitDocument(html);
    if (!parts) {
      slot.fontCss = undefined;
      await page.setContent(html, { waitUntil: 'load', timeout: Math.max(1, deadline - Date.now()) });
      return;
    }
    if (slot.fontCss !== parts.fontCss) {
      slot.fontCss = undefined;
      await page.setContent(shellDocument(parts), {
        waitUntil: 'load',
        timeout: Math.max(1, deadline - Date.now()),
      });
      slot.fontCss = parts.fontCss;
    }
    const arg = JSON.stringify({ ...parts, fontCss: '', styleId: DOCUMENT_STYLE_ID });
    await page.evaluate(`(${SWAP_DOCUMENT})(${arg})`);
  }

  private async print(
    slot: PooledPage,
    html: string,
    options: PdfRenderOptions,
    deadline: number,
  ): Promise<Buffer> {
    const { page } = slot;
    await this.load(slot, html, deadline);
    const pdf = await page.pdf({
      format: 'A4',
      printBackground: true,
      tagged: false,
      outline: false,
      displayHeaderFooter: options.footerTemplate !== undefined,
      headerTemplate: '<span></span>',
      footerTemplate: options.footerTemplate ?? '<span></span>',
      margin: options.margin,
      timeout: Math.max(1, deadline - Date.now()),
    });
    return Buffer.from(pdf);
  }

  /** The browser process (tests kill it to prove the relaunch). */
  browserProcessId(): number | undefined {
    return this.pages.browserProcessId();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.slots.failAll(new PdfRenderError('unavailable', 'PDF renderer closed'));
    await this.pages.close();
  }
}
