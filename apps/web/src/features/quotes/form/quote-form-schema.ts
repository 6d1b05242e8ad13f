import {
  AI_PRICE_SOURCES,
  DEFAULT_COUNTRY,
  DEFAULT_QUOTE_UNIT,
  QUOTE_ITEM_DEFAULTS,
  QUOTE_LIMITS,
  QUOTE_MSG,
  checkQuoteLineOptions,
  customerInputSchema,
  discountInputSchema,
  quoteOptionFields,
  lineCount,
  quoteItemInputSchema,
  type DiscountInput,
  type Quote,
  type QuoteCreateInput,
  type QuoteUnit,
} from '@offerteflow/contracts';
import {
  DISCOUNT_TYPES,
  computeQuoteTotalsFromEuros,
  isIsoDate,
  isVatRate,
  type Discount,
  type QuoteTotals,
  type VatRate,
} from '@offerteflow/domain';
import { z } from 'zod';

export const CUSTOMER_MODES = ['new', 'existing'] as const;
export type CustomerMode = (typeof CUSTOMER_MODES)[number];

const CUSTOMER_TEXT_FIELDS = [
  'name',
  'email',
  'phone',
  'address',
  'postalCode',
  'city',
  'country',
  'kvkNumber',
  'vatNumber',
] as const;

/**
 * The customer part of the form. Its check lives on this object (not on the whole form) so the
 * customer messages appear together with the item messages on the first submit (SPEC §5: a new
 * customer needs a name, an existing one a selection).
 */
const customerSectionSchema = z
  .object({
    mode: z.enum(CUSTOMER_MODES),
    id: z.string(),
    ...Object.fromEntries(CUSTOMER_TEXT_FIELDS.map((field) => [field, z.string()])),
  } as { mode: z.ZodEnum<{ new: 'new'; existing: 'existing' }>; id: z.ZodString } & Record<
    (typeof CUSTOMER_TEXT_FIELDS)[number],
    z.ZodString
  >)
  .superRefine((customer, ctx) => {
    if (customer.mode === 'existing') {
      if (!customer.id) ctx.addIssue({ code: 'custom', message: QUOTE_MSG.customerRequired, path: ['id'] });
      return;
    }
    const parsed = customerInputSchema.safeParse(customer);
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
  });

/**
 * Where the AI text modal got a line's price (the text, the catalogue, or none found); the row shows it
 * as long as the price is unchanged. Form-only: never sent to the API.
 */
export const priceOriginSchema = z.object({ source: z.enum(AI_PRICE_SOURCES), unitPrice: z.number() });
export type PriceOrigin = z.infer<typeof priceOriginSchema>;

/**
 * A discount as the form holds it: a type and a value that may be empty; an empty or 0 value is no
 * discount (null), anything else is checked by the contract's discount schema.
 */
export const formDiscountSchema = z
  .object({ type: z.enum(DISCOUNT_TYPES).optional(), value: z.number().optional() })
  .optional()
  .transform((d): DiscountInput | undefined =>
    d?.value ? ({ type: d.type ?? 'percent', value: d.value } as DiscountInput) : null,
  )
  .pipe(discountInputSchema);
export type FormDiscount = z.input<typeof formDiscountSchema>;

const noDiscount = (): NonNullable<FormDiscount> => ({ type: 'percent', value: undefined });

const formItemSchema = quoteItemInputSchema.extend({
  priceOrigin: priceOriginSchema.optional(),
  discount: formDiscountSchema,
});

export const quoteFormSchema = z.object({
  templateId: z.string(),
  customer: customerSectionSchema,
  items: z
    .array(formItemSchema)
    .min(QUOTE_LIMITS.itemsMin, { error: QUOTE_MSG.itemsRequired })
    .max(QUOTE_LIMITS.itemsMax, { error: QUOTE_MSG.itemsMax })
    .superRefine(checkQuoteLineOptions),
  discount: formDiscountSchema,
  depositPercent: quoteOptionFields.depositPercent,
  notes: z
    .string()
    .max(QUOTE_LIMITS.notesMax, { error: QUOTE_MSG.notesTooLong })
    .refine((v) => lineCount(v.trim()) <= QUOTE_LIMITS.notesLinesMax, { error: QUOTE_MSG.notesTooManyLines }),
  validUntil: z
    .string()
    .refine((value) => value === '' || isIsoDate(value), { error: QUOTE_MSG.validUntilInvalid }),
});

export type QuoteFormInput = z.input<typeof quoteFormSchema>;
export type QuoteFormOutput = z.output<typeof quoteFormSchema>;
export type QuoteFormItem = QuoteFormInput['items'][number];
export type CustomerFields = QuoteFormInput['customer'];

export function emptyItem(vatRate: VatRate): QuoteFormItem {
  return {
    description: '',
    quantity: QUOTE_ITEM_DEFAULTS.quantity,
    unit: DEFAULT_QUOTE_UNIT,
    unitPrice: QUOTE_ITEM_DEFAULTS.unitPrice,
    vatRate,
    discount: noDiscount(),
    optional: false,
    choiceGroup: '',
    selected: false,
  };
}

export function emptyCustomer(mode: CustomerMode = 'new'): CustomerFields {
  return {
    mode,
    id: '',
    name: '',
    email: '',
    phone: '',
    address: '',
    postalCode: '',
    city: '',
    country: DEFAULT_COUNTRY,
    kvkNumber: '',
    vatNumber: '',
  };
}

/** Form values of a new quote; the deposit starts at the quote settings' default. */
export function newQuoteValues(options: {
  vatRate: VatRate;
  validUntil: string;
  depositPercent?: number;
}): QuoteFormInput {
  return {
    templateId: '',
    customer: emptyCustomer(),
    items: [emptyItem(options.vatRate)],
    discount: noDiscount(),
    depositPercent: options.depositPercent ?? 0,
    notes: '',
    validUntil: options.validUntil,
  };
}

/** Form values of an existing quote: its customer stays linked when it still exists. */
export function quoteToFormValues(quote: Quote): QuoteFormInput {
  const c = quote.customer;
  const customer: CustomerFields = c.id
    ? { ...emptyCustomer('existing'), id: c.id }
    : {
        ...emptyCustomer('new'),
        name: c.name,
        email: c.email ?? '',
        phone: c.phone ?? '',
        address: c.address ?? '',
        postalCode: c.postalCode ?? '',
        city: c.city ?? '',
        country: c.country ?? DEFAULT_COUNTRY,
        kvkNumber: c.kvkNumber ?? '',
        vatNumber: c.vatNumber ?? '',
      };
  return {
    templateId: quote.templateId ?? '',
    customer,
    items: quote.items.map((item) => ({
      description: item.description,
      quantity: item.quantity,
      unit: item.unit,
      unitPrice: item.unitPrice,
      vatRate: item.vatRate,
      discount: item.discount ?? noDiscount(),
      optional: item.optional,
      choiceGroup: item.choiceGroup ?? '',
      selected: item.selected,
    })),
    discount: quote.discount ?? noDiscount(),
    depositPercent: quote.depositPercent,
    notes: quote.notes ?? '',
    validUntil: quote.validUntil ?? '',
  };
}

/** The body of POST /api/quotes and PUT /api/quotes/:id (SPEC §3 Quote create payload). */
export function toQuotePayload(values: QuoteFormOutput): QuoteCreateInput {
  const { mode, id, ...customer } = values.customer;
  return {
    customer: mode === 'new' ? customer : undefined,
    customerId: mode === 'existing' ? id : undefined,
    items: values.items.map((item) => ({
      description: item.description,
      quantity: item.quantity,
      unit: item.unit as QuoteUnit,
      unitPrice: item.unitPrice,
      vatRate: item.vatRate,
      discount: item.discount,
      optional: item.optional,
      choiceGroup: item.choiceGroup,
      selected: item.selected,
    })),
    discount: values.discount,
    depositPercent: values.depositPercent,
    notes: values.notes.trim() || null,
    validUntil: values.validUntil || undefined,
    templateId: values.templateId || undefined,
  };
}

/** A line that counts for the live totals and the preview: quantity > 0 and a price of 0 or more. */
export function isCompleteLine(item: Partial<QuoteFormItem>): boolean {
  return (
    typeof item.description === 'string' &&
    item.description.trim() !== '' &&
    typeof item.quantity === 'number' &&
    Number.isFinite(item.quantity) &&
    item.quantity > 0 &&
    typeof item.unitPrice === 'number' &&
    Number.isFinite(item.unitPrice) &&
    item.unitPrice >= 0
  );
}

/** A discount the user is typing, or null while it is not (yet) a valid one. */
function liveDiscount(discount: FormDiscount): Discount | null {
  const value = discount?.value;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null;
  const rounded = Number(value.toFixed(2));
  if (discount?.type === 'amount')
    return rounded <= QUOTE_LIMITS.unitPriceMax ? { type: 'amount', value: rounded } : null;
  return rounded <= 100 ? { type: 'percent', value: rounded } : null;
}

/** The quote-wide parts of the live totals: its discount and deposit as the user is typing them. */
export interface LiveQuoteOptions {
  discount?: FormDiscount;
  depositPercent?: number;
}

/**
 * Live totals of the form with the same domain rules the API uses. Lines whose quantity or price is
 * not (yet) a valid number count as zero instead of breaking the summary while the user types; so
 * does a discount or deposit that is not (yet) valid.
 */
export function liveTotals(
  items: readonly Partial<QuoteFormItem>[],
  fallbackRate: VatRate,
  options: LiveQuoteOptions = {},
): QuoteTotals {
  const deposit = options.depositPercent;
  return computeQuoteTotalsFromEuros(
    items.map((item) => {
      const valid =
        typeof item.quantity === 'number' &&
        Number.isFinite(item.quantity) &&
        item.quantity >= 0 &&
        item.quantity <= QUOTE_LIMITS.quantityMax &&
        typeof item.unitPrice === 'number' &&
        Number.isFinite(item.unitPrice) &&
        item.unitPrice >= 0 &&
        item.unitPrice <= QUOTE_LIMITS.unitPriceMax;
      return {
        quantity: valid ? Number(item.quantity!.toFixed(3)) : 0,
        unitPrice: valid ? Number(item.unitPrice!.toFixed(2)) : 0,
        vatRate: isVatRate(item.vatRate) ? item.vatRate : fallbackRate,
        discount: liveDiscount(item.discount),
        optional: item.optional === true,
        choiceGroup: item.choiceGroup?.trim() || null,
        selected: item.selected === true,
      };
    }),
    {
      discount: liveDiscount(options.discount),
      depositPercent:
        typeof deposit === 'number' && Number.isInteger(deposit) && deposit >= 0 && deposit <= 100
          ? deposit
          : 0,
    },
  );
}

/** SPEC §5: preview needs a customer (a name, or a chosen existing one) and one complete item. */
export function canPreview(
  customer: Pick<CustomerFields, 'mode' | 'id' | 'name'> | undefined,
  items: readonly Partial<QuoteFormItem>[],
): boolean {
  const hasCustomer =
    customer?.mode === 'existing' ? customer.id !== '' : (customer?.name ?? '').trim() !== '';
  return hasCustomer && items.some(isCompleteLine);
}
