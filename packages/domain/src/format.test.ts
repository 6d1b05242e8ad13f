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

describe('formatEuro', () => {
  it('formats nl-NL with a normal space', () => {
    expect(formatEuro(123456)).toBe('€ 1.234,56');
    expect(formatEuro(0)).toBe('€ 0,00');
    expect(formatEuro(5)).toBe('€ 0,05');
    expect(formatEuro(9550)).toBe('€ 95,50');
    expect(formatEuro(100000)).toBe('€ 1.000,00');
    expect(formatEuro(1_000_000_000)).toBe('€ 10.000.000,00');
    expect(formatEuro(123_456_789_012_345)).toBe('€ 1.234.567.890.123,45');
  });

  it('puts the minus after the euro sign', () => {
    expect(formatEuro(-1250)).toBe('€ -12,50');
    expect(formatEuro(-1)).toBe('€ -0,01');
    expect(formatEuro(-123456)).toBe('€ -1.234,56');
  });

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

  it('formatAmount leaves out the sign', () => {
    expect(formatAmount(123456)).toBe('1.234,56');
    expect(formatAmount(-50)).toBe('-0,50');
  });
});

describe('formatShortEuro', () => {
  it('shows full amounts below € 1.000', () => {
    expect(formatShortEuro(0)).toBe('€ 0,00');
    expect(formatShortEuro(99_999)).toBe('€ 999,99');
    expect(formatShortEuro(-99_999)).toBe('€ -999,99');
  });

  it('shows thousands with one Dutch decimal', () => {
    expect(formatShortEuro(100_000)).toBe('€ 1k');
    expect(formatShortEuro(4_520_000)).toBe('€ 45,2k');
    expect(formatShortEuro(4_524_999)).toBe('€ 45,2k');
    expect(formatShortEuro(4_525_000)).toBe('€ 45,3k'); // half-up
    expect(formatShortEuro(4_500_000)).toBe('€ 45k');
    expect(formatShortEuro(99_994_999)).toBe('€ 999,9k');
    expect(formatShortEuro(-4_520_000)).toBe('€ -45,2k');
  });

  it('switches to millions', () => {
    expect(formatShortEuro(99_995_000)).toBe('€ 1M'); // would round to 1000,0k
    expect(formatShortEuro(123_456_789)).toBe('€ 1,2M');
    expect(formatShortEuro(1_000_000_000)).toBe('€ 10M');
    expect(formatShortEuro(123_456_789_000)).toBe('€ 1.234,6M');
  });
});

describe('formatQuantity', () => {
  it('prints up to 3 decimals with a comma', () => {
    expect(formatQuantity(1)).toBe('1');
    expect(formatQuantity(1.5)).toBe('1,5');
    expect(formatQuantity(0.125)).toBe('0,125');
    expect(formatQuantity(1234.5)).toBe('1.234,5');
    expect(formatQuantity(0)).toBe('0');
    expect(formatQuantity(1000)).toBe('1.000');
    expect(formatQuantity(0.1 + 0.2)).toBe('0,3');
    expect(() => formatQuantity(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatPercent', () => {
  it('formats whole percentages', () => {
    expect(formatPercent(68)).toBe('68%');
    expect(formatPercent(null)).toBe('-');
  });
});

describe('formatVatRate', () => {
  it('formats BTW rates the nl-NL way', () => {
    expect(formatVatRate(21)).toBe('21%');
    expect(formatVatRate(9.5)).toBe('9,5%');
    expect(formatVatRate(0)).toBe('0%');
    expect(formatVatRate(0.1 + 0.2)).toBe('0,3%');
    expect(formatVatRate(100)).toBe('100%');
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
