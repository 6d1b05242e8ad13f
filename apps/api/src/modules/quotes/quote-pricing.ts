/**
 * From a quote's input (or its stored lines) to the columns that hold its prices: items in cents
 * with their line discounts and totals, and the quote's totals. Every number comes from the domain's
 * `computeQuoteTotals`; this file only converts between the contract, the domain and the columns.
 */
import type { DiscountInput, QuoteCreateData } from '@offerteflow/contracts';
import {
  type Discount,
  type DiscountType,
  type QuoteLineInput,
  type QuoteTotals,
  type VatRate,
  computeQuoteTotals,
  discountToCents,
  euroToCents,
  toScaledInteger,
} from '@offerteflow/domain';
import type { QuoteEntity } from './quote.entity';
import type { NewQuoteItem, QuoteItemEntity } from './quote-item.entity';

interface DiscountColumns {
  discountType: DiscountType | null;
  discountValue: number | null;
}

/** A domain discount (amount in cents) as columns: a percentage is stored in hundredths. */
function discountColumns(discount: Discount | null): DiscountColumns {
  if (!discount) return { discountType: null, discountValue: null };
  const value = discount.type === 'percent' ? toScaledInteger(discount.value, 2) : discount.value;
  return { discountType: discount.type, discountValue: value };
}

/** The stored columns as a domain discount (amount in cents). */
export function discountFromColumns(row: DiscountColumns): Discount | null {
  if (!row.discountType || row.discountValue === null) return null;
  return row.discountType === 'percent'
    ? { type: 'percent', value: row.discountValue / 100 }
    : { type: 'amount', value: row.discountValue };
}

/** The stored columns as the contract's discount (amount in euros). */
export function discountToJson(row: DiscountColumns): DiscountInput {
  const discount = discountFromColumns(row);
  if (discount?.type === 'amount') return { type: 'amount', value: discount.value / 100 };
  return discount;
}

type QuotePriceColumns = Pick<
  QuoteEntity,
  | 'subtotalCents'
  | 'vatTotalCents'
  | 'totalInclCents'
  | 'itemCount'
  | 'discountType'
  | 'discountValue'
  | 'discountCents'
  | 'depositPercent'
  | 'depositCents'
>;

/** Totals of stored lines with the quote's discount and deposit (what the mapper and the PDF show). */
export function storedQuoteTotals(
  quote: DiscountColumns & { depositPercent: number },
  items: readonly Omit<NewQuoteItem, 'position'>[],
) {
  const lines: QuoteLineInput[] = items.map((i) => ({
    quantity: i.quantity,
    unitPriceCents: i.unitPriceCents,
    vatRate: i.vatRate,
    discount: discountFromColumns(i),
    optional: i.optional,
    choiceGroup: i.choiceGroup,
    selected: i.selected,
  }));
  return computeQuoteTotals(lines, {
    discount: discountFromColumns(quote),
    depositPercent: quote.depositPercent,
  });
}

type TotalColumns = Omit<QuotePriceColumns, 'discountType' | 'discountValue' | 'depositPercent'>;

function totalColumns(totals: QuoteTotals, itemCount: number): TotalColumns {
  return {
    subtotalCents: totals.totalAmountCents,
    vatTotalCents: totals.vatTotalCents,
    totalInclCents: totals.totalInclCents,
    itemCount,
    discountCents: totals.quoteDiscountCents,
    depositCents: totals.depositCents,
  };
}

/** Stored lines re-priced (after a customer's choices changed what counts): the quote's total columns. */
export function repricedColumns(
  quote: DiscountColumns & { depositPercent: number },
  items: readonly QuoteItemEntity[],
): TotalColumns {
  return totalColumns(storedQuoteTotals(quote, items), items.length);
}

/** Items in cents with their line totals, and the quote's price columns, from a create/update body. */
export function priceQuote(
  input: QuoteCreateData,
  defaults: { vatRate: VatRate; depositPercent: number },
): { items: NewQuoteItem[]; columns: QuotePriceColumns } {
  const items = input.items.map((item, position): NewQuoteItem => {
    const discount = discountToCents(item.discount);
    return {
      position,
      description: item.description,
      unit: item.unit,
      quantity: item.quantity,
      unitPriceCents: euroToCents(item.unitPrice),
      vatRate: item.vatRate ?? defaults.vatRate,
      ...discountColumns(discount),
      optional: item.optional,
      choiceGroup: item.choiceGroup,
      selected: item.selected,
      discountCents: 0,
      lineTotalCents: 0,
    };
  });
  const quote = {
    ...discountColumns(discountToCents(input.discount)),
    depositPercent: input.depositPercent ?? defaults.depositPercent,
  };
  const totals = storedQuoteTotals(quote, items);
  items.forEach((item, index) => {
    item.discountCents = totals.lines[index]?.discountCents ?? 0;
    item.lineTotalCents = totals.lines[index]?.lineTotalCents ?? 0;
  });
  return {
    items,
    columns: { ...quote, ...totalColumns(totals, items.length) },
  };
}
