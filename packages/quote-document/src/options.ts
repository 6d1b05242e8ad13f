/**
 * What discounts, optional lines, choices and the deposit add to a quote's document, shared
 * by the A4 document (PDF) and the responsive body (public page, overlay) so both print the same.
 * Every amount comes from the domain's `computeQuoteTotals` over the quote's items.
 */
import { QUOTE_OPTION_LABELS } from '@offerteflow/contracts';
import {
  type Discount,
  type LineTotals,
  type QuoteTotals,
  computeQuoteTotalsFromEuros,
  formatEuro,
  formatVatRate,
} from '@offerteflow/domain';
import { escapeHtml } from './escape.js';
import { DOCUMENT_TEXT } from './parts.js';
import type { DocumentCompany, DocumentItem, DocumentQuote } from './types.js';

/** Dutch texts of the options. */
export const OPTION_TEXT = {
  ...QUOTE_OPTION_LABELS,
  choiceOf: (group: string) => `${QUOTE_OPTION_LABELS.choice}: ${group}`,
  notChosen: 'niet gekozen',
  notIncluded: 'niet in het totaal',
  discountOf: (label: string, amount: string) => `${QUOTE_OPTION_LABELS.discount} ${label}: − ${amount}`,
  totalExcl: 'Totaal excl. BTW',
  depositLine: (percent: number) => `${QUOTE_OPTION_LABELS.deposit} ${formatVatRate(percent)} bij akkoord`,
  depositHow: (amount: string, quoteNumber: string, iban: string | null) =>
    `Bij akkoord vragen wij een aanbetaling van ${amount}` +
    (iban ? `, over te maken op ${iban}` : '') +
    ` onder vermelding van offertenummer ${quoteNumber}.`,
} as const;

/** The totals of a document's quote, with its discount, choices and deposit. */
export function documentTotals(
  quote: Pick<DocumentQuote, 'items' | 'discount' | 'depositPercent'>,
): QuoteTotals {
  return computeQuoteTotalsFromEuros(quote.items, {
    discount: quote.discount ?? null,
    depositPercent: quote.depositPercent ?? 0,
  });
}

/** '10%' or '€ 25,00' for a discount in euros. */
function discountLabel(discount: Discount): string {
  return discount.type === 'percent'
    ? `${String(discount.value).replace('.', ',')}%`
    : formatEuro(Math.round(discount.value * 100));
}

/** The marks under a line's description: optional, its choice, its discount, and whether it counts. */
export function lineMarks(item: DocumentItem, line: LineTotals | undefined, className: string): string {
  const marks: string[] = [];
  if (item.choiceGroup) marks.push(OPTION_TEXT.choiceOf(item.choiceGroup));
  else if (item.optional) marks.push(OPTION_TEXT.optional);
  if (line && !line.included) marks.push(item.choiceGroup ? OPTION_TEXT.notChosen : OPTION_TEXT.notIncluded);
  if (item.discount && line && line.discountCents > 0) {
    marks.push(OPTION_TEXT.discountOf(discountLabel(item.discount), formatEuro(line.discountCents)));
  }
  return marks.length ? `<div class="${className}">${escapeHtml(marks.join(' · '))}</div>` : '';
}

/** One row of the totals: a class name, its label and its amount (a discount is printed negative). */
export interface TotalsRow {
  kind: 'subtotal' | 'discount' | 'excl' | 'vat' | 'grand' | 'deposit';
  label: string;
  amount: string;
}

/** The totals rows in print order; discount and deposit rows only when the quote has them. */
export function totalsRows(quote: Pick<DocumentQuote, 'discount'>, totals: QuoteTotals): TotalsRow[] {
  const rows: TotalsRow[] = [
    { kind: 'subtotal', label: DOCUMENT_TEXT.subtotal, amount: formatEuro(totals.subtotalCents) },
  ];
  if (quote.discount && totals.quoteDiscountCents > 0) {
    const label =
      quote.discount.type === 'percent'
        ? `${OPTION_TEXT.discount} ${discountLabel(quote.discount)}`
        : OPTION_TEXT.discount;
    rows.push({ kind: 'discount', label, amount: `− ${formatEuro(totals.quoteDiscountCents)}` });
    rows.push({ kind: 'excl', label: OPTION_TEXT.totalExcl, amount: formatEuro(totals.totalAmountCents) });
  }
  for (const v of totals.vat) {
    rows.push({
      kind: 'vat',
      label: DOCUMENT_TEXT.vatLine(v.rate, formatEuro(v.baseCents)),
      amount: formatEuro(v.vatCents),
    });
  }
  rows.push({ kind: 'grand', label: DOCUMENT_TEXT.total, amount: formatEuro(totals.totalInclCents) });
  return rows;
}

/** The deposit row and how to pay it, or nothing when the quote asks none. */
export function depositParts(
  quote: Pick<DocumentQuote, 'depositPercent' | 'quoteNumber'>,
  company: Pick<DocumentCompany, 'iban'> | null | undefined,
  totals: QuoteTotals,
  noteClass: string,
): { row: TotalsRow; note: string } | null {
  const percent = quote.depositPercent ?? 0;
  if (percent <= 0 || totals.depositCents <= 0) return null;
  const amount = formatEuro(totals.depositCents);
  return {
    row: { kind: 'deposit', label: OPTION_TEXT.depositLine(percent), amount },
    note: `<p class="${noteClass}">${escapeHtml(OPTION_TEXT.depositHow(amount, quote.quoteNumber, company?.iban?.trim() || null))}</p>`,
  };
}
