import { describe, expect, it } from 'vitest';
import { BILLING_PRICES_CENTS, billingAmountDueCents } from './billing.js';

describe('billingAmountDueCents', () => {
  it.each([
    ['monthly', 0, 2_900],
    ['monthly', 57, 2_900],
    ['per_quote', 0, 0],
    ['per_quote', 1, 1_000],
    ['per_quote', 23, 23_000],
  ] as const)('%s with %i quotes costs %i cents', (plan, quotes, cents) => {
    expect(billingAmountDueCents(plan, quotes)).toBe(cents);
  });

  it('refuses a count that is not a non-negative integer', () => {
    expect(() => billingAmountDueCents('per_quote', -1)).toThrow(RangeError);
    expect(() => billingAmountDueCents('per_quote', 1.5)).toThrow(RangeError);
  });

  it('prices are whole cents', () => {
    expect(Object.values(BILLING_PRICES_CENTS).every(Number.isSafeInteger)).toBe(true);
  });
});
