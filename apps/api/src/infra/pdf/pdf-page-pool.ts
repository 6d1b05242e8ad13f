/**
 * The browser and its pages for the PDF renderer (pdf-renderer.ts): one Chromium, launched on first
 * use and relaunched after it crashed, disconnected or stopped answering, and a pool of reusable
 * pages. Every request a page makes is aborted unless it is a data: URL, JavaScript is off and the
 * browser gets a dead proxy, so a quote or template can never make the server fetch anything.
 *
 * The pool does not count slots: the renderer hands out at most `concurrency` pages at a time.
 */
import puppeteer, { type Browser, type HTTPRequest, type Page } from 'puppeteer-core';
import type { Logger } from 'pino';
import { findChromium } from '../chromium/chromium';
import { PdfRenderError } from './pdf-render-error';

export interface PdfPagePoolOptions {
  chromiumPath?: string;
  /** A page is replaced after this many renders, to keep memory flat. */
  pageMaxUses: number;
}

export interface PooledPage {
  page: Page;
  uses: number;
  /** Fonts CSS of the base document loaded in the page (see document-parts.ts). */
  fontCss?: string;
}

const LAUNCH_ARGS = [
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-extensions',
  '--disable-background-networking',
  '--disable-default-apps',
  '--disable-sync',
  '--no-first-run',
  '--no-default-browser-check',
  '--mute-audio',
  '--hide-scrollbars',
  '--font-render-hinting=none',
  '--proxy-server=127.0.0.1:9',
  '--proxy-bypass-list=<-loopback>',
];

function blockNonDataRequests(request: HTTPRequest): void {
  if (request.isInterceptResolutionHandled()) return;
  // A request of a page that closed meanwhile rejects; that must not become an unhandled rejection.
  const settled = request.url().startsWith('data:') ? request.continue() : request.abort('blockedbyclient');
  settled.catch(() => undefined);
}

export class PdfPagePool {
  private browser?: Promise<Browser>;
  private current?: Browser;
  private readonly idle: PooledPage[] = [];
  private launchCount = 0;
  private lastLaunchError?: string;
  private closed = false;

  constructor(
    private readonly options: PdfPagePoolOptions,
    private readonly logger?: Logger,
  ) {}

  /** Pages waiting in the pool for the next render. */
  get idlePages(): number {
    return this.idle.length;
  }

  /** Browsers launched so far. */
  get launches(): number {
    return this.launchCount;
  }

  /** Why the last launch failed (Dutch, for the health check), until a launch succeeds. */
  get lastError(): string | undefined {
    return this.lastLaunchError;
  }

  /** A browser is running or starting. */
  get hasBrowser(): boolean {
    return this.browser !== undefined;
  }

  /** An idle page of the pool, or a new one (launching the browser when needed). */
  async take(): Promise<PooledPage> {
    const pooled = this.idle.pop();
    if (pooled && !pooled.page.isClosed() && pooled.page.browser().connected) return pooled;
    return this.newPage();
  }

  /** Puts a healthy page back into the pool; closes any other. */
  give(slot: PooledPage, healthy: boolean): void {
    slot.uses += 1;
    const browserAlive = this.current !== undefined && slot.page.browser() === this.current;
    if (
      healthy &&
      browserAlive &&
      !this.closed &&
      slot.uses < this.options.pageMaxUses &&
      !slot.page.isClosed()
    ) {
      this.idle.push(slot);
    } else {
      void slot.page.close().catch(() => undefined);
      if (!healthy && browserAlive) void this.checkBrowser();
    }
  }

  /** Forgets `browser` when it is the current one and has disconnected (the next page relaunches). */
  dropIfDisconnected(browser: Browser): void {
    if (!browser.connected && this.current === browser) this.dropBrowser();
  }

  /** The browser process (tests kill it to prove the relaunch). */
  browserProcessId(): number | undefined {
    return this.current?.process()?.pid;
  }

  /** Closes the browser; pages given back afterwards are closed, not pooled. */
  async close(): Promise<void> {
    this.closed = true;
    const browser = this.browser;
    this.dropBrowser();
    if (browser) await browser.then((b) => b.close()).catch(() => undefined);
  }

  private async launch(): Promise<Browser> {
    const executablePath = findChromium(this.options.chromiumPath);
    if (!executablePath) {
      this.lastLaunchError = 'Chromium niet gevonden';
      throw new PdfRenderError('noBrowser', 'Chromium not found');
    }
    const args = [...LAUNCH_ARGS];
    if (typeof process.getuid === 'function' && process.getuid() === 0) args.push('--no-sandbox');
    this.launchCount += 1;
    const browser = await puppeteer.launch({ executablePath, headless: true, args, pipe: true });
    browser.on('disconnected', () => {
      if (this.browser && this.current === browser) {
        this.logger?.warn('pdf browser disconnected; it is relaunched on the next render');
        this.dropBrowser();
      }
    });
    this.current = browser;
    this.lastLaunchError = undefined;
    return browser;
  }

  private dropBrowser(): void {
    this.browser = undefined;
    this.current = undefined;
    this.idle.length = 0;
  }

  private getBrowser(): Promise<Browser> {
    if (this.current && !this.current.connected) this.dropBrowser();
    if (!this.browser) {
      this.browser = this.launch().catch((err: unknown) => {
        this.browser = undefined;
        this.lastLaunchError ??= 'Chromium start niet';
        throw err instanceof PdfRenderError
          ? err
          : new PdfRenderError('noBrowser', 'Chromium did not start', { cause: err });
      });
    }
    return this.browser;
  }

  private async newPage(): Promise<PooledPage> {
    const browser = await this.getBrowser();
    const page = await browser.newPage();
    await page.setJavaScriptEnabled(false);
    await page.setRequestInterception(true);
    page.on('request', blockNonDataRequests);
    return { page, uses: 0 };
  }

  /** After a failed render: if the browser no longer answers, drop it so the next render relaunches. */
  private async checkBrowser(): Promise<void> {
    const browser = this.current;
    if (!browser) return;
    const alive = await Promise.race([
      browser.version().then(
        () => true,
        () => false,
      ),
      new Promise<boolean>((r) => setTimeout(() => r(false), 3_000).unref()),
    ]);
    if (!alive && this.current === browser) {
      this.logger?.warn('pdf browser does not answer; relaunching');
      this.dropBrowser();
      void browser.close().catch(() => browser.process()?.kill('SIGKILL'));
    }
  }
}
