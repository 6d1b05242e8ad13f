import { describe, expect, it } from 'vitest';
import {
  STANDARD_VAT_RATE,
  VAT_RATES,
  defaultVatRate,
  isVatRate,
  normalizeVatRate,
  vatAmountCents,
  vatRateOptions,
} from './vat.js';

describe('vat', () => {
  it('lists the Dutch rates high to low', () => {
    expect(VAT_RATES).toEqual([21, 9, 0]);
    expect(STANDARD_VAT_RATE).toBe(21);
  });

  it('recognises rates', () => {
    expect(isVatRate(21)).toBe(true);
    expect(isVatRate(9)).toBe(true);
    expect(isVatRate(0)).toBe(true);
    expect(isVatRate(9.5)).toBe(true);
    expect(isVatRate(100)).toBe(true);
    expect(isVatRate(0.1 + 0.2)).toBe(true);
    expect(isVatRate(9.25)).toBe(false);
    expect(isVatRate(-0.1)).toBe(false);
    expect(isVatRate(100.1)).toBe(false);
    expect(isVatRate(Number.NaN)).toBe(false);
    expect(isVatRate('21')).toBe(false);
    expect(normalizeVatRate(0.1 + 0.2)).toBe(0.3);
  });

  it('derives the default rate from the quote settings', () => {
    expect(defaultVatRate({ includeVat: true, vatPercentage: 21 })).toBe(21);
    expect(defaultVatRate({ includeVat: true, vatPercentage: 9 })).toBe(9);
    expect(defaultVatRate({ includeVat: true, vatPercentage: 0 })).toBe(0);
    expect(defaultVatRate({ includeVat: false, vatPercentage: 21 })).toBe(0);
    expect(defaultVatRate({ includeVat: false, vatPercentage: 9.5 })).toBe(0);
    expect(defaultVatRate({ includeVat: true, vatPercentage: 19.5 })).toBe(19.5);
    expect(defaultVatRate({ includeVat: true, vatPercentage: 9.5 })).toBe(9.5);
    expect(() => defaultVatRate({ includeVat: true, vatPercentage: 101 })).toThrow(RangeError);
  });

  it('offers the suggested rates plus extra ones, high to low, without duplicates', () => {
    expect(vatRateOptions()).toEqual([21, 9, 0]);
    expect(vatRateOptions(21, 9)).toEqual([21, 9, 0]);
    expect(vatRateOptions(9.5)).toEqual([21, 9.5, 9, 0]);
    expect(vatRateOptions(9.5, 6, undefined, null, 9.25)).toEqual([21, 9.5, 9, 6, 0]);
  });

  it('computes VAT rounded half-up to the cent', () => {
    expect(vatAmountCents(10000, 21)).toBe(2100);
    expect(vatAmountCents(50, 21)).toBe(11); // 10.5 -> 11
    expect(vatAmountCents(50, 9)).toBe(5); // 4.5 -> 5
    expect(vatAmountCents(49, 9)).toBe(4); // 4.41
    expect(vatAmountCents(12345, 0)).toBe(0);
    expect(vatAmountCents(0, 21)).toBe(0);
    expect(vatAmountCents(1000, 20.5)).toBe(205);
    expect(vatAmountCents(1_000_000_000, 21)).toBe(210_000_000);
    expect(vatAmountCents(Number.MAX_SAFE_INTEGER - 1, 21)).toBe(1_891_511_843_495_608);
  });

  it('refuses invalid input', () => {
    expect(() => vatAmountCents(1.5, 21)).toThrow(RangeError);
    expect(() => vatAmountCents(100, -1)).toThrow(RangeError);
    expect(() => vatAmountCents(100, 101)).toThrow(RangeError);
    expect(() => vatAmountCents(100, Number.NaN)).toThrow(RangeError);
  });
});
