/**
 * renderQuoteBody: the quote for screens, as an HTML fragment that follows the width of its container
 * (CSS container queries): on a phone each line is stacked (description, then quantity × price · BTW
 * and the line total), from 40rem on the lines line up in columns. Totals are label/amount rows that
 * never leave the container. Same data, texts and house style (colours, font) as the A4 document;
 * pure and escaped like it. Used by the customer's page (renderQuoteScreenHtml) and the app's quote
 * overlay, with QUOTE_BODY_CSS once on the page.
 */
import { quoteUnitLabel } from '@offerteflow/contracts';
import { euroToCents, formatDate, formatEuro, formatQuantity, formatVatRate } from '@offerteflow/domain';
import { readableOnWhite, textOn } from './colors.js';
import { escapeHtml, escapeMultiline } from './escape.js';
import {
  DOCUMENT_TEXT,
  acceptParagraphs,
  acceptedBlock,
  companyBlock,
  customerBlock,
  resolveStyle,
  termParagraphs,
} from './parts.js';
import type { QuoteDocumentInput } from './types.js';
import { depositParts, documentTotals, lineMarks, totalsRows } from './options.js';

/** What the body shows: the quote; with `company`, also 'Van', the terms and the 'Akkoord' block. */
export type QuoteBodyInput = Omit<QuoteDocumentInput, 'company' | 'fonts' | 'preview'> & {
  company?: QuoteDocumentInput['company'] | null;
};

/** Facts of the meta strip above the lines, in this order. */
export type QuoteMetaField = 'number' | 'date' | 'validUntil' | 'itemCount' | 'total';

export interface QuoteBodyOptions {
  /** Level of the section headings: 2 under a page's h1, 3 inside a dialog titled by an h2. */
  headingLevel?: 2 | 3 | 4;
  /** The meta strip; default number, date and valid-until (valid-until only when set). */
  meta?: readonly QuoteMetaField[];
}

export const QUOTE_BODY_TEXT = { itemCount: 'Aantal items', total: 'Totaalbedrag (excl. BTW)' } as const;

/** The body's style sheet, scoped to `.qd`; colours and font come from custom properties on the root. */
export const QUOTE_BODY_CSS = `
.qd{container-type:inline-size;color:#1f2937;font-size:.9375rem;line-height:1.5;font-variant-numeric:lining-nums;overflow-wrap:anywhere}
.qd *{box-sizing:border-box}
.qd :where(h2,h3,h4,p,dl,dd,ol){margin:0;padding:0}
.qd .k,.qd-label,.qd-meta dt,.qd-sub{color:var(--qd-secondary)}
.qd-label,.qd-meta dt{font-size:.75rem;font-weight:700;text-transform:uppercase;letter-spacing:.04em;margin-bottom:.25rem}
.qd-sr{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.qd .party-name{font-weight:700;font-size:1.0625rem}
.qd-parties{display:grid;gap:1rem}
.qd-party{min-width:0}
.qd-meta{display:flex;flex-wrap:wrap;gap:1px;margin-top:1.25rem;background:#e5e7eb;border:1px solid #e5e7eb;border-radius:.375rem;overflow:hidden}
.qd-meta>div{flex:1 1 8.5rem;padding:.5rem .875rem;background:#fff}
.qd-meta dd{font-weight:700;white-space:nowrap}
.qd-lines{list-style:none;margin-top:1.25rem;border-top:2px solid var(--qd-primary)}
.qd-line{display:grid;grid-template-columns:minmax(0,1fr) auto;grid-template-areas:"desc desc" "calc total";column-gap:.75rem;row-gap:.125rem;padding:.625rem 0;border-bottom:1px solid #e5e7eb}
.qd-head{display:none}
.qd-desc{grid-area:desc;font-weight:600}
.qd-calc{grid-area:calc;min-width:0;color:#4b5563;font-size:.875rem}
.qd-calc>span{white-space:nowrap}
.qd-total{grid-area:total;align-self:end;text-align:right;font-weight:700;white-space:nowrap}
.qd-num{font-variant-numeric:lining-nums tabular-nums}
.qd-empty{padding:.75rem 0;color:var(--qd-secondary);font-style:italic}
.qd-totals{margin:.75rem 0 0 auto;max-width:26rem}
.qd-totals>div{display:flex;justify-content:space-between;align-items:baseline;gap:1rem;padding:.25rem 0}
.qd-totals dt{min-width:0}
.qd-totals dd{white-space:nowrap;text-align:right}
.qd-totals .qd-vatline{color:#4b5563}
.qd-marks{font-size:.8125rem;color:var(--qd-secondary);margin-top:.125rem}
.qd-excluded .qd-total{color:#6b7280}
.qd-totals .qd-deposit{font-weight:600}
.qd-deposit-note{font-size:.875rem;color:var(--qd-secondary);margin:.5rem 0 0}
.qd-totals .qd-grand{margin-top:.25rem;padding-top:.5rem;border-top:2px solid var(--qd-primary);font-weight:700;font-size:1.125rem;color:var(--qd-primary)}
.qd-block{margin-top:1.5rem}
.qd-block>.qd-h{font-size:1rem;font-weight:700;color:var(--qd-primary);margin-bottom:.375rem}
.qd-block p{margin-bottom:.375rem}
.qd .signature{display:block;max-width:min(18rem,100%);max-height:6rem;margin-top:.5rem}
@container (min-width:36rem){.qd-parties{grid-template-columns:1fr 1fr}}
@container (min-width:40rem){
.qd-lines{display:grid;grid-template-columns:minmax(0,1fr) repeat(4,auto);column-gap:1.25rem;border-top:0}
.qd-line{grid-column:1/-1;grid-template-columns:subgrid;grid-template-areas:none;padding:.5rem .75rem}
.qd-head{display:grid;background:var(--qd-primary);color:var(--qd-on-primary);font-size:.75rem;font-weight:700;border-radius:.25rem .25rem 0 0}
.qd-head>span:not(:first-child),.qd-calc>span{text-align:right}
.qd-desc,.qd-total{grid-area:auto;font-weight:400}
.qd-total{font-weight:600;align-self:start}
.qd-calc{display:contents;color:inherit;font-size:inherit}
.qd-x,.qd-narrow{display:none}
}
`;

const tag = (level: number) => `h${level}`;

function heading(level: number, className: string, text: string): string {
  return `<${tag(level)} class="${className}">${escapeHtml(text)}</${tag(level)}>`;
}

function block(level: number, className: string, title: string, content: string): string {
  return `<section class="qd-block ${className}">${heading(level, 'qd-h', title)}${content}</section>`;
}

/** The quote as a responsive HTML fragment (see the module comment). */
export function renderQuoteBody(input: QuoteBodyInput, options: QuoteBodyOptions = {}): string {
  const { quote, company } = input;
  const level = options.headingLevel ?? 2;
  const style = resolveStyle(input.style);
  const primary = readableOnWhite(style.primary);
  const totals = documentTotals(quote);
  const validUntil = quote.validUntil ? formatDate(quote.validUntil) : null;

  const party = (label: string, content: string) =>
    `<section class="qd-party">${heading(level, 'qd-label', label)}${content}</section>`;
  const parties =
    `<div class="qd-parties">${party(DOCUMENT_TEXT.quoteFor, customerBlock(quote.customer))}` +
    (company ? party(DOCUMENT_TEXT.from, companyBlock(company, style.showCompanyDetails)) : '') +
    `</div>`;

  const facts: Record<QuoteMetaField, [string, string] | null> = {
    number: [DOCUMENT_TEXT.quoteNumber, escapeHtml(quote.quoteNumber)],
    date: [DOCUMENT_TEXT.quoteDate, formatDate(quote.date)],
    validUntil: validUntil ? [DOCUMENT_TEXT.validUntil, validUntil] : null,
    itemCount: [QUOTE_BODY_TEXT.itemCount, String(quote.items.length)],
    total: [QUOTE_BODY_TEXT.total, formatEuro(totals.totalAmountCents)],
  };
  const meta = (options.meta ?? ['number', 'date', 'validUntil'])
    .map((field) => facts[field])
    .filter((fact): fact is [string, string] => fact !== null)
    .map(([label, value]) => `<div><dt>${label}</dt><dd class="qd-num">${value}</dd></div>`)
    .join('');

  const lines = quote.items.map((item, index) => {
    const lineTotal = totals.lines[index]?.lineTotalCents ?? 0;
    return (
      `<li class="qd-line${totals.lines[index]?.included === false ? ' qd-excluded' : ''}">` +
      `<div class="qd-desc">${escapeMultiline(item.description)}${lineMarks(item, totals.lines[index], 'qd-marks')}</div>` +
      `<div class="qd-calc">` +
      `<span class="qd-num"><span class="qd-sr">${DOCUMENT_TEXT.quantity} </span>${formatQuantity(item.quantity)} ${escapeHtml(quoteUnitLabel(item.unit))}</span>` +
      `<span class="qd-x" aria-hidden="true"> × </span>` +
      `<span class="qd-num"><span class="qd-sr">${DOCUMENT_TEXT.unitPrice} </span>${formatEuro(euroToCents(item.unitPrice))}</span>` +
      `<span class="qd-x" aria-hidden="true"> · </span>` +
      `<span class="qd-num"><span class="qd-sr">${DOCUMENT_TEXT.vat} </span>${formatVatRate(item.vatRate)}<span class="qd-narrow" aria-hidden="true"> ${DOCUMENT_TEXT.vat}</span></span>` +
      `</div>` +
      `<div class="qd-total qd-num"><span class="qd-sr">${DOCUMENT_TEXT.lineTotal} </span>${formatEuro(lineTotal)}</div></li>`
    );
  });
  const head =
    `<li class="qd-line qd-head" aria-hidden="true"><span>${DOCUMENT_TEXT.description}</span><span>${DOCUMENT_TEXT.quantity}</span>` +
    `<span>${DOCUMENT_TEXT.unitPrice}</span><span>${DOCUMENT_TEXT.vat}</span><span>${DOCUMENT_TEXT.lineTotal}</span></li>`;
  const items =
    `<section class="qd-items">${heading(level, 'qd-sr', DOCUMENT_TEXT.lines)}` +
    (lines.length
      ? `<ol class="qd-lines">${head}${lines.join('')}</ol>`
      : `<p class="qd-empty">${DOCUMENT_TEXT.noItems}</p>`) +
    `</section>`;

  const deposit = depositParts(quote, company, totals, 'qd-deposit-note');
  const totalsBlock =
    `<section class="qd-totals-section">${heading(level, 'qd-sr', DOCUMENT_TEXT.totals)}<dl class="qd-totals">` +
    [...totalsRows(quote, totals), ...(deposit ? [deposit.row] : [])]
      .map(
        (row) =>
          `<div class="qd-${row.kind === 'vat' ? 'vatline' : row.kind}"><dt>${escapeHtml(row.label)}</dt>` +
          `<dd class="qd-num">${row.amount}</dd></div>`,
      )
      .join('') +
    `</dl>${deposit?.note ?? ''}</section>`;

  const notes = quote.notes?.trim()
    ? block(level, 'qd-notes', DOCUMENT_TEXT.notes, `<p>${escapeMultiline(quote.notes.trim())}</p>`)
    : '';
  const terms = company
    ? termParagraphs(input.terms, input.paymentTerms, style.showPaymentTerms)
    : { payment: [], other: [] };
  const closing = company
    ? (terms.payment.length
        ? block(level, 'qd-payment', DOCUMENT_TEXT.paymentTerms, terms.payment.join(''))
        : '') +
      (terms.other.length ? block(level, 'qd-terms', DOCUMENT_TEXT.companyTerms, terms.other.join('')) : '') +
      block(
        level,
        'qd-accept',
        DOCUMENT_TEXT.accept,
        acceptParagraphs(quote.quoteNumber, validUntil, company, input.termsReference) +
          (input.acceptance ? acceptedBlock(input.acceptance) : ''),
      )
    : '';

  const vars =
    `--qd-primary:${primary};--qd-on-primary:${textOn(primary)};` +
    `--qd-secondary:${readableOnWhite(style.secondary)};font-family:${style.font.stack}`;
  return (
    `<div class="qd" style="${escapeHtml(vars)}">` +
    parties +
    (meta ? `<dl class="qd-meta">${meta}</dl>` : '') +
    items +
    totalsBlock +
    notes +
    closing +
    `</div>`
  );
}
