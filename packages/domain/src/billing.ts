/** Billing rules of SPEC §7 (Abonnement) in integer cents: the plan prices and what a month costs. */
import { assertCents, type Cents } from './money.js';

/** Prices of the two plans in cents: € 29 a month flat, or € 10 per quote made. */
export const BILLING_PRICES_CENTS = { monthly: 2_900, per_quote: 1_000 } as const;
export type BillingPlan = keyof typeof BILLING_PRICES_CENTS;

/** What the month costs so far: the flat price for `monthly`, quotes × the quote price for `per_quote`. */
export function billingAmountDueCents(plan: BillingPlan, quotesThisMonth: number): Cents {
  if (!Number.isSafeInteger(quotesThisMonth) || quotesThisMonth < 0)
    throw new RangeError(`quotesThisMonth must be a non-negative integer, got ${String(quotesThisMonth)}`);
  const price = BILLING_PRICES_CENTS[plan];
  const due = plan === 'monthly' ? price : quotesThisMonth * price;
  assertCents(due, 'amount due');
  return due;
}
