/**
 * What the A4 document (document.ts) and the responsive body (quote-body.ts) share: the Dutch texts,
 * the resolved house style, the party blocks, the terms and the 'Akkoord' texts. Every piece of user
 * text is escaped here or by the caller.
 */
import {
  PNG_DATA_URL_PATTERN,
  PUBLIC_QUOTE_MSG,
  SETTINGS_DEFAULTS,
  TERM_TYPE_LABELS,
  formatIban,
} from '@offerteflow/contracts';
import { formatDateTime, formatVatRate } from '@offerteflow/domain';
import { escapeHtml, escapeMultiline, safeColor, safeLogo } from './escape.js';
import { documentFont, type DocumentFontSpec } from './fonts.js';
import type {
  DocumentAcceptance,
  DocumentCompany,
  DocumentCustomer,
  DocumentStyle,
  DocumentTerm,
} from './types.js';

/** Dutch texts of the document. */
export const DOCUMENT_TEXT = {
  title: 'Offerte',
  preview: 'Voorbeeld',
  quoteFor: 'Offerte voor',
  from: 'Van',
  quoteNumber: 'Offertenummer',
  quoteDate: 'Offertedatum',
  validUntil: 'Geldig tot',
  lines: 'Offerteregels',
  description: 'Omschrijving',
  quantity: 'Aantal',
  unit: 'Eenheid',
  unitPrice: 'Prijs',
  vat: 'BTW',
  lineTotal: 'Totaal',
  noItems: 'Geen offerteregels',
  totals: 'Totalen',
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

/** The template style with every default applied and every value made safe for HTML and CSS. */
export interface ResolvedStyle {
  primary: string;
  secondary: string;
  font: DocumentFontSpec;
  logoPosition: 'left' | 'center' | 'right';
  showCompanyDetails: boolean;
  showPaymentTerms: boolean;
  customFooter: string;
}

export function resolveStyle(style: DocumentStyle | undefined): ResolvedStyle {
  const defaults = SETTINGS_DEFAULTS.templateStyle;
  const s = style ?? {};
  const position = s.logoPosition ?? defaults.logoPosition;
  return {
    primary: safeColor(s.primaryColor, defaults.primaryColor),
    secondary: safeColor(s.secondaryColor, defaults.secondaryColor),
    font: documentFont(s.fontFamily),
    logoPosition: position === 'center' || position === 'right' ? position : 'left',
    showCompanyDetails: s.showCompanyDetails ?? defaults.showCompanyDetails,
    showPaymentTerms: s.showPaymentTerms ?? defaults.showPaymentTerms,
    customFooter: s.customFooter?.trim() ?? '',
  };
}

/** The template's logo, else the company's, as a safe data: URL; null when neither is one. */
export function documentLogo(style: DocumentStyle | undefined, company: DocumentCompany): string | null {
  return safeLogo(style?.logo) ?? safeLogo(company.logo);
}

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

export function customerBlock(customer: DocumentCustomer): string {
  return partyBlock(customer, [
    [DOCUMENT_TEXT.email, customer.email],
    [DOCUMENT_TEXT.phone, customer.phone],
    [DOCUMENT_TEXT.kvk, customer.kvkNumber],
    [DOCUMENT_TEXT.vatNumber, customer.vatNumber],
  ]);
}

/** The company's name, with its address, contact details, KvK, BTW and IBAN when `details`. */
export function companyBlock(company: DocumentCompany, details: boolean): string {
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

/**
 * The paragraphs under 'Betalingsvoorwaarden' and 'Voorwaarden' (escaped HTML): a default payment
 * clause of the catalogue replaces the settings' payment text; payment terms only when the style shows them.
 */
export function termParagraphs(
  terms: readonly DocumentTerm[] | undefined,
  paymentTerms: string | null | undefined,
  showPaymentTerms: boolean,
): { payment: string[]; other: string[] } {
  const defaults = (terms ?? []).filter((t) => t.content.trim());
  const clauses = defaults.filter((t) => t.termType === 'payment_terms').map((t) => t.content.trim());
  const payment = clauses.length > 0 ? clauses : [paymentTerms?.trim() ?? ''].filter(Boolean);
  return {
    payment: showPaymentTerms ? payment.map((text) => `<p>${escapeMultiline(text)}</p>`) : [],
    other: defaults
      .filter((t) => t.termType !== 'payment_terms')
      .map(
        (t) =>
          `<p><strong>${escapeHtml(TERM_TYPE_LABELS[t.termType])}:</strong> ${escapeMultiline(t.content.trim())}</p>`,
      ),
  };
}

/** 'Geaccepteerd door {naam} op {datum}' and the drawn signature, in place of the empty sign lines. */
export function acceptedBlock(acceptance: DocumentAcceptance): string {
  const signature =
    acceptance.signature && PNG_DATA_URL_PATTERN.test(acceptance.signature)
      ? `<img class="signature" src="${acceptance.signature}" alt="${DOCUMENT_TEXT.signature}">`
      : '';
  return (
    `<div class="accepted"><p><strong>${escapeHtml(DOCUMENT_TEXT.acceptedBy(acceptance.name, formatDateTime(acceptance.at)))}</strong></p>` +
    `${signature}</div>`
  );
}

/** The 'Akkoord' paragraphs: validity, how to accept, the reference to the general terms. */
export function acceptParagraphs(
  quoteNumber: string,
  validUntil: string | null,
  company: DocumentCompany,
  termsReference: string | null | undefined,
): string {
  const reference = termsReference?.trim() || DOCUMENT_TEXT.defaultTermsReference;
  return (
    (validUntil ? `<p>${escapeHtml(DOCUMENT_TEXT.validity(validUntil))}</p>` : '') +
    `<p>${escapeHtml(DOCUMENT_TEXT.acceptText(quoteNumber, company.email?.trim() || null))}</p>` +
    `<p class="k">${escapeMultiline(reference)}</p>`
  );
}
