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
import { readFileSync } from 'node:fs';
import { facesFor, loadDocumentFonts } from './document-fonts';
import type { PdfRenderer } from './pdf-renderer';

export type QuotePdfInput = Omit<QuoteDocumentInput, 'fonts'>;

/** What the renderer prints: the document (fonts embedded), the page footer and the page options. */
export interface QuotePdfJob {
  html: string;
  footerTemplate: string;
}

/**
 * Raise when the way an input becomes a PDF changes outside the quote-document package and the font
 * files (print options of PdfRenderer, Chromium flags, the font selection in document-fonts.ts, this
 * file): every cached PDF (modules/quotes/quote-pdf-cache.ts) then renders anew.
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

const rendererVersions = new Map<string, string>();

/**
 * The built packages that turn an input into HTML: the document itself and what it calls at run time
 * (formatting of amounts and dates, Dutch labels).
 */
const RENDERER_PACKAGES = ['@offerteflow/quote-document', '@offerteflow/domain', '@offerteflow/contracts'];

/**
 * What turns an input into HTML, as one hash per font family, taken once per process: the built
 * renderer packages and the font faces embedded for the family.
 */
function rendererVersion(fontFamily: string | null | undefined): string {
  const faces = loadDocumentFonts(fontFamily);
  const key = faces[0]?.family ?? '';
  let version = rendererVersions.get(key);
  if (!version) {
    const hash = createHash('sha256');
    for (const name of RENDERER_PACKAGES) hash.update(readFileSync(require.resolve(name)));
    for (const face of faces) {
      hash.update(JSON.stringify([face.family, face.weight, face.style, face.subset, face.unicodeRange]));
      hash.update(face.base64);
    }
    version = hash.digest('hex');
    rendererVersions.set(key, version);
  }
  return version;
}

/**
 * The fingerprint of everything that shapes the PDF, taken without building the document: the input
 * (quote, company details, settings, terms, template, logo, acceptance), the renderer's version (the
 * built renderer packages and the embedded fonts), the page margins and PDF_OUTPUT_VERSION. Equal
 * fingerprints print equal PDFs; building the HTML (with its fonts) is left to a render that needs it.
 */
export const quotePdfHash = (input: QuotePdfInput): string =>
  createHash('sha256')
    .update(
      JSON.stringify([
        PDF_OUTPUT_VERSION,
        QUOTE_PAGE_MARGINS,
        rendererVersion(input.style?.fontFamily),
        input,
      ]),
    )
    .digest('hex');

/** The quote as PDF; `tenant` (the company) gets its fair share of the renderer's slots. */
export function renderQuotePdf(
  renderer: PdfRenderer,
  input: QuotePdfInput,
  tenant?: string,
): Promise<Buffer> {
  return renderQuotePdfJob(renderer, quotePdfJob(input), tenant);
}

/** A job as PDF (for a stored quote, its fingerprint was taken first: see quotePdfHash). */
export function renderQuotePdfJob(renderer: PdfRenderer, job: QuotePdfJob, tenant?: string): Promise<Buffer> {
  return renderer.render(job.html, {
    footerTemplate: job.footerTemplate,
    margin: { ...QUOTE_PAGE_MARGINS },
    tenant,
  });
}
