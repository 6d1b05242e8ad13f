import { describe, expect, it } from 'vitest';
import { formatDutchNumberInput, parseDutchNumber } from './parse-number';

const value = (input: string, opts?: Parameters<typeof parseDutchNumber>[1]) => {
  const r = parseDutchNumber(input, opts);
  return r.ok ? r.value : r.error;
};

describe('parseDutchNumber', () => {
  it.each([
    ['45,50', 45.5],
    ['45.50', 45.5],
    ['1.234,56', 1234.56],
    ['1234,56', 1234.56],
    ['€ 45,50', 45.5],
    ['€45,50', 45.5],
    ['EUR 12.50', 12.5],
    ['€ 95,-', 95],
    ['1,234.56', 1234.56],
    ['1.234.567', 1234567],
    ['1.234.567,8', 1234567.8],
    ['0,250', 0.25],
    ['12,5', 12.5],
    ['7', 7],
    [' 1 234,56 ', 1234.56],
    ['1\u00a0234,56', 1234.56],
    ['0', 0],
    ['45,50 €', 45.5],
  ])('%s -> %d', (input, expected) => {
    expect(value(input)).toBe(expected);
  });

  it.each(['1.234', '1,234', '12.345', '999,000'])('refuses the ambiguous %s', (input) => {
    expect(value(input)).toBe('ambiguous');
  });

  it.each(['abc', '1,2,3', '1.23.4', '45,50,', ',5', '1.234,56.7', '12a', '1,234,56', '--5'])(
    'refuses %s as invalid',
    (input) => {
      expect(value(input)).toBe('invalid');
    },
  );

  it('refuses empty input, too many decimals and negatives', () => {
    expect(value('  ')).toBe('empty');
    expect(value('€')).toBe('empty');
    expect(value('1,255')).toBe('ambiguous');
    expect(value('0,255')).toBe('tooManyDecimals');
    expect(value('0,255', { maxDecimals: 3 })).toBe(0.255);
    expect(value('9,55', { maxDecimals: 1 })).toBe('tooManyDecimals');
    expect(value('9,50', { maxDecimals: 1 })).toBe(9.5);
    expect(value('-5')).toBe('negative');
    expect(value('-5', { allowNegative: true })).toBe(-5);
  });

  it('gives a Dutch message with every failure', () => {
    const r = parseDutchNumber('1.234');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/Onduidelijk/);
  });
});

describe('formatDutchNumberInput', () => {
  it('writes numbers the Dutch way', () => {
    expect(formatDutchNumberInput(45.5, 2, 2)).toBe('45,50');
    expect(formatDutchNumberInput(1234.56, 2, 2)).toBe('1.234,56');
    expect(formatDutchNumberInput(1.5, 0, 3)).toBe('1,5');
    expect(formatDutchNumberInput(9.5, 0, 1)).toBe('9,5');
  });
  it('round-trips through the parser', () => {
    for (const n of [0, 0.01, 45.5, 1234.56, 99999.99, 1000000]) {
      expect(value(formatDutchNumberInput(n, 2, 2))).toBe(n);
    }
    // A whole quantity of 1500 shown as '1.500' would read back as ambiguous.
    expect(formatDutchNumberInput(1500, 0, 3)).toBe('1500');
    for (const n of [1500, 1500.5, 12345.125]) {
      expect(parseDutchNumber(formatDutchNumberInput(n, 0, 3), { maxDecimals: 3 })).toEqual({
        ok: true,
        value: n,
      });
    }
  });
});
