import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatAmount,
  formatDate,
  formatLongDate,
  formatDateTime,
  formatEuro,
  formatPercent,
  formatVatRate,
  formatQuantity,
  formatShortEuro,
} from './format.js';
import { itMaps } from './test-support.js';

describe('formatEuro', () => {
  itMaps('formats nl-NL with a normal space', formatEuro, [
    [123456, '€ 1.234,56'],
    [0, '€ 0,00'],
    [5, '€ 0,05'],
    [9550, '€ 95,50'],
    [100000, '€ 1.000,00'],
    [1_000_000_000, '€ 10.000.000,00'],
    [123_456_789_012_345, '€ 1.234.567.890.123,45'],
  ]);

  itMaps('puts the minus after the euro sign', formatEuro, [
    [-1250, '€ -12,50'],
    [-1, '€ -0,01'],
    [-123456, '€ -1.234,56'],
  ]);

  it('refuses non-integer cents', () => {
    expect(() => formatEuro(1.5)).toThrow(RangeError);
  });

  it('agrees with Intl nl-NL apart from the space (property)', () => {
    const intl = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }), (cents) => {
        const expected = intl
          .format(cents / 100)
          .replace(/\s/g, ' ')
          .replace('-€ ', '€ -');
        expect(formatEuro(cents)).toBe(expected);
      }),
    );
  });

  itMaps('formatAmount leaves out the sign', formatAmount, [
    [123456, '1.234,56'],
    [-50, '-0,50'],
  ]);
});

describe('formatShortEuro', () => {
  itMaps('shows full amounts below € 1.000', formatShortEuro, [
    [0, '€ 0,00'],
    [99_999, '€ 999,99'],
    [-99_999, '€ -999,99'],
  ]);

  itMaps('shows thousands with one Dutch decimal', formatShortEuro, [
    [100_000, '€ 1k'],
    [4_520_000, '€ 45,2k'],
    [4_524_999, '€ 45,2k'],
    [4_525_000, '€ 45,3k'], // half-up
    [4_500_000, '€ 45k'],
    [99_994_999, '€ 999,9k'],
    [-4_520_000, '€ -45,2k'],
  ]);

  itMaps('switches to millions', formatShortEuro, [
    [99_995_000, '€ 1M'], // would round to 1000,0k
    [123_456_789, '€ 1,2M'],
    [1_000_000_000, '€ 10M'],
    [123_456_789_000, '€ 1.234,6M'],
  ]);
});

describe('formatQuantity', () => {
  itMaps('prints up to 3 decimals with a comma', formatQuantity, [
    [1, '1'],
    [1.5, '1,5'],
    [0.125, '0,125'],
    [1234.5, '1.234,5'],
    [0, '0'],
    [1000, '1.000'],
    [0.1 + 0.2, '0,3'],
  ]);

  it('refuses NaN', () => {
    expect(() => formatQuantity(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatPercent', () => {
  itMaps('formats whole percentages', formatPercent, [
    [68, '68%'],
    [null, '-'],
  ]);
});

describe('formatVatRate', () => {
  itMaps('formats BTW rates the nl-NL way', formatVatRate, [
    [21, '21%'],
    [9.5, '9,5%'],
    [0, '0%'],
    [0.1 + 0.2, '0,3%'],
    [100, '100%'],
  ]);

  it('refuses NaN', () => {
    expect(() => formatVatRate(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatLongDate', () => {
  it('writes the weekday and month in Dutch', () => {
    expect(formatLongDate('2026-12-23')).toBe('woensdag 23 december 2026');
    expect(formatLongDate('2027-01-01')).toBe('vrijdag 1 januari 2027');
    expect(() => formatLongDate('2026-02-30')).toThrow(RangeError);
  });
});

describe('formatDate', () => {
  it('reformats date-only strings as is', () => {
    expect(formatDate('2026-11-22')).toBe('22-11-2026');
    expect(formatDate('2026-01-05')).toBe('05-01-2026');
  });

  it('shows timestamps as the Dutch calendar date', () => {
    expect(formatDate('2026-11-22T10:00:00Z')).toBe('22-11-2026');
    expect(formatDate('2026-11-22T23:30:00.000Z')).toBe('23-11-2026');
    expect(formatDate(new Date('2026-06-30T22:15:00Z'))).toBe('01-07-2026');
    expect(formatDate('2026-11-22T23:30:00Z', 'UTC')).toBe('22-11-2026');
  });

  it('refuses invalid dates', () => {
    expect(() => formatDate('2026-02-30')).toThrow(RangeError);
    expect(() => formatDate('gisteren')).toThrow(RangeError);
    expect(() => formatDate(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('formatDateTime adds the Dutch time', () => {
    expect(formatDateTime('2026-11-22T13:05:00Z')).toBe('22-11-2026 14:05');
    expect(formatDateTime('2026-07-01T00:00:00Z')).toBe('01-07-2026 02:00');
    expect(formatDateTime('2026-11-22T22:59:00Z')).toBe('22-11-2026 23:59');
  });
});
