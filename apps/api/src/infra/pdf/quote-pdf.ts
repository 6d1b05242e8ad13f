/** A quote document (packages/quote-document) as PDF: shipped fonts embedded, page footer, A4 margins. */
import {
  QUOTE_PAGE_MARGINS,
  renderQuoteFooterTemplate,
  renderQuoteHtml,
  renderQuoteScreenHtml,
  type EmbeddedFontFace,
  type QuoteDocumentInput,
} from '@offerteflow/quote-document';
import { facesFor, loadDocumentFonts } from './document-fonts';
import type { PdfRenderer } from './pdf-renderer';

export type QuotePdfInput = Omit<QuoteDocumentInput, 'fonts'>;

/** The shipped faces of the template's font that the quote's text needs. */
const fontsOf = (input: QuotePdfInput): EmbeddedFontFace[] =>
  facesFor(loadDocumentFonts(input.style?.fontFamily), JSON.stringify(input));

/** The HTML and page options the renderer gets for a quote (also used by the benchmark's floor run). */
export function quotePdfJob(input: QuotePdfInput): { html: string; footerTemplate: string } {
  return {
    html: renderQuoteHtml({ ...input, fonts: fontsOf(input) }),
    footerTemplate: renderQuoteFooterTemplate(input),
  };
}

/** The quote as a responsive page for screens (the customer's link), with the same embedded fonts. */
export function quoteScreenHtml(input: QuotePdfInput): string {
  return renderQuoteScreenHtml({ ...input, fonts: fontsOf(input) });
}

/** The quote as PDF; `tenant` (the company) gets its fair share of the renderer's slots. */
export function renderQuotePdf(
  renderer: PdfRenderer,
  input: QuotePdfInput,
  tenant?: string,
): Promise<Buffer> {
  const job = quotePdfJob(input);
  return renderer.render(job.html, {
    footerTemplate: job.footerTemplate,
    margin: { ...QUOTE_PAGE_MARGINS },
    tenant,
  });
}
