/**
 * Quote totals: the single implementation used by the API (what is stored and returned) and the
 * web (live totals in the form), so both always agree.
 *
 * - line total = quantity × unit price, rounded half-up to the cent;
 * - subtotal (excl. BTW) = sum of line totals; `totalAmount` of the SPEC is the same sum;
 * - BTW is computed per rate on that rate's base (sum of its line totals), rounded half-up once per
 *   rate (not per line), which is how Dutch invoices state it;
 * - total incl. BTW = subtotal + sum of BTW per rate.
 */
import { type Cents, assertCents, centsToEuro, euroToCents, lineTotalCents, sumCents } from './money.js';
import { type VatRate, isVatRate, normalizeVatRate, vatAmountCents } from './vat.js';

export interface QuoteLineInput {
  /** Up to 3 decimals (1.5 hours); more decimals are rounded half-up to 3. */
  quantity: number;
  unitPriceCents: Cents;
  vatRate: VatRate;
}

export interface VatBreakdownEntry {
  rate: VatRate;
  /** Sum of the line totals carrying this rate (excl. BTW). */
  baseCents: Cents;
  vatCents: Cents;
}

export interface QuoteTotals {
  lines: { lineTotalCents: Cents }[];
  subtotalCents: Cents;
  /** One entry per distinct rate among the items, highest rate first (21, 9,5, 9, 0). */
  vat: VatBreakdownEntry[];
  vatTotalCents: Cents;
  totalInclCents: Cents;
  /** SPEC `totalAmount`: the sum of the line totals (equals subtotalCents). */
  totalAmountCents: Cents;
}

/** Computes every total of a quote from its items. Throws a RangeError on invalid input. */
export function computeQuoteTotals(items: readonly QuoteLineInput[]): QuoteTotals {
  const bases = new Map<VatRate, Cents>();
  const lines = items.map((item, index) => {
    if (!isVatRate(item.vatRate)) {
      throw new RangeError(`Item ${index}: VAT rate must be 0–100 with at most 1 decimal`);
    }
    const rate = normalizeVatRate(item.vatRate);
    assertCents(item.unitPriceCents, `Item ${index}: unitPriceCents`);
    const total = lineTotalCents(item.quantity, item.unitPriceCents);
    bases.set(rate, sumCents([bases.get(rate) ?? 0, total]));
    return { lineTotalCents: total };
  });

  const vat: VatBreakdownEntry[] = [...bases.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, baseCents]) => ({ rate, baseCents, vatCents: vatAmountCents(baseCents, rate) }));

  const subtotalCents = sumCents(lines.map((line) => line.lineTotalCents));
  const vatTotalCents = sumCents(vat.map((entry) => entry.vatCents));
  return {
    lines,
    subtotalCents,
    vat,
    vatTotalCents,
    totalInclCents: sumCents([subtotalCents, vatTotalCents]),
    totalAmountCents: subtotalCents,
  };
}

/** Item with its price in euros, as forms and JSON carry it. */
export interface QuoteLineEuroInput {
  quantity: number;
  unitPrice: number;
  vatRate: VatRate;
}

/** computeQuoteTotals for items priced in euros (prices converted with euroToCents). */
export function computeQuoteTotalsFromEuros(items: readonly QuoteLineEuroInput[]): QuoteTotals {
  return computeQuoteTotals(
    items.map((item) => ({
      quantity: item.quantity,
      unitPriceCents: euroToCents(item.unitPrice),
      vatRate: item.vatRate,
    })),
  );
}

/** Totals as the JSON contract carries them: euros with at most 2 decimals. */
export interface QuoteTotalsEuro {
  lineTotals: number[];
  subtotal: number;
  vat: { rate: VatRate; base: number; vat: number }[];
  vatTotal: number;
  totalIncl: number;
  totalAmount: number;
}

/** Maps totals in cents to the euro fields of the quote response (subtotal, vatTotal, ...). */
export function quoteTotalsToEuros(totals: QuoteTotals): QuoteTotalsEuro {
  return {
    lineTotals: totals.lines.map((line) => centsToEuro(line.lineTotalCents)),
    subtotal: centsToEuro(totals.subtotalCents),
    vat: totals.vat.map((entry) => ({
      rate: entry.rate,
      base: centsToEuro(entry.baseCents),
      vat: centsToEuro(entry.vatCents),
    })),
    vatTotal: centsToEuro(totals.vatTotalCents),
    totalIncl: centsToEuro(totals.totalInclCents),
    totalAmount: centsToEuro(totals.totalAmountCents),
  };
}
