import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_QUOTE_NUMBER_PREFIX,
  QUOTE_NUMBER_PREFIX_MESSAGE,
  formatQuoteNumber,
  isValidQuoteNumberPrefix,
  normalizeQuoteNumberPrefix,
  parseQuoteNumber,
  quoteNumberShort,
  validateQuoteNumberPrefix,
} from './quote-number.js';
import { itMaps } from './test-support.js';

describe('formatQuoteNumber', () => {
  itMaps(
    'pads to at least 4 digits and grows beyond 9999',
    (parts: Parameters<typeof formatQuoteNumber>) => formatQuoteNumber(...parts),
    [
      [[DEFAULT_QUOTE_NUMBER_PREFIX, 2026, 1], 'OFF-2026-0001'],
      [['OFF', 2026, 42], 'OFF-2026-0042'],
      [['OFF', 2026, 9999], 'OFF-2026-9999'],
      [['OFF', 2026, 10000], 'OFF-2026-10000'],
      [['AB-12', 2027, 7], 'AB-12-2027-0007'],
    ],
  );

  it('refuses invalid parts', () => {
    expect(() => formatQuoteNumber('', 2026, 1)).toThrow(RangeError);
    expect(() => formatQuoteNumber('OFF', 26, 1)).toThrow(RangeError);
    expect(() => formatQuoteNumber('OFF', 2026, 0)).toThrow(RangeError);
    expect(() => formatQuoteNumber('OFF', 2026, 1.5)).toThrow(RangeError);
  });
});

describe('parseQuoteNumber', () => {
  it('parses what formatQuoteNumber produces', () => {
    expect(parseQuoteNumber('OFF-2026-0001')).toEqual({ prefix: 'OFF', year: 2026, sequence: 1 });
    expect(parseQuoteNumber('OFF-2026-12345')).toEqual({ prefix: 'OFF', year: 2026, sequence: 12345 });
    expect(parseQuoteNumber('AB-12-2027-0007')).toEqual({ prefix: 'AB-12', year: 2027, sequence: 7 });
    expect(parseQuoteNumber(' OFF-2026-0001 ')).toEqual({ prefix: 'OFF', year: 2026, sequence: 1 });
  });

  it('returns null for anything else', () => {
    for (const bad of [
      '',
      'OFF',
      'OFF-2026',
      'OFF-2026-001',
      'OFF-26-0001',
      'OFF-2026-0000',
      'OFF-2026-00042',
      'O F-2026-0001',
      '-2026-0001',
      'OFF-2026-00a1',
      'ABCDEFGHIJK-2026-0001',
    ]) {
      expect(parseQuoteNumber(bad), bad).toBeNull();
    }
  });

  it('round-trips (property)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z0-9](?:[A-Z0-9-]{0,8}[A-Z0-9])?$/),
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (prefix, year, sequence) => {
          expect(parseQuoteNumber(formatQuoteNumber(prefix, year, sequence))).toEqual({
            prefix,
            year,
            sequence,
          });
        },
      ),
    );
  });

  it('sorts sequentially within 4 digits', () => {
    const numbers = [3, 1, 2, 10].map((n) => formatQuoteNumber('OFF', 2026, n));
    expect([...numbers].sort()).toEqual(['OFF-2026-0001', 'OFF-2026-0002', 'OFF-2026-0003', 'OFF-2026-0010']);
  });
});

describe('prefix validation', () => {
  it('accepts letters, digits and inner dashes, 1-10 characters', () => {
    for (const ok of ['OFF', 'A', '2026', 'OFF-NL', 'ABCDEFGHIJ', 'off'])
      expect(isValidQuoteNumberPrefix(ok), ok).toBe(true);
    for (const bad of ['', '-OFF', 'OFF-', 'ABCDEFGHIJK', 'OF F', 'OFF_1', 'OFFé', 'OFF/1']) {
      expect(isValidQuoteNumberPrefix(bad), bad).toBe(false);
    }
  });

  it('normalises and reports a Dutch message', () => {
    expect(normalizeQuoteNumberPrefix(' off ')).toBe('OFF');
    expect(validateQuoteNumberPrefix(' off-nl ')).toEqual({ ok: true, value: 'OFF-NL' });
    expect(validateQuoteNumberPrefix('OFF 1')).toEqual({ ok: false, message: QUOTE_NUMBER_PREFIX_MESSAGE });
    expect(QUOTE_NUMBER_PREFIX_MESSAGE).toMatch(/letters, cijfers en streepjes/);
  });
});

describe('quoteNumberShort', () => {
  it('gives the last 4 characters for the list row', () => {
    expect(quoteNumberShort('OFF-2026-0042')).toBe('0042');
    expect(quoteNumberShort('OFF-2026-12345')).toBe('2345');
  });
});
