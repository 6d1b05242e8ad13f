/**
 * renderQuoteScreenHtml: the quote as a responsive, self-contained HTML page for the customer's link
 * (/o/:token): the house-style header (logo or company name, 'Offerte', number) above the responsive
 * body of quote-body.ts, and the custom footer. The A4 document for the PDF is document.ts.
 */
import { readableOnWhite } from './colors.js';
import { escapeHtml, escapeMultiline } from './escape.js';
import { fontFaceCss } from './fonts.js';
import { DOCUMENT_TEXT, documentLogo, resolveStyle } from './parts.js';
import { QUOTE_BODY_CSS, renderQuoteBody } from './quote-body.js';
import type { QuoteDocumentInput } from './types.js';

const PAGE_CSS = `
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;background:#fff}
.page{max-width:52rem;margin:0 auto;padding:1.25rem 1rem 1.5rem}
@media (min-width:40rem){.page{padding:2rem 2.5rem}}
.qs-head{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.75rem 1.5rem;padding-bottom:1rem;margin-bottom:1.25rem;border-bottom:2px solid var(--qd-primary)}
.logo-center .qs-head{flex-direction:column;text-align:center}
.logo-right .qs-head{flex-direction:row-reverse}
.qs-brand{min-width:0}
.qs-brand img{display:block;max-height:4rem;max-width:min(14rem,100%);object-fit:contain}
.qs-brand-name{font-size:1.25rem;font-weight:700;color:var(--qd-primary);line-height:1.2}
.qs-title{margin:0;font-size:1.75rem;line-height:1.1;color:var(--qd-primary)}
.qs-nr{color:var(--qd-secondary);font-weight:600}
.qs-footer{margin-top:2rem;padding-top:.75rem;border-top:1px solid #e5e7eb;color:var(--qd-secondary);font-size:.8125rem;text-align:center;overflow-wrap:anywhere}
`;

/** The quote as a responsive page (see the module comment). */
export function renderQuoteScreenHtml(input: QuoteDocumentInput): string {
  const { quote, company } = input;
  const style = resolveStyle(input.style);
  const logo = documentLogo(input.style, company);
  const brand = logo
    ? `<img src="${logo}" alt="${escapeHtml(company.name)}">`
    : `<div class="qs-brand-name">${escapeHtml(company.name)}</div>`;
  const vars = `--qd-primary:${readableOnWhite(style.primary)};--qd-secondary:${readableOnWhite(style.secondary)};font-family:${style.font.stack}`;
  const footer = style.customFooter
    ? `<footer class="qs-footer">${escapeMultiline(style.customFooter)}</footer>`
    : '';
  return (
    `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(`${DOCUMENT_TEXT.title} ${quote.quoteNumber} - ${company.name}`)}</title>` +
    `<style>${fontFaceCss(input.fonts ?? [])}</style><style>${PAGE_CSS}${QUOTE_BODY_CSS}</style></head>` +
    `<body class="logo-${style.logoPosition}"><main class="page" style="${escapeHtml(vars)}">` +
    `<header class="qs-head"><div class="qs-brand">${brand}</div>` +
    `<div><h1 class="qs-title">${DOCUMENT_TEXT.title}</h1><div class="qs-nr">${escapeHtml(quote.quoteNumber)}</div></div></header>` +
    renderQuoteBody(input, { headingLevel: 2 }) +
    footer +
    `</main></body></html>`
  );
}
