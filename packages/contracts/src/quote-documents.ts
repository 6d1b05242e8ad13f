/**
 * Quote PDF and e-mail contracts: SPEC §7 Quotes (preview, send-email, pdf), §8 (send e-mail error).
 * The PDF endpoints answer application/pdf; send-email answers the updated quote.
 */
import { z } from 'zod';
import { requiredText } from './fields.js';
import { EMAIL_PATTERN } from './auth.js';
import { customerInputSchema, optionalText } from './customers.js';
import { MSG } from './messages.js';
import {
  QUOTE_LIMITS,
  QUOTE_MSG,
  notesField,
  quoteItemInputSchema,
  uuidField,
  validUntilField,
} from './quotes.js';

/** Customer name printed on a preview when the form has none yet (SPEC §7: a sample customer name). */
export const PREVIEW_SAMPLE_CUSTOMER_NAME = 'Voorbeeld Klant';
/** Quote number printed on a preview (a preview is not numbered). */
export const PREVIEW_QUOTE_NUMBER = 'VOORBEELD';
/** File names of SPEC §2 and §7. */
export const PREVIEW_PDF_FILE_NAME = 'offerte-preview.pdf';
export const quotePdfFileName = (quoteNumber: string) =>
  `Offerte-${quoteNumber.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`;

export const QUOTE_EMAIL_LIMITS = { messageMax: 5_000 } as const;

export const QUOTE_DOCUMENT_MSG = {
  /** SPEC §8 Send e-mail (default when the server gives none). */
  sendEmailFailed: 'Er is een fout opgetreden bij het versturen van de email',
  /** SPEC §8 PDF preview. */
  previewFailed: 'Fout bij genereren van PDF preview',
  /** SPEC §8 PDF download. */
  downloadFailed: 'Fout bij downloaden PDF. Probeer het opnieuw.',
  pdfFailed: 'Fout bij genereren van de PDF, probeer het opnieuw',
  /** 503 PDF_UNAVAILABLE: no Chromium on the server. */
  pdfUnavailable:
    'PDF-bestanden maken is op deze server niet beschikbaar: Chromium ontbreekt. Vraag de beheerder om Chromium te installeren.',
  pdfBusy: 'Er worden nu te veel PDF-bestanden gemaakt, probeer het over enkele seconden opnieuw',
  /** 503 PDF_TIMEOUT: the render went over its budget (not repeated automatically). */
  pdfTooSlow:
    'Het maken van de PDF duurde te lang en is gestopt. Maak de omschrijvingen, notities of voorwaarden korter, of verdeel de regels over meer offertes.',
  messageTooLong: 'Bericht mag maximaal 5.000 tekens bevatten',
} as const;

/** POST /api/quotes/preview: the form's quote data; nothing is stored. */
export const quotePreviewSchema = z.object({
  preview: z.boolean().optional(),
  customer: z.preprocess((v) => (v === null ? undefined : v), customerInputSchema.optional()),
  customerId: uuidField(QUOTE_MSG.customerIdInvalid),
  items: z
    .array(quoteItemInputSchema, { error: QUOTE_MSG.itemsRequired })
    .min(QUOTE_LIMITS.itemsMin, { error: QUOTE_MSG.itemsRequired })
    .max(QUOTE_LIMITS.itemsMax, { error: QUOTE_MSG.itemsMax }),
  notes: notesField,
  validUntil: validUntilField,
  templateId: uuidField(QUOTE_MSG.templateIdInvalid),
});
export type QuotePreviewInput = z.input<typeof quotePreviewSchema>;
export type QuotePreviewData = z.output<typeof quotePreviewSchema>;

/** POST /api/quotes/:id/send-email: e-mail required (trimmed, valid); message optional, trimmed, omitted when empty. */
export const quoteSendEmailSchema = z.object({
  email: requiredText(MSG.emailRequired)
    .max(254, { error: MSG.emailInvalid })
    .refine((value) => EMAIL_PATTERN.test(value), { error: MSG.emailInvalid }),
  message: optionalText(QUOTE_EMAIL_LIMITS.messageMax, QUOTE_DOCUMENT_MSG.messageTooLong, undefined),
});
export type QuoteSendEmailInput = z.input<typeof quoteSendEmailSchema>;
export type QuoteSendEmailData = z.output<typeof quoteSendEmailSchema>;
