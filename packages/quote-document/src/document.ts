/**
 * renderQuoteHtml: a quote (offerte) as one complete, self-contained HTML document. Pure (no I/O,
 * no Node or DOM APIs), so the API renders it to PDF and the web app shows it as a live preview.
 * Every piece of user text is escaped; the only resources are data: URLs (logo, fonts).
 */
import {
  PNG_DATA_URL_PATTERN,
  PUBLIC_QUOTE_MSG,
  SETTINGS_DEFAULTS,
  TERM_TYPE_LABELS,
  formatIban,
  quoteUnitLabel,
} from '@offerteflow/contracts';
import {
  computeQuoteTotalsFromEuros,
  euroToCents,
  formatDate,
  formatDateTime,
  formatEuro,
  formatQuantity,
  formatVatRate,
} from '@offerteflow/domain';
import { escapeHtml, escapeMultiline, safeColor, safeLogo } from './escape.js';
import { documentFont, fontFaceCss } from './fonts.js';
import type { DocumentAcceptance, DocumentCompany, DocumentCustomer, QuoteDocumentInput } from './types.js';

/**
 * Ids of the two style elements: the embedded fonts and the rest. The PDF renderer keeps a page's
 * fonts loaded between documents that embed the same fonts and only swaps title, style and body.
 */
export const DOCUMENT_FONTS_STYLE_ID = 'document-fonts';
export const DOCUMENT_STYLE_ID = 'document-style';

/** Page margins of the PDF (A4); the bottom one leaves room for the 'Pagina X van Y' footer. */
export const QUOTE_PAGE_MARGINS = { top: '14mm', right: '15mm', bottom: '16mm', left: '15mm' } as const;

/** Dutch texts of the document. */
export const DOCUMENT_TEXT = {
  title: 'Offerte',
  preview: 'Voorbeeld',
  quoteFor: 'Offerte voor',
  from: 'Van',
  quoteNumber: 'Offertenummer',
  quoteDate: 'Offertedatum',
  validUntil: 'Geldig tot',
  description: 'Omschrijving',
  quantity: 'Aantal',
  unit: 'Eenheid',
  unitPrice: 'Prijs',
  vat: 'BTW',
  lineTotal: 'Totaal',
  noItems: 'Geen offerteregels',
  subtotal: 'Subtotaal excl. BTW',
  vatLine: (rate: number, base: string) => `BTW ${formatVatRate(rate)} over ${base}`,
  total: 'Totaal incl. BTW',
  notes: 'Opmerkingen',
  paymentTerms: 'Betalingsvoorwaarden',
  terms: 'Algemene voorwaarden',
  companyTerms: 'Voorwaarden',
  defaultTermsReference:
    'Op deze offerte zijn onze algemene voorwaarden van toepassing. Deze sturen wij u op verzoek kosteloos toe.',
  accept: 'Akkoord',
  acceptText: (quoteNumber: string, email: string | null) =>
    `U kunt deze offerte accepteren door haar ondertekend te retourneren${email ? ` aan ${email}` : ''} ` +
    `of door uw akkoord per e-mail te bevestigen onder vermelding van offertenummer ${quoteNumber}.`,
  validity: (date: string) => `Deze offerte is geldig tot en met ${date}.`,
  /** The same line the public page shows once the customer accepted. */
  acceptedBy: PUBLIC_QUOTE_MSG.accepted,
  signName: 'Naam',
  signDate: 'Datum',
  signature: 'Handtekening',
  kvk: 'KvK',
  vatNumber: 'BTW-nr.',
  iban: 'IBAN',
  phone: 'Tel.',
  email: 'E-mail',
  website: 'Web',
  page: (current: string, total: string) => `Pagina ${current} van ${total}`,
} as const;

function lines(...values: (string | null | undefined)[]): string[] {
  return values.map((v) => (v ?? '').trim()).filter((v) => v.length > 0);
}

function postalLine(postalCode?: string | null, city?: string | null): string | null {
  const text = lines(postalCode, city).join(' ');
  return text || null;
}

/** Address lines of a customer or company: street (may hold newlines), postcode + city, country. */
function addressLines(party: DocumentCustomer | DocumentCompany): string[] {
  const street = (party.address ?? '').split(/\r?\n/);
  const country = party.country && party.country.trim().toLowerCase() !== 'nederland' ? party.country : null;
  return lines(...street, postalLine(party.postalCode, party.city), country);
}

function labelled(label: string, value: string | null | undefined): string {
  const text = (value ?? '').trim();
  return text ? `<div><span class="k">${escapeHtml(label)}</span> ${escapeHtml(text)}</div>` : '';
}

/** A party's name, its address lines, then each labelled detail that has a value. */
function partyBlock(
  party: DocumentCustomer | DocumentCompany,
  details: [string, string | null | undefined][],
): string {
  return [
    `<div class="party-name">${escapeHtml(party.name)}</div>`,
    ...addressLines(party).map((l) => `<div>${escapeHtml(l)}</div>`),
    ...details.map(([label, value]) => labelled(label, value)),
  ].join('');
}

function customerBlock(customer: DocumentCustomer): string {
  return partyBlock(customer, [
    [DOCUMENT_TEXT.email, customer.email],
    [DOCUMENT_TEXT.phone, customer.phone],
    [DOCUMENT_TEXT.kvk, customer.kvkNumber],
    [DOCUMENT_TEXT.vatNumber, customer.vatNumber],
  ]);
}

/** The company's name, with its address, contact details, KvK, BTW and IBAN when `details`. */
function companyBlock(company: DocumentCompany, details: boolean): string {
  if (!details) return `<div class="party-name">${escapeHtml(company.name)}</div>`;
  return partyBlock(company, [
    [DOCUMENT_TEXT.phone, company.phone],
    [DOCUMENT_TEXT.email, company.email],
    [DOCUMENT_TEXT.website, company.website],
    [DOCUMENT_TEXT.kvk, company.kvkNumber],
    [DOCUMENT_TEXT.vatNumber, company.vatNumber],
    [DOCUMENT_TEXT.iban, company.iban && formatIban(company.iban)],
  ]);
}

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

/** 'Geaccepteerd door {naam} op {datum}' and the drawn signature, in place of the empty sign lines. */
function acceptedBlock(acceptance: DocumentAcceptance): string {
  const signature =
    acceptance.signature && PNG_DATA_URL_PATTERN.test(acceptance.signature)
      ? `<img class="signature" src="${acceptance.signature}" alt="${DOCUMENT_TEXT.signature}">`
      : '';
  return (
    `<div class="accepted"><p><strong>${escapeHtml(DOCUMENT_TEXT.acceptedBy(acceptance.name, formatDateTime(acceptance.at)))}</strong></p>` +
    `${signature}</div>`
  );
}

/** The quote as a complete HTML document (see the module comment). */
export function renderQuoteHtml(input: QuoteDocumentInput): string {
  const { quote, company } = input;
  const defaults = SETTINGS_DEFAULTS.templateStyle;
  const style = input.style ?? {};
  const primary = safeColor(style.primaryColor, defaults.primaryColor);
  const secondary = safeColor(style.secondaryColor, defaults.secondaryColor);
  const font = documentFont(style.fontFamily);
  const logoPosition = style.logoPosition ?? defaults.logoPosition;
  const showCompanyDetails = style.showCompanyDetails ?? defaults.showCompanyDetails;
  const showPaymentTerms = style.showPaymentTerms ?? defaults.showPaymentTerms;
  const logo = safeLogo(style.logo) ?? safeLogo(company.logo);

  const totals = computeQuoteTotalsFromEuros(quote.items);
  const validUntil = quote.validUntil ? formatDate(quote.validUntil) : null;

  const rows = quote.items.length
    ? quote.items
        .map((item, index) => {
          const lineTotal = totals.lines[index]?.lineTotalCents ?? 0;
          return (
            `<tr><td class="desc">${escapeMultiline(item.description)}</td>` +
            `<td class="num">${formatQuantity(item.quantity)}</td>` +
            `<td>${escapeHtml(quoteUnitLabel(item.unit))}</td>` +
            `<td class="num">${formatEuro(euroToCents(item.unitPrice))}</td>` +
            `<td class="num">${formatVatRate(item.vatRate)}</td>` +
            `<td class="num">${formatEuro(lineTotal)}</td></tr>`
          );
        })
        .join('')
    : `<tr><td class="empty" colspan="6">${DOCUMENT_TEXT.noItems}</td></tr>`;

  const vatRows = totals.vat
    .map(
      (entry) =>
        `<tr class="vat"><td>${DOCUMENT_TEXT.vatLine(entry.rate, formatEuro(entry.baseCents))}</td>` +
        `<td class="num">${formatEuro(entry.vatCents)}</td></tr>`,
    )
    .join('');

  const brand = logo
    ? `<img src="${logo}" alt="${escapeHtml(company.name)}">`
    : `<div class="brand-name">${escapeHtml(company.name)}</div>`;

  const fromBlock = `<div class="party from"><div class="label">${DOCUMENT_TEXT.from}</div>${companyBlock(company, showCompanyDetails)}</div>`;

  const notes = quote.notes?.trim()
    ? `<section class="block notes"><h2>${DOCUMENT_TEXT.notes}</h2><p>${escapeMultiline(quote.notes.trim())}</p></section>`
    : '';

  const defaultTerms = (input.terms ?? []).filter((t) => t.content.trim());
  const paymentClauses = defaultTerms
    .filter((t) => t.termType === 'payment_terms')
    .map((t) => t.content.trim());
  const paymentText =
    paymentClauses.length > 0 ? paymentClauses : [input.paymentTerms?.trim() ?? ''].filter(Boolean);
  const paymentTerms =
    showPaymentTerms && paymentText.length > 0
      ? `<section class="block payment"><h2>${DOCUMENT_TEXT.paymentTerms}</h2>${paymentText
          .map((text) => `<p>${escapeMultiline(text)}</p>`)
          .join('')}</section>`
      : '';
  const otherTerms = defaultTerms.filter((t) => t.termType !== 'payment_terms');
  const companyTerms = otherTerms.length
    ? `<section class="block company-terms"><h2>${DOCUMENT_TEXT.companyTerms}</h2>${otherTerms
        .map(
          (t) =>
            `<p><strong>${escapeHtml(TERM_TYPE_LABELS[t.termType])}:</strong> ${escapeMultiline(t.content.trim())}</p>`,
        )
        .join('')}</section>`
    : '';

  const termsReference = input.termsReference?.trim() || DOCUMENT_TEXT.defaultTermsReference;
  const acceptEmail = company.email?.trim() || null;
  const signLines = `<div class="sign"><div>${DOCUMENT_TEXT.signName}</div><div>${DOCUMENT_TEXT.signDate}</div><div>${DOCUMENT_TEXT.signature}</div></div>`;
  const accept =
    `<section class="block accept"><h2>${DOCUMENT_TEXT.accept}</h2>` +
    (validUntil ? `<p>${escapeHtml(DOCUMENT_TEXT.validity(validUntil))}</p>` : '') +
    `<p>${escapeHtml(DOCUMENT_TEXT.acceptText(quote.quoteNumber, acceptEmail))}</p>` +
    `<p class="k">${escapeMultiline(termsReference)}</p>` +
    (input.acceptance ? acceptedBlock(input.acceptance) : signLines) +
    `</section>`;

  const customFooter = style.customFooter?.trim()
    ? `<footer class="custom-footer">${escapeMultiline(style.customFooter.trim())}</footer>`
    : '';

  const title = `${DOCUMENT_TEXT.title} ${quote.quoteNumber} - ${company.name}`;

  return (
    `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title>` +
    `<style id="${DOCUMENT_FONTS_STYLE_ID}">${fontFaceCss(input.fonts ?? [])}</style>` +
    `<style id="${DOCUMENT_STYLE_ID}">${css(primary, secondary, font.stack)}</style></head>` +
    `<body class="logo-${logoPosition === 'center' || logoPosition === 'right' ? logoPosition : 'left'}">` +
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
    `<tr><td>${DOCUMENT_TEXT.subtotal}</td><td class="num">${formatEuro(totals.subtotalCents)}</td></tr>` +
    vatRows +
    `<tr class="grand"><td>${DOCUMENT_TEXT.total}</td><td class="num">${formatEuro(totals.totalInclCents)}</td></tr>` +
    `</tbody></table></section>` +
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
  const style = input.style ?? {};
  const secondary = safeColor(style.secondaryColor, SETTINGS_DEFAULTS.templateStyle.secondaryColor);
  const font = documentFont(style.fontFamily);
  const footer = style.customFooter?.trim() ?? '';
  return (
    `<div style="width:100%;margin:0 ${QUOTE_PAGE_MARGINS.right} 0 ${QUOTE_PAGE_MARGINS.left};display:flex;` +
    `justify-content:space-between;gap:8mm;font-family:${font.stack.replace(/"/g, "'")};font-size:7.5pt;color:${secondary};` +
    `-webkit-print-color-adjust:exact">` +
    `<span style="flex:1 1 auto;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">${escapeHtml(footer.replace(/\s+/g, ' '))}</span>` +
    `<span style="white-space:nowrap">${DOCUMENT_TEXT.page('<span class="pageNumber"></span>', '<span class="totalPages"></span>')}</span>` +
    `</div>`
  );
}
