/**
 * Discounts, optional lines, choices and the deposit of a quote (the rules and the totals
 * are @offerteflow/domain's `computeQuoteTotals`). JSON carries a discount as a percentage (0–100,
 * at most 2 decimals) or an amount in euros (at most 2 decimals).
 */
import { DISCOUNT_TYPES, DEPOSIT_PERCENT_MAX } from '@offerteflow/domain';
import { z } from 'zod';
import { decimalPlaces, priceField } from './fields.js';
import { emptyToUndefined } from './customers.js';
import { MSG } from './messages.js';

export { DISCOUNT_TYPES };

export const QUOTE_OPTION_LIMITS = {
  discountPercentMax: 100,
  discountPercentDecimals: 2,
  choiceGroupMax: 100,
  depositPercentMax: DEPOSIT_PERCENT_MAX,
} as const;

export const QUOTE_OPTION_MSG = {
  discountTypeInvalid: 'Kies korting in procent of als bedrag',
  discountPercentRange: 'Korting moet tussen 0 en 100 procent liggen',
  discountPercentDecimals: 'Korting mag maximaal 2 decimalen hebben',
  discountAboveLine: 'Korting mag niet hoger zijn dan het regelbedrag',
  choiceGroupTooLong: 'Naam van de keuze mag maximaal 100 tekens bevatten',
  optionalAndChoice: 'Een regel is optioneel of een keuze, niet allebei',
  choiceNeedsTwo: 'Een keuze heeft minimaal twee varianten',
  choiceOneDefault: 'Kies per keuze één standaardvariant',
  depositRange: 'Aanbetaling moet een heel percentage tussen 0 en 100 zijn',
  selectionInvalid: 'Uw keuze past niet bij deze offerte. Vernieuw de pagina en probeer het opnieuw.',
} as const;

/** Dutch labels of the feature, shared by the form, the overlay, the PDF and the public page. */
export const QUOTE_OPTION_LABELS = {
  discount: 'Korting',
  optional: 'Optioneel',
  choice: 'Keuze',
  deposit: 'Aanbetaling',
} as const;

const percentValue = z
  .number({ error: QUOTE_OPTION_MSG.discountPercentRange })
  .min(0, { error: QUOTE_OPTION_MSG.discountPercentRange })
  .max(QUOTE_OPTION_LIMITS.discountPercentMax, { error: QUOTE_OPTION_MSG.discountPercentRange })
  .refine((v) => decimalPlaces(v) <= QUOTE_OPTION_LIMITS.discountPercentDecimals, {
    error: QUOTE_OPTION_MSG.discountPercentDecimals,
  });

/** A discount of a line or of the whole quote; null (or left out) means none. */
export const discountInputSchema = z
  .discriminatedUnion(
    'type',
    [
      z.object({ type: z.literal('percent'), value: percentValue }),
      z.object({ type: z.literal('amount'), value: priceField() }),
    ],
    { error: QUOTE_OPTION_MSG.discountTypeInvalid },
  )
  .nullable()
  .default(null);
export type DiscountInput = z.output<typeof discountInputSchema>;

/** The fields a quote line gets: its discount, whether it is optional, its choice group and default. */
export const quoteItemOptionFields = {
  discount: discountInputSchema,
  optional: z.boolean({ error: MSG.invalidValue }).default(false),
  /** Lines with the same name are the variants of one choice ('Kozijnen'); empty means none. */
  choiceGroup: z
    .string({ error: MSG.invalidValue })
    .trim()
    .max(QUOTE_OPTION_LIMITS.choiceGroupMax, { error: QUOTE_OPTION_MSG.choiceGroupTooLong })
    .nullable()
    .optional()
    .transform((v) => v || null),
  /** Optional line: ticked by default (normally not). Variant: the default choice. */
  selected: z.boolean({ error: MSG.invalidValue }).default(false),
};

/** The fields a quote gets: a discount before BTW and a deposit percentage (left out: the settings' default). */
export const quoteOptionFields = {
  discount: discountInputSchema,
  depositPercent: z
    .preprocess(
      emptyToUndefined,
      z
        .number({ error: QUOTE_OPTION_MSG.depositRange })
        .int({ error: QUOTE_OPTION_MSG.depositRange })
        .min(0, { error: QUOTE_OPTION_MSG.depositRange })
        .max(QUOTE_OPTION_LIMITS.depositPercentMax, { error: QUOTE_OPTION_MSG.depositRange })
        .optional(),
    )
    .optional(),
};

interface OptionLine {
  quantity: number;
  unitPrice: number;
  discount: DiscountInput;
  optional: boolean;
  choiceGroup: string | null;
  selected: boolean;
}

/**
 * Checks across the lines that one line's schema cannot see: an amount discount within its line, a
 * line either optional or a variant, every choice with two variants and at most one default.
 */
export function checkQuoteLineOptions(items: readonly OptionLine[], ctx: z.RefinementCtx): void {
  const groups = new Map<string, number[]>();
  items.forEach((item, index) => {
    if (item.discount?.type === 'amount' && item.discount.value > item.quantity * item.unitPrice + 1e-9) {
      ctx.addIssue({
        code: 'custom',
        message: QUOTE_OPTION_MSG.discountAboveLine,
        path: [index, 'discount'],
      });
    }
    if (!item.choiceGroup) return;
    if (item.optional) {
      ctx.addIssue({
        code: 'custom',
        message: QUOTE_OPTION_MSG.optionalAndChoice,
        path: [index, 'optional'],
      });
    }
    groups.set(item.choiceGroup, [...(groups.get(item.choiceGroup) ?? []), index]);
  });
  for (const indexes of groups.values()) {
    const first = indexes[0] ?? 0;
    if (indexes.length < 2) {
      ctx.addIssue({
        code: 'custom',
        message: QUOTE_OPTION_MSG.choiceNeedsTwo,
        path: [first, 'choiceGroup'],
      });
    }
    if (indexes.filter((i) => items[i]?.selected).length > 1) {
      ctx.addIssue({ code: 'custom', message: QUOTE_OPTION_MSG.choiceOneDefault, path: [first, 'selected'] });
    }
  }
}

const discountSchema = z
  .object({ type: z.enum(DISCOUNT_TYPES), value: z.number() })
  .nullable()
  .describe('A percentage (0–100) or an amount in euros; null: none');

/** Response fields of a quote line. */
export const quoteItemOptionResponseFields = {
  discount: discountSchema,
  /** The line's discount in euros (quantity × unit price − totalPrice). */
  discountAmount: z.number(),
  optional: z.boolean(),
  choiceGroup: z.string().nullable(),
  selected: z.boolean(),
  /** Whether the line counts in the totals (an optional line ticked, the chosen variant). */
  included: z.boolean(),
};

/** Response fields of a quote. */
export const quoteOptionResponseFields = {
  discount: discountSchema,
  /** The quote discount in euros, subtracted from the subtotal before BTW. */
  discountAmount: z.number(),
  depositPercent: z.number().int().min(0).max(100),
  /** The deposit due at acceptance in euros: depositPercent of totalIncl. */
  depositAmount: z.number(),
};

/**
 * The customer's choices on the public page (POST /api/public/quotes/:token/accept): the positions of
 * the ticked optional lines and of the chosen variant per choice. Left out: the quote as sent (no
 * option ticked, the default variants).
 */
export const customerSelectionSchema = z.object({
  options: z.array(z.number().int().min(0), { error: MSG.invalidValue }).max(500).default([]),
  variants: z.array(z.number().int().min(0), { error: MSG.invalidValue }).max(500).default([]),
});
export type CustomerSelection = z.output<typeof customerSelectionSchema>;

/**
 * Null when the selection fits the lines: options name optional lines, variants name lines of a
 * choice, at most one variant per choice and no position twice; otherwise the Dutch message.
 */
export function selectionProblem(
  lines: readonly { optional: boolean; choiceGroup: string | null }[],
  selection: CustomerSelection,
): string | null {
  const seen = new Set<string>();
  const optionsOk = selection.options.every((i) => lines[i]?.optional === true && !lines[i]?.choiceGroup);
  const variantsOk = selection.variants.every((i) => {
    const group = lines[i]?.choiceGroup;
    if (!group || seen.has(group)) return false;
    seen.add(group);
    return true;
  });
  const unique = new Set(selection.options).size === selection.options.length;
  return optionsOk && variantsOk && unique ? null : QUOTE_OPTION_MSG.selectionInvalid;
}

/** What the public page needs to recompute the totals as the customer ticks and picks (prices in euros). */
export const publicQuotePricingSchema = z.object({
  items: z.array(
    z.object({
      description: z.string(),
      quantity: z.number(),
      unitPrice: z.number(),
      vatRate: z.number(),
      ...quoteItemOptionResponseFields,
    }),
  ),
  discount: discountSchema,
  depositPercent: z.number().int().min(0).max(100),
});
export type PublicQuotePricing = z.infer<typeof publicQuotePricingSchema>;
