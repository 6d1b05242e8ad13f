/**
 * Quote totals: the single implementation used by the API (what is stored and returned) and the
 * web (live totals in the form), so both always agree.
 *
 * - line gross = quantity × unit price, rounded half-up to the cent; a line discount (percentage,
 *   half-up, or amount, at most the gross) gives the line total;
 * - optional lines count only when ticked, and of a choice group exactly one variant (`includedLines`);
 * - subtotal = sum of the line totals that count; a quote discount on it gives the total excl. BTW
 *   (`totalAmount`), carried into each rate's base in proportion (largest remainder, to the cent);
 * - BTW is computed per rate on that rate's discounted base, rounded half-up once per rate (not per
 *   line), which is how Dutch invoices state it; total incl. BTW = total excl. BTW + BTW;
 * - the deposit is a percentage of the total incl. BTW, rounded half-up.
 */
import { type Cents, assertCents, centsToEuro, euroToCents, lineTotalCents, sumCents } from './money.js';
import { type VatRate, isVatRate, normalizeVatRate, vatAmountCents } from './vat.js';
import {
  type Discount,
  type SelectableLine,
  allocateCents,
  discountCents,
  includedLines,
  percentOfCents,
} from './discounts.js';

export interface QuoteLineInput extends SelectableLine {
  /** Up to 3 decimals (1.5 hours); more decimals are rounded half-up to 3. */
  quantity: number;
  unitPriceCents: Cents;
  vatRate: VatRate;
  /** Percentage, or amount in cents. */
  discount?: Discount | null;
}

/** The quote-wide parts of the totals: a discount before BTW (amount in cents) and a deposit percentage. */
export interface QuoteTotalsOptions {
  discount?: Discount | null;
  depositPercent?: number;
}

export interface VatBreakdownEntry {
  rate: VatRate;
  /** Sum of the counted line totals carrying this rate, less its share of the quote discount. */
  baseCents: Cents;
  vatCents: Cents;
}

export interface LineTotals {
  /** quantity × unit price. */
  grossCents: Cents;
  discountCents: Cents;
  /** gross − discount: what the line costs (shown even when it does not count). */
  lineTotalCents: Cents;
  /** Whether it counts in the totals (optional lines when ticked, the chosen variant). */
  included: boolean;
}

export interface QuoteTotals {
  lines: LineTotals[];
  /** Sum of the counted line totals, before the quote discount. */
  subtotalCents: Cents;
  quoteDiscountCents: Cents;
  /** One entry per distinct rate among the counted items, highest rate first (21, 9,5, 9, 0). */
  vat: VatBreakdownEntry[];
  vatTotalCents: Cents;
  totalInclCents: Cents;
  /** SPEC `totalAmount`: the total excl. BTW, subtotal − quote discount. */
  totalAmountCents: Cents;
  depositCents: Cents;
}

/** Computes every total of a quote from its items. Throws a RangeError on invalid input. */
export function computeQuoteTotals(
  items: readonly QuoteLineInput[],
  options: QuoteTotalsOptions = {},
): QuoteTotals {
  const included = includedLines(items);
  const bases = new Map<VatRate, Cents>();
  const lines = items.map((item, index): LineTotals => {
    if (!isVatRate(item.vatRate)) {
      throw new RangeError(`Item ${index}: VAT rate must be 0–100 with at most 1 decimal`);
    }
    const rate = normalizeVatRate(item.vatRate);
    assertCents(item.unitPriceCents, `Item ${index}: unitPriceCents`);
    const grossCents = lineTotalCents(item.quantity, item.unitPriceCents);
    const discount = discountCents(grossCents, item.discount);
    const total = grossCents - discount;
    if (included[index]) bases.set(rate, sumCents([bases.get(rate) ?? 0, total]));
    return { grossCents, discountCents: discount, lineTotalCents: total, included: included[index] === true };
  });

  const rates = [...bases.entries()].sort(([a], [b]) => b - a);
  const subtotalCents = sumCents(rates.map(([, base]) => base));
  const quoteDiscountCents = discountCents(subtotalCents, options.discount);
  const shares = allocateCents(
    quoteDiscountCents,
    rates.map(([, base]) => base),
  );
  const vat: VatBreakdownEntry[] = rates.map(([rate, base], index) => {
    const baseCents = base - (shares[index] ?? 0);
    return { rate, baseCents, vatCents: vatAmountCents(baseCents, rate) };
  });

  const totalAmountCents = subtotalCents - quoteDiscountCents;
  const vatTotalCents = sumCents(vat.map((entry) => entry.vatCents));
  const totalInclCents = sumCents([totalAmountCents, vatTotalCents]);
  return {
    lines,
    subtotalCents,
    quoteDiscountCents,
    vat,
    vatTotalCents,
    totalInclCents,
    totalAmountCents,
    depositCents: percentOfCents(totalInclCents, options.depositPercent ?? 0, 'deposit'),
  };
}

/** A discount as forms and JSON carry it: a percentage, or an amount in euros. */
export function discountToCents(discount: Discount | null | undefined): Discount | null {
  if (!discount) return null;
  return discount.type === 'amount' ? { type: 'amount', value: euroToCents(discount.value) } : discount;
}

/** Item with its price (and amount discount) in euros, as forms and JSON carry it. */
export interface QuoteLineEuroInput extends SelectableLine {
  quantity: number;
  unitPrice: number;
  vatRate: VatRate;
  discount?: Discount | null;
}

/** computeQuoteTotals for items priced in euros (prices and amount discounts converted with euroToCents). */
export function computeQuoteTotalsFromEuros(
  items: readonly QuoteLineEuroInput[],
  options: QuoteTotalsOptions = {},
): QuoteTotals {
  return computeQuoteTotals(
    items.map((item) => ({
      quantity: item.quantity,
      unitPriceCents: euroToCents(item.unitPrice),
      vatRate: item.vatRate,
      discount: discountToCents(item.discount),
      optional: item.optional,
      choiceGroup: item.choiceGroup,
      selected: item.selected,
    })),
    { discount: discountToCents(options.discount), depositPercent: options.depositPercent },
  );
}

/** Totals as the JSON contract carries them: euros with at most 2 decimals. */
export interface QuoteTotalsEuro {
  lineTotals: number[];
  subtotal: number;
  discountAmount: number;
  vat: { rate: VatRate; base: number; vat: number }[];
  vatTotal: number;
  totalIncl: number;
  totalAmount: number;
  depositAmount: number;
}

/** Maps totals in cents to the euro fields of the quote response (subtotal, vatTotal, ...). */
export function quoteTotalsToEuros(totals: QuoteTotals): QuoteTotalsEuro {
  return {
    lineTotals: totals.lines.map((line) => centsToEuro(line.lineTotalCents)),
    subtotal: centsToEuro(totals.subtotalCents),
    discountAmount: centsToEuro(totals.quoteDiscountCents),
    vat: totals.vat.map((entry) => ({
      rate: entry.rate,
      base: centsToEuro(entry.baseCents),
      vat: centsToEuro(entry.vatCents),
    })),
    vatTotal: centsToEuro(totals.vatTotalCents),
    totalIncl: centsToEuro(totals.totalInclCents),
    totalAmount: centsToEuro(totals.totalAmountCents),
    depositAmount: centsToEuro(totals.depositCents),
  };
}
