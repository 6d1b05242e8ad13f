/**
 * renderQuoteHtml: a quote (offerte) as one complete, self-contained HTML document. Pure (no I/O,
 * no Node or DOM APIs), so the API renders it to PDF and the web app shows it as a live preview.
 * Every piece of user text is escaped; the only resources are data: URLs (logo, fonts).
 */
import { quoteUnitLabel } from '@offerteflow/contracts';
import { euroToCents, formatDate, formatEuro, formatQuantity, formatVatRate } from '@offerteflow/domain';
import { escapeHtml, escapeMultiline } from './escape.js';
import { fontFaceCss } from './fonts.js';
import {
  DOCUMENT_TEXT,
  acceptParagraphs,
  acceptedBlock,
  companyBlock,
  customerBlock,
  documentLogo,
  resolveStyle,
  termParagraphs,
} from './parts.js';
import type { QuoteDocumentInput } from './types.js';
import { depositParts, documentTotals, lineMarks, totalsRows } from './options.js';

export { DOCUMENT_TEXT } from './parts.js';

/**
 * Ids of the two style elements: the embedded fonts and the rest. The PDF renderer keeps a page's
 * fonts loaded between documents that embed the same fonts and only swaps title, style and body.
 */
export const DOCUMENT_FONTS_STYLE_ID = 'document-fonts';
export const DOCUMENT_STYLE_ID = 'document-style';

/** Page margins of the PDF (A4); the bottom one leaves room for the 'Pagina X van Y' footer. */
export const QUOTE_PAGE_MARGINS = { top: '14mm', right: '15mm', bottom: '16mm', left: '15mm' } as const;

function css(primary: string, secondary: string, fontStack: string): string {
  return `
@page{size:A4;margin:${QUOTE_PAGE_MARGINS.top} ${QUOTE_PAGE_MARGINS.right} ${QUOTE_PAGE_MARGINS.bottom} ${QUOTE_PAGE_MARGINS.left}}
*{box-sizing:border-box}
html{-webkit-print-color-adjust:exact;print-color-adjust:exact}
body{margin:0;font-family:${fontStack};font-variant-numeric:lining-nums;font-size:9pt;line-height:1.4;color:#1f2937;background:#fff}
@media screen{body{max-width:210mm;margin:0 auto;padding:14mm 15mm}}
.num{text-align:right;font-variant-numeric:lining-nums tabular-nums;white-space:nowrap}
.k{color:${secondary}}
.header{display:flex;align-items:flex-start;justify-content:space-between;gap:12mm;padding-bottom:6mm;border-bottom:2px solid ${primary}}
.logo-right .header{flex-direction:row-reverse}
.logo-center .header{flex-direction:column;align-items:center;text-align:center;gap:4mm}
.brand img{display:block;max-height:22mm;max-width:70mm;object-fit:contain}
.brand-name{font-size:17pt;font-weight:700;color:${primary};line-height:1.2}
.title{text-align:right}
.logo-right .title{text-align:left}
.logo-center .title{text-align:center}
h1{margin:0;font-size:22pt;font-weight:700;letter-spacing:.5px;color:${primary};line-height:1.1}
.tag{display:inline-block;margin-left:6px;padding:1px 6px;border:1px solid ${secondary};border-radius:3px;font-size:8pt;font-weight:400;letter-spacing:0;color:${secondary};vertical-align:middle;text-transform:uppercase}
.title .nr{margin-top:1mm;font-size:10.5pt;color:${secondary}}
.parties{display:flex;justify-content:space-between;gap:10mm;margin-top:5mm}
.party{flex:1 1 0;min-width:0;overflow-wrap:anywhere}
.party.from{text-align:right}
.label{font-size:7.5pt;font-weight:700;text-transform:uppercase;letter-spacing:.6px;color:${secondary};margin-bottom:1.5mm}
.party-name{font-weight:700;font-size:10.5pt}
.meta{display:flex;gap:0;margin-top:5mm;border:1px solid #e5e7eb;border-radius:4px}
.meta>div{flex:1 1 0;padding:2.5mm 4mm;border-left:1px solid #e5e7eb}
.meta>div:first-child{border-left:0}
.meta .v{font-weight:700;font-size:10pt}
table.items{width:100%;border-collapse:collapse;margin-top:5mm}
table.items thead{display:table-header-group}
table.items th{background:${primary};color:#fff;font-weight:700;font-size:8pt;text-align:left;padding:2mm 2.5mm}
table.items th.num{text-align:right}
table.items td{padding:1.5mm 2.5mm;border-bottom:1px solid #e5e7eb;vertical-align:top}
table.items tr{break-inside:avoid;page-break-inside:avoid}
table.items tbody tr:nth-child(even) td{background:#f8fafc}
table.items td.desc{width:48%;overflow-wrap:anywhere}
.empty{color:${secondary};font-style:italic}
.totals{display:flex;justify-content:flex-end;margin-top:4mm;break-inside:avoid;page-break-inside:avoid}
.totals table{border-collapse:collapse;min-width:85mm}
.totals td{padding:1.3mm 2.5mm}
.totals td.num{padding-left:8mm}
.totals tr.vat td{color:#4b5563}
.items .marks{font-size:8pt;color:${secondary};margin-top:.6mm}
.items tr.excluded td{color:#6b7280}
.totals tr.deposit td{font-weight:600;padding-top:2mm}
.deposit-note{font-size:8.5pt;color:${secondary};margin:2mm 0 0}
.totals tr.grand td{border-top:2px solid ${primary};font-weight:700;font-size:11pt;color:${primary};padding-top:2.2mm}
.block{margin-top:5mm;break-inside:avoid;page-break-inside:avoid}
.block h2{margin:0 0 1.5mm;font-size:10pt;font-weight:700;color:${primary}}
.block p{margin:0 0 1.5mm;overflow-wrap:anywhere}
.sign{display:flex;gap:8mm;margin-top:9mm}
.accepted{margin-top:4mm}.accepted img.signature{max-height:25mm;max-width:70mm;display:block;margin-top:2mm}
.sign>div{flex:1 1 0;border-top:1px solid #9ca3af;padding-top:1mm;font-size:8pt;color:${secondary}}
.custom-footer{margin-top:8mm;padding-top:3mm;border-top:1px solid #e5e7eb;font-size:8pt;color:${secondary};text-align:center;overflow-wrap:anywhere}
@media print{.custom-footer{display:none}}
`;
}

/** The quote as a complete HTML document (see the module comment). */
export function renderQuoteHtml(input: QuoteDocumentInput): string {
  const { quote, company } = input;
  const style = resolveStyle(input.style);
  const { primary, secondary, font } = style;
  const logo = documentLogo(input.style, company);

  const totals = documentTotals(quote);
  const validUntil = quote.validUntil ? formatDate(quote.validUntil) : null;

  const rows = quote.items.length
    ? quote.items
        .map((item, index) => {
          const lineTotal = totals.lines[index]?.lineTotalCents ?? 0;
          return (
            `<tr${totals.lines[index]?.included === false ? ' class="excluded"' : ''}>` +
            `<td class="desc">${escapeMultiline(item.description)}${lineMarks(item, totals.lines[index], 'marks')}</td>` +
            `<td class="num">${formatQuantity(item.quantity)}</td>` +
            `<td>${escapeHtml(quoteUnitLabel(item.unit))}</td>` +
            `<td class="num">${formatEuro(euroToCents(item.unitPrice))}</td>` +
            `<td class="num">${formatVatRate(item.vatRate)}</td>` +
            `<td class="num">${formatEuro(lineTotal)}</td></tr>`
          );
        })
        .join('')
    : `<tr><td class="empty" colspan="6">${DOCUMENT_TEXT.noItems}</td></tr>`;

  const deposit = depositParts(quote, company, totals, 'deposit-note');
  const totalRows = [...totalsRows(quote, totals), ...(deposit ? [deposit.row] : [])]
    .map((row) => {
      const className = row.kind === 'subtotal' ? '' : row.kind;
      return (
        `<tr${className ? ` class="${className}"` : ''}><td>${escapeHtml(row.label)}</td>` +
        `<td class="num">${row.amount}</td></tr>`
      );
    })
    .join('');

  const brand = logo
    ? `<img src="${logo}" alt="${escapeHtml(company.name)}">`
    : `<div class="brand-name">${escapeHtml(company.name)}</div>`;

  const fromBlock = `<div class="party from"><div class="label">${DOCUMENT_TEXT.from}</div>${companyBlock(company, style.showCompanyDetails)}</div>`;

  const notes = quote.notes?.trim()
    ? `<section class="block notes"><h2>${DOCUMENT_TEXT.notes}</h2><p>${escapeMultiline(quote.notes.trim())}</p></section>`
    : '';

  const terms = termParagraphs(input.terms, input.paymentTerms, style.showPaymentTerms);
  const paymentTerms = terms.payment.length
    ? `<section class="block payment"><h2>${DOCUMENT_TEXT.paymentTerms}</h2>${terms.payment.join('')}</section>`
    : '';
  const companyTerms = terms.other.length
    ? `<section class="block company-terms"><h2>${DOCUMENT_TEXT.companyTerms}</h2>${terms.other.join('')}</section>`
    : '';

  const signLines = `<div class="sign"><div>${DOCUMENT_TEXT.signName}</div><div>${DOCUMENT_TEXT.signDate}</div><div>${DOCUMENT_TEXT.signature}</div></div>`;
  const accept =
    `<section class="block accept"><h2>${DOCUMENT_TEXT.accept}</h2>` +
    acceptParagraphs(quote.quoteNumber, validUntil, company, input.termsReference) +
    (input.acceptance ? acceptedBlock(input.acceptance) : signLines) +
    `</section>`;

  const customFooter = style.customFooter
    ? `<footer class="custom-footer">${escapeMultiline(style.customFooter)}</footer>`
    : '';

  const title = `${DOCUMENT_TEXT.title} ${quote.quoteNumber} - ${company.name}`;

  return (
    `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title>` +
    `<style id="${DOCUMENT_FONTS_STYLE_ID}">${fontFaceCss(input.fonts ?? [])}</style>` +
    `<style id="${DOCUMENT_STYLE_ID}">${css(primary, secondary, font.stack)}</style></head>` +
    `<body class="logo-${style.logoPosition}">` +
    `<header class="header"><div class="brand">${brand}</div>` +
    `<div class="title"><h1>${DOCUMENT_TEXT.title}${input.preview ? `<span class="tag">${DOCUMENT_TEXT.preview}</span>` : ''}</h1>` +
    `<div class="nr">${escapeHtml(quote.quoteNumber)}</div></div></header>` +
    `<section class="parties"><div class="party to"><div class="label">${DOCUMENT_TEXT.quoteFor}</div>${customerBlock(quote.customer)}</div>${fromBlock}</section>` +
    `<section class="meta">` +
    `<div><div class="label">${DOCUMENT_TEXT.quoteNumber}</div><div class="v">${escapeHtml(quote.quoteNumber)}</div></div>` +
    `<div><div class="label">${DOCUMENT_TEXT.quoteDate}</div><div class="v">${formatDate(quote.date)}</div></div>` +
    (validUntil
      ? `<div><div class="label">${DOCUMENT_TEXT.validUntil}</div><div class="v">${validUntil}</div></div>`
      : '') +
    `</section>` +
    `<table class="items"><thead><tr><th>${DOCUMENT_TEXT.description}</th><th class="num">${DOCUMENT_TEXT.quantity}</th>` +
    `<th>${DOCUMENT_TEXT.unit}</th><th class="num">${DOCUMENT_TEXT.unitPrice}</th><th class="num">${DOCUMENT_TEXT.vat}</th>` +
    `<th class="num">${DOCUMENT_TEXT.lineTotal}</th></tr></thead><tbody>${rows}</tbody></table>` +
    `<section class="totals"><table><tbody>` +
    totalRows +
    `</tbody></table>${deposit?.note ?? ''}</section>` +
    notes +
    paymentTerms +
    companyTerms +
    accept +
    customFooter +
    `</body></html>`
  );
}

/**
 * The PDF page footer (Chromium's footerTemplate): the template's custom footer and 'Pagina X van Y'
 * on every page. Chromium fills the pageNumber/totalPages spans.
 */
export function renderQuoteFooterTemplate(input: Pick<QuoteDocumentInput, 'style'>): string {
  const { secondary, font, customFooter: footer } = resolveStyle(input.style);
  return (
    `<div style="width:100%;margin:0 ${QUOTE_PAGE_MARGINS.right} 0 ${QUOTE_PAGE_MARGINS.left};display:flex;` +
    `justify-content:space-between;gap:8mm;font-family:${font.stack.replace(/"/g, "'")};font-size:7.5pt;color:${secondary};` +
    `-webkit-print-color-adjust:exact">` +
    `<span style="flex:1 1 auto;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">${escapeHtml(footer.replace(/\s+/g, ' '))}</span>` +
    `<span style="white-space:nowrap">${DOCUMENT_TEXT.page('<span class="pageNumber"></span>', '<span class="totalPages"></span>')}</span>` +
    `</div>`
  );
}
