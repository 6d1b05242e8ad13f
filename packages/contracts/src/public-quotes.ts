/**
 * The customer's side of a sent quote: the public link /o/:token and its API under
 * /api/public/quotes/:token (view, pdf, accept, decline). See docs/customer-portal.md.
 */
import { z } from 'zod';
import { requiredName } from './fields.js';
import { envelope } from './api.js';
import { optionalText } from './customers.js';
import { customerDecisionSchema } from './quotes.js';
import { customerSelectionSchema, publicQuotePricingSchema } from './quote-options.js';

/** The exact text of the tick the signer must set before accepting on the public page. */
export const PUBLIC_QUOTE_ACCEPT_TICK = 'Ik ga akkoord met de offerte en de algemene voorwaarden';

export const PUBLIC_QUOTE_LIMITS = {
  nameMax: 200,
  reasonMax: 2_000,
  /** A drawn signature as a PNG data URL: at most this many bytes once decoded. */
  signatureMaxBytes: 200_000,
  signatureMaxWidth: 2_000,
  signatureMaxHeight: 1_000,
} as const;

/** Dutch texts of the public page and the answers of its API. */
export const PUBLIC_QUOTE_MSG = {
  nameRequired: 'Vul uw naam in',
  nameTooLong: 'Naam mag maximaal 200 tekens bevatten',
  tickRequired: 'Vink aan dat u akkoord gaat met de offerte en de algemene voorwaarden',
  reasonTooLong: 'Reden mag maximaal 2.000 tekens bevatten',
  signatureInvalid: 'De handtekening is geen geldige afbeelding',
  signatureTooLarge: 'De handtekening is te groot',
  expired: 'Deze offerte is verlopen',
  notOpen: 'Over deze offerte is al beslist',
  notFound: 'Pagina niet gevonden',
  accepted: (name: string, date: string) => `Geaccepteerd door ${name} op ${date}`,
  rejected: 'Deze offerte is afgewezen',
  acceptButton: 'Akkoord geven',
  declineButton: 'Afwijzen',
  download: 'PDF downloaden',
} as const;

/** A base64 PNG data URL: the only form a drawn signature is taken, stored and printed in. */
export const PNG_DATA_URL_PATTERN = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/;

/** A drawn signature: a PNG data URL (size and pixels are checked by the server with sharp). */
const signatureField = z
  .string({ error: PUBLIC_QUOTE_MSG.signatureInvalid })
  .max(Math.ceil((PUBLIC_QUOTE_LIMITS.signatureMaxBytes * 4) / 3) + 64, {
    error: PUBLIC_QUOTE_MSG.signatureTooLarge,
  })
  .regex(PNG_DATA_URL_PATTERN, { error: PUBLIC_QUOTE_MSG.signatureInvalid })
  .nullish()
  .transform((value) => value ?? null);

/** POST /api/public/quotes/:token/accept */
export const publicQuoteAcceptSchema = z.object({
  name: requiredName(PUBLIC_QUOTE_MSG.nameRequired).max(PUBLIC_QUOTE_LIMITS.nameMax, {
    error: PUBLIC_QUOTE_MSG.nameTooLong,
  }),
  agreed: z.literal(true, { error: PUBLIC_QUOTE_MSG.tickRequired }),
  signature: signatureField,
  /** The ticked options and chosen variants; left out: the quote as sent. */
  selection: customerSelectionSchema.optional(),
});
export type PublicQuoteAcceptInput = z.input<typeof publicQuoteAcceptSchema>;
export type PublicQuoteAcceptData = z.output<typeof publicQuoteAcceptSchema>;

/** POST /api/public/quotes/:token/decline */
export const publicQuoteDeclineSchema = z.object({
  reason: optionalText(PUBLIC_QUOTE_LIMITS.reasonMax, PUBLIC_QUOTE_MSG.reasonTooLong),
});
export type PublicQuoteDeclineInput = z.input<typeof publicQuoteDeclineSchema>;
export type PublicQuoteDeclineData = z.output<typeof publicQuoteDeclineSchema>;

/**
 * What the customer sees: state, the quote as a responsive page (same data and house style as the
 * PDF) and the decision once taken. Nothing about other quotes, users or settings.
 */
export const publicQuoteSchema = z.object({
  quoteNumber: z.string(),
  companyName: z.string(),
  /** open: may be accepted or declined; expired: past its valid-until date; accepted / rejected: decided. */
  state: z.enum(['open', 'expired', 'accepted', 'rejected']),
  validUntil: z.iso.date().nullable(),
  primaryColor: z.string(),
  /**
   * The quote as one self-contained, responsive HTML page (packages/quote-document
   * `renderQuoteScreenHtml`): lines stacked on a phone; the A4 layout is the PDF's.
   */
  documentHtml: z.string(),
  /** The decision without the decline's reason, which only the company sees. */
  decision: customerDecisionSchema.omit({ reason: true }).nullable(),
  /** The lines, the quote discount and the deposit, for the options and choices and their live totals. */
  pricing: publicQuotePricingSchema,
});
export type PublicQuote = z.infer<typeof publicQuoteSchema>;
export const publicQuoteResponseSchema = envelope(publicQuoteSchema);

/** POST /api/quotes/:id/links/revoke ('Link intrekken'): how many active links were revoked. */
export const quoteLinksRevokeSchema = z.object({ revoked: z.number().int().min(0) });
export type QuoteLinksRevoke = z.infer<typeof quoteLinksRevokeSchema>;
export const quoteLinksRevokeResponseSchema = envelope(quoteLinksRevokeSchema);
