/** Input of the quote document: plain data, independent of the database and the HTTP contracts. */
import type { Quote, TemplateStyle, TermType } from '@offerteflow/contracts';
import type { Discount, VatRate } from '@offerteflow/domain';
import type { EmbeddedFontFace } from './fonts.js';

/** Contact and registration details printed for the company and for the customer alike. */
interface DocumentParty {
  name: string;
  email?: string | null;
  phone?: string | null;
  /** Street and number; may contain line breaks. */
  address?: string | null;
  postalCode?: string | null;
  city?: string | null;
  country?: string | null;
  /** KvK (chamber of commerce) number. */
  kvkNumber?: string | null;
  /** BTW (VAT) identification number. */
  vatNumber?: string | null;
}

export interface DocumentCompany extends DocumentParty {
  website?: string | null;
  iban?: string | null;
  /** Company logo as a data: URL; the template's logo wins when both are set. */
  logo?: string | null;
}

export type DocumentCustomer = DocumentParty;

export interface DocumentItem {
  description: string;
  quantity: number;
  unit: string;
  /** Euros excl. BTW, at most 2 decimals (the contract's unit). */
  unitPrice: number;
  vatRate: VatRate;
  /** Percentage, or amount in euros. */
  discount?: Discount | null;
  optional?: boolean;
  choiceGroup?: string | null;
  selected?: boolean;
}

export interface DocumentQuote {
  quoteNumber: string;
  /** Quote date: an ISO timestamp (createdAt) or a YYYY-MM-DD date. */
  date: string | Date;
  /** 'Geldig tot': YYYY-MM-DD, or null when not set. */
  validUntil?: string | null;
  customer: DocumentCustomer;
  items: readonly DocumentItem[];
  notes?: string | null;
  /** Quote discount before BTW: percentage, or amount in euros. */
  discount?: Discount | null;
  /** 'Aanbetaling' percentage of the total incl. BTW (0 or left out: none). */
  depositPercent?: number;
}

/** A stored quote (the API contract) as the document prints it: dated by its creation. */
export function documentQuoteOf(
  quote: Pick<
    Quote,
    | 'quoteNumber'
    | 'createdAt'
    | 'validUntil'
    | 'customer'
    | 'items'
    | 'notes'
    | 'discount'
    | 'depositPercent'
  >,
): DocumentQuote {
  const { quoteNumber, createdAt, validUntil, customer, items, notes, discount, depositPercent } = quote;
  return { quoteNumber, date: createdAt, validUntil, customer, items, notes, discount, depositPercent };
}

/** Template style (SPEC §3) plus the template's own logo. */
export type DocumentStyle = Partial<TemplateStyle> & { logo?: string | null };

export interface QuoteDocumentInput {
  quote: DocumentQuote;
  company: DocumentCompany;
  style?: DocumentStyle;
  /** Payment terms (quote settings' defaultPaymentTerms); shown when style.showPaymentTerms. */
  paymentTerms?: string | null;
  /**
   * The company's default terms (catalogue terms marked default). A payment clause among them is
   * printed as the payment terms instead of `paymentTerms`; the others follow under 'Voorwaarden'.
   */
  terms?: readonly DocumentTerm[];
  /** Reference to the general terms; a standard Dutch sentence when left out. */
  termsReference?: string | null;
  /** Embedded font faces (server side); without them the CSS stack uses local fonts. */
  fonts?: readonly EmbeddedFontFace[];
  /** The customer's online acceptance: printed as 'Geaccepteerd door {naam} op {datum}' with the signature. */
  acceptance?: DocumentAcceptance | null;
  /** Marks a preview ('Voorbeeld' watermark-like label next to the title). */
  preview?: boolean;
}

/** A term of the company's catalogue as the document prints it. */
export interface DocumentTerm {
  termType: TermType;
  content: string;
}

/** The customer's acceptance on the public link (docs/customer-portal.md). */
export interface DocumentAcceptance {
  name: string;
  /** When it was accepted: an ISO timestamp or a Date. */
  at: string | Date;
  /** The drawn signature as a PNG data URL (checked by the API), or null. */
  signature?: string | null;
}
