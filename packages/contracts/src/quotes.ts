/**
 * Quote contracts: SPEC §3 (Quote item, Quote, Quote create payload), §5 (Quotes list, Quote form),
 * §7 Quotes. Money travels as euros with at most 2 decimals; the server converts to cents
 * and computes every total itself (@offerteflow/domain), so totals sent by a client are stripped.
 * The status values, the status machine and the Dutch status labels live in @offerteflow/domain;
 * the status values are re-exported here for the request and response schemas.
 */
import { QUOTE_STATUSES, type QuoteStatus } from '@offerteflow/domain';
import { z } from 'zod';
import {
  decimalPlaces,
  isoTimestamp,
  labelKeys,
  labelTable,
  lineCount,
  priceField,
  requiredText,
  versionField,
} from './fields.js';
import { envelope, pagedEnvelope } from './api.js';
import { QUOTE_ITEM_DEFAULTS, QUOTE_LIST_ITEM_PREVIEW } from './constants.js';
import {
  customerInputSchema,
  customerSchema,
  emptyToUndefined,
  optionalText,
  pageParam,
  pageSizeParam,
  searchParam,
} from './customers.js';
import { MSG } from './messages.js';
import { QUOTE_LIMITS, QUOTE_MSG } from './quote-limits.js';
import {
  checkQuoteLineOptions,
  quoteItemOptionFields,
  quoteItemOptionResponseFields,
  quoteOptionFields,
  quoteOptionResponseFields,
} from './quote-options.js';

export { QUOTE_STATUSES, type QuoteStatus };

/** Units of SPEC §3 (Extracted data: product unit options). */
export const QUOTE_UNITS = ['stuk', 'uur', 'dag', 'maand', 'jaar', 'm2', 'kg', 'liter'] as const;
export type QuoteUnit = (typeof QUOTE_UNITS)[number];
export const DEFAULT_QUOTE_UNIT: QuoteUnit = 'stuk';

/** How a unit is written for people (form, overlay, PDF); units without an entry print as they are. */
const QUOTE_UNIT_LABELS: Readonly<Partial<Record<string, string>>> = { m2: 'm²' };
export const quoteUnitLabel = (unit: string): string => QUOTE_UNIT_LABELS[unit] ?? unit;

/**
 * BTW rates the quote form suggests (high, low, zero). A line may carry any rate of 0–100 % with at
 * most 1 decimal, the range and step of the settings' VAT percentage (SPEC §5), e.g. 9,5 %.
 */
export const QUOTE_VAT_RATES = [21, 9, 0] as const;
export type QuoteVatRate = number;

/** The actor of the customer's own actions on the public link when no signer name is known. */
export const QUOTE_CUSTOMER_ACTOR = 'Klant';

/**
 * The history line of a sent quote: 'Verzonden per e-mail', with who sent it first (the admin looks for
 * that) and where to: 'Verzonden door Mees Werker per e-mail naar a@b.nl'.
 */
export const quoteSentText = (by?: string | null, email?: string | null): string =>
  `Verzonden${by ? ` door ${by}` : ''} per e-mail${email ? ` naar ${email}` : ''}`;

export const QUOTE_HISTORY_ACTION_LABELS = labelTable({
  created: 'Aangemaakt',
  edited: 'Gewijzigd',
  status_changed: 'Status gewijzigd',
  sent: quoteSentText(),
  downloaded: 'PDF gedownload',
  duplicated: 'Gedupliceerd',
  viewed: 'Bekeken',
  customer_accepted: 'Geaccepteerd door de klant',
  customer_rejected: 'Afgewezen door de klant',
  reminder_sent: 'Herinnering verzonden',
  expired: 'Verlopen',
  link_revoked: 'Link ingetrokken',
});
export const QUOTE_HISTORY_ACTIONS = labelKeys(QUOTE_HISTORY_ACTION_LABELS);
export type QuoteHistoryAction = (typeof QUOTE_HISTORY_ACTIONS)[number];

export { QUOTE_LIMITS, QUOTE_MSG };

export { decimalPlaces, lineCount };

export const quoteItemInputSchema = z.object(
  {
    description: requiredText(QUOTE_MSG.descriptionRequired)
      .max(QUOTE_LIMITS.descriptionMax, { error: QUOTE_MSG.descriptionTooLong })
      .refine((v) => lineCount(v) <= QUOTE_LIMITS.descriptionLinesMax, {
        error: QUOTE_MSG.descriptionTooManyLines,
      }),
    quantity: z
      .number({ error: QUOTE_MSG.quantityNotNumber })
      .min(QUOTE_LIMITS.quantityMin, { error: QUOTE_MSG.quantityMin })
      .max(QUOTE_LIMITS.quantityMax, { error: QUOTE_MSG.quantityMax })
      .refine((v) => decimalPlaces(v) <= QUOTE_LIMITS.quantityDecimals, { error: QUOTE_MSG.quantityDecimals })
      .default(QUOTE_ITEM_DEFAULTS.quantity),
    unit: z.preprocess(
      emptyToUndefined,
      z.enum(QUOTE_UNITS, { error: QUOTE_MSG.unitInvalid }).default(DEFAULT_QUOTE_UNIT),
    ),
    unitPrice: priceField().default(QUOTE_ITEM_DEFAULTS.unitPrice),
    /** Left out: the default rate from the quote settings (domain `defaultVatRate`). */
    vatRate: z.preprocess(
      emptyToUndefined,
      z
        .number({ error: QUOTE_MSG.vatRateNotNumber })
        .min(QUOTE_LIMITS.vatRateMin, { error: QUOTE_MSG.vatRateRange })
        .max(QUOTE_LIMITS.vatRateMax, { error: QUOTE_MSG.vatRateRange })
        .refine((v) => decimalPlaces(v) <= QUOTE_LIMITS.vatRateDecimals, { error: QUOTE_MSG.vatRateDecimals })
        .optional(),
    ),
    ...quoteItemOptionFields,
  },
  { error: QUOTE_MSG.itemInvalid },
);
export type QuoteItemInput = z.input<typeof quoteItemInputSchema>;
export type QuoteItemData = z.output<typeof quoteItemInputSchema>;

/** Quote notes: trimmed, at most 10,000 characters and 200 lines, empty becomes null (create, edit and preview). */
export const notesField = optionalText(QUOTE_LIMITS.notesMax, QUOTE_MSG.notesTooLong).refine(
  (v) => v === null || lineCount(v) <= QUOTE_LIMITS.notesLinesMax,
  { error: QUOTE_MSG.notesTooManyLines },
);

export const validUntilField = z.preprocess(
  emptyToUndefined,
  z.iso.date({ error: QUOTE_MSG.validUntilInvalid }).optional(),
);

export const uuidField = (message: string) =>
  z.preprocess(emptyToUndefined, z.string({ error: message }).uuid({ error: message }).optional());

const hasValue = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * Body of POST /api/quotes and PUT /api/quotes/:id (SPEC §3 Quote create payload): either a new
 * `customer` (created with the quote) or the `customerId` of an existing one. Unknown keys, such as
 * totals, totalPrice or status sent by a client, are stripped.
 */
export const quoteCreateSchema = z
  .object({
    customer: z.preprocess((v) => (v === null ? undefined : v), customerInputSchema.optional()),
    customerId: uuidField(QUOTE_MSG.customerIdInvalid),
    items: z
      .array(quoteItemInputSchema, { error: QUOTE_MSG.itemsRequired })
      .min(QUOTE_LIMITS.itemsMin, { error: QUOTE_MSG.itemsRequired })
      .max(QUOTE_LIMITS.itemsMax, { error: QUOTE_MSG.itemsMax })
      .refine(
        (items) =>
          items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0) <= QUOTE_LIMITS.totalMax,
        { error: QUOTE_MSG.totalTooHigh },
      )
      .superRefine(checkQuoteLineOptions),
    notes: notesField,
    validUntil: validUntilField,
    templateId: uuidField(QUOTE_MSG.templateIdInvalid),
    ...quoteOptionFields,
  })
  .refine((quote) => hasValue(quote.customer) || hasValue(quote.customerId), {
    error: QUOTE_MSG.customerRequired,
    path: ['customerId'],
    when: () => true,
  })
  .refine((quote) => !(hasValue(quote.customer) && hasValue(quote.customerId)), {
    error: QUOTE_MSG.customerAmbiguous,
    path: ['customer'],
    when: () => true,
  });
export type QuoteCreateInput = z.input<typeof quoteCreateSchema>;
export type QuoteCreateData = z.output<typeof quoteCreateSchema>;

/** PUT /api/quotes/:id replaces the quote's content; same shape as a create. */
export const quoteUpdateSchema = quoteCreateSchema;
export type QuoteUpdateInput = QuoteCreateInput;
export type QuoteUpdateData = QuoteCreateData;

/** PATCH /api/quotes/:id/status. Whether the change is allowed is the domain's status machine. */
export const quoteStatusUpdateSchema = z.object({
  status: z.enum(QUOTE_STATUSES, { error: QUOTE_MSG.statusInvalid }),
});
export type QuoteStatusUpdate = z.infer<typeof quoteStatusUpdateSchema>;

export const QUOTE_STATUS_FILTERS = ['all', ...QUOTE_STATUSES] as const;
export type QuoteStatusFilter = (typeof QUOTE_STATUS_FILTERS)[number];

/** GET /api/quotes?search=&status=&page=&pageSize= (values arrive as query strings). */
export const quoteListQuerySchema = z.object({
  search: searchParam,
  status: z.preprocess(
    emptyToUndefined,
    z.enum(QUOTE_STATUS_FILTERS, { error: QUOTE_MSG.statusInvalid }).default('all'),
  ),
  /** 'mine': only the quotes the caller created ('Mijn offertes'); an API key has none. */
  owner: z.preprocess(emptyToUndefined, z.enum(['all', 'mine'], { error: MSG.invalidValue }).default('all')),
  /** 'yes': only quotes the customer opened; 'no': only those never opened. */
  viewed: z.preprocess(
    emptyToUndefined,
    z.enum(['all', 'yes', 'no'], { error: MSG.invalidValue }).default('all'),
  ),
  page: pageParam,
  pageSize: pageSizeParam,
});
export type QuoteListQueryInput = z.input<typeof quoteListQuerySchema>;
export type QuoteListQuery = z.output<typeof quoteListQuerySchema>;

const money = z.number();
const vatRateSchema = z.number().min(0).max(100);
const statusSchema = z.enum(QUOTE_STATUSES);

export const quoteItemSchema = z.object({
  id: z.string().uuid(),
  position: z.number().int().min(0),
  description: z.string(),
  quantity: z.number(),
  unit: z.enum(QUOTE_UNITS),
  unitPrice: money,
  vatRate: vatRateSchema,
  /** quantity × unitPrice rounded half-up to the cent, less the line's discount, computed by the server. */
  totalPrice: money,
  ...quoteItemOptionResponseFields,
});
export type QuoteItem = z.infer<typeof quoteItemSchema>;

export const quoteVatLineSchema = z.object({ rate: vatRateSchema, base: money, vat: money });
export type QuoteVatLine = z.infer<typeof quoteVatLineSchema>;

/** The customer as stored with the quote (a snapshot); id is null once the customer is deleted. */
export const quoteCustomerSchema = customerSchema
  .omit({ createdAt: true, updatedAt: true, version: true })
  .extend({ id: z.string().uuid().nullable(), country: z.string().nullable() });
export type QuoteCustomer = z.infer<typeof quoteCustomerSchema>;

/** The customer's decision on the public link: when, the signer's name, and a decline's reason. */
export const customerDecisionSchema = z.object({
  decision: z.enum(['accepted', 'rejected']),
  at: isoTimestamp,
  name: z.string().nullable(),
  reason: z.string().nullable(),
});

/** Who created or sent a quote: a user of the company (FORMER_COLLEAGUE once their account is deleted). */
export const quoteActorSchema = z.object({ id: z.string().uuid(), name: z.string() });
export type QuoteActor = z.infer<typeof quoteActorSchema>;

/** A quote as GET /api/quotes/:id (and create, update, status, duplicate) return it. */
export const quoteSchema = z.object({
  id: z.string().uuid(),
  quoteNumber: z.string(),
  status: statusSchema,
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
  version: versionField,
  sentAt: isoTimestamp.nullable(),
  decidedAt: isoTimestamp.nullable(),
  validUntil: z.iso.date().nullable(),
  /** SPEC `totalAmount`: the total excl. BTW (the counted line totals less the quote discount). */
  totalAmount: money,
  /** The sum of the counted line totals, before the quote discount. */
  subtotal: money,
  ...quoteOptionResponseFields,
  vatTotal: money,
  totalIncl: money,
  /** One entry per rate present, sorted 21, 9, 0. */
  vat: z.array(quoteVatLineSchema),
  customer: quoteCustomerSchema,
  items: z.array(quoteItemSchema),
  notes: z.string().nullable(),
  templateId: z.string().uuid().nullable(),
  /** When the customer first opened the public link, and how often it was opened. */
  viewedAt: isoTimestamp.nullable().optional(),
  viewCount: z.number().int().min(0).optional(),
  /** The customer's own decision on the public link (docs/customer-portal.md). */
  customerDecision: customerDecisionSchema.nullable().optional(),
  /** The user who created it and who last e-mailed it; null when an API key did (or, sent, nobody yet). */
  createdBy: quoteActorSchema.nullable().optional(),
  sentBy: quoteActorSchema.nullable().optional(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** One row of the quotes list (SPEC §2 Quotes page): the quote's own fields plus a summary. */
export const quoteListItemSchema = quoteSchema
  .pick({ id: true, quoteNumber: true, status: true, createdAt: true, totalAmount: true })
  .extend({
    customer: z.object({ name: z.string(), email: z.string().nullable() }),
    itemCount: z.number().int().min(0),
    /** The first (up to 2) item descriptions; the row adds 'en N meer...' for the rest. */
    firstItems: z.array(z.string()).max(QUOTE_LIST_ITEM_PREVIEW),
    /** When the customer first opened the public link; null when never. */
    viewedAt: quoteSchema.shape.viewedAt,
    createdBy: quoteSchema.shape.createdBy,
  });
export type QuoteListItem = z.infer<typeof quoteListItemSchema>;

export const quoteHistoryEntrySchema = z.object({
  id: z.string().uuid(),
  action: z.enum(QUOTE_HISTORY_ACTIONS),
  at: isoTimestamp,
  /** Name of the user who did it; null for the system. */
  by: z.string().nullable(),
  /** e.g. {from: 'draft', to: 'sent'} for status_changed, {email} for sent, {sourceQuoteNumber} for duplicated. */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable(),
});
export type QuoteHistoryEntry = z.infer<typeof quoteHistoryEntrySchema>;

export const quoteResponseSchema = envelope(quoteSchema);
export const quoteListResponseSchema = pagedEnvelope(quoteListItemSchema);
export const quoteHistoryResponseSchema = envelope(z.array(quoteHistoryEntrySchema));
export type QuoteListResponse = z.infer<typeof quoteListResponseSchema>;
