/** A quote document (packages/quote-document) as PDF: shipped fonts embedded, page footer, A4 margins. */
import {
  QUOTE_PAGE_MARGINS,
  renderQuoteFooterTemplate,
  renderQuoteHtml,
  renderQuoteScreenHtml,
  type EmbeddedFontFace,
  type QuoteDocumentInput,
} from '@offerteflow/quote-document';
import { createHash } from 'node:crypto';
import { facesFor, loadDocumentFonts } from './document-fonts';
import type { PdfRenderer } from './pdf-renderer';

export type QuotePdfInput = Omit<QuoteDocumentInput, 'fonts'>;

/** What the renderer prints: the document (fonts embedded), the page footer and the page options. */
export interface QuotePdfJob {
  html: string;
  footerTemplate: string;
}

/**
 * Raise when the way a job becomes a PDF changes without the job changing (print options of
 * PdfRenderer, Chromium flags): every cached PDF (modules/quotes/quote-pdf-cache.ts) then renders anew.
 */
const PDF_OUTPUT_VERSION = 1;

/** The shipped faces of the template's font that the quote's text needs. */
const fontsOf = (input: QuotePdfInput): EmbeddedFontFace[] =>
  facesFor(loadDocumentFonts(input.style?.fontFamily), JSON.stringify(input));

/** The HTML and page options the renderer gets for a quote (also used by the benchmark's floor run). */
export function quotePdfJob(input: QuotePdfInput): QuotePdfJob {
  return {
    html: renderQuoteHtml({ ...input, fonts: fontsOf(input) }),
    footerTemplate: renderQuoteFooterTemplate(input),
  };
}

/** The quote as a responsive page for screens (the customer's link), with the same embedded fonts. */
export function quoteScreenHtml(input: QuotePdfInput): string {
  return renderQuoteScreenHtml({ ...input, fonts: fontsOf(input) });
}

/**
 * The fingerprint of everything that shapes the PDF: the HTML holds the quote, company details,
 * settings, terms, template, logo and the embedded fonts; then the footer, margins and output version.
 * Equal fingerprints print equal PDFs.
 */
export const quotePdfHash = (job: QuotePdfJob): string =>
  createHash('sha256')
    .update(JSON.stringify([PDF_OUTPUT_VERSION, QUOTE_PAGE_MARGINS, job.footerTemplate, job.html.length]))
    .update(job.html)
    .digest('hex');

/** The quote as PDF; `tenant` (the company) gets its fair share of the renderer's slots. */
export function renderQuotePdf(
  renderer: PdfRenderer,
  input: QuotePdfInput,
  tenant?: string,
): Promise<Buffer> {
  return renderQuotePdfJob(renderer, quotePdfJob(input), tenant);
}

/** A prepared job as PDF (the job's fingerprint was taken first: see quotePdfHash). */
export function renderQuotePdfJob(renderer: PdfRenderer, job: QuotePdfJob, tenant?: string): Promise<Buffer> {
  return renderer.render(job.html, {
    footerTemplate: job.footerTemplate,
    margin: { ...QUOTE_PAGE_MARGINS },
    tenant,
  });
}
