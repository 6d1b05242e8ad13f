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
import { itMaps } from './test-support.js';

describe('vat', () => {
  it('lists the Dutch rates high to low', () => {
    expect(VAT_RATES).toEqual([21, 9, 0]);
    expect(STANDARD_VAT_RATE).toBe(21);
  });

  itMaps('recognises rates', isVatRate, [
    [21, true],
    [9, true],
    [0, true],
    [9.5, true],
    [100, true],
    [0.1 + 0.2, true],
    [9.25, false],
    [-0.1, false],
    [100.1, false],
    [Number.NaN, false],
    ['21', false],
  ]);

  it('normalises float noise', () => {
    expect(normalizeVatRate(0.1 + 0.2)).toBe(0.3);
  });

  itMaps('derives the default rate from the quote settings', defaultVatRate, [
    [{ includeVat: true, vatPercentage: 21 }, 21],
    [{ includeVat: true, vatPercentage: 9 }, 9],
    [{ includeVat: true, vatPercentage: 0 }, 0],
    [{ includeVat: false, vatPercentage: 21 }, 0],
    [{ includeVat: false, vatPercentage: 9.5 }, 0],
    [{ includeVat: true, vatPercentage: 19.5 }, 19.5],
    [{ includeVat: true, vatPercentage: 9.5 }, 9.5],
  ]);

  it('refuses a default rate outside 0-100', () => {
    expect(() => defaultVatRate({ includeVat: true, vatPercentage: 101 })).toThrow(RangeError);
  });

  it('offers the suggested rates plus extra ones, high to low, without duplicates', () => {
    expect(vatRateOptions()).toEqual([21, 9, 0]);
    expect(vatRateOptions(21, 9)).toEqual([21, 9, 0]);
    expect(vatRateOptions(9.5)).toEqual([21, 9.5, 9, 0]);
    expect(vatRateOptions(9.5, 6, undefined, null, 9.25)).toEqual([21, 9.5, 9, 6, 0]);
  });

  itMaps(
    'computes VAT rounded half-up to the cent',
    ([cents, rate]: [number, number]) => vatAmountCents(cents, rate),
    [
      [[10000, 21], 2100],
      [[50, 21], 11], // 10.5 -> 11
      [[50, 9], 5], // 4.5 -> 5
      [[49, 9], 4], // 4.41
      [[12345, 0], 0],
      [[0, 21], 0],
      [[1000, 20.5], 205],
      [[1_000_000_000, 21], 210_000_000],
      [[Number.MAX_SAFE_INTEGER - 1, 21], 1_891_511_843_495_608],
    ],
  );

  it('refuses invalid input', () => {
    expect(() => vatAmountCents(1.5, 21)).toThrow(RangeError);
    expect(() => vatAmountCents(100, -1)).toThrow(RangeError);
    expect(() => vatAmountCents(100, 101)).toThrow(RangeError);
    expect(() => vatAmountCents(100, Number.NaN)).toThrow(RangeError);
  });
});
