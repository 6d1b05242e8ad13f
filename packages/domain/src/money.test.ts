import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  assertCents,
  centsToEuro,
  divRoundHalfUpBig,
  euroToCents,
  isCents,
  lineTotalCents,
  mulDivRoundHalfUp,
  quantityToThousandths,
  sumCents,
  toScaledInteger,
} from './money.js';

/** Reference: half-up (away from zero) of thousandths × cents / 1000, all in BigInt. */
function referenceLineTotal(thousandths: number, cents: number): bigint {
  const product = BigInt(thousandths) * BigInt(cents);
  const negative = product < 0n;
  const magnitude = negative ? -product : product;
  let q = magnitude / 1000n;
  if (magnitude % 1000n >= 500n) q += 1n;
  return negative ? -q : q;
}

/** Property over pairs of integers from 0 up to `maxA` and `maxB`. */
function forAllPairs(
  maxA: number,
  maxB: number,
  check: (a: number, b: number) => void,
  parameters?: fc.Parameters<[number, number]>,
) {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: maxA }), fc.integer({ min: 0, max: maxB }), check),
    parameters,
  );
}

describe('euroToCents', () => {
  it('converts without float noise', () => {
    expect(euroToCents(95.5)).toBe(9550);
    expect(euroToCents(0.1 + 0.2)).toBe(30);
    expect(euroToCents(1.005)).toBe(101);
    expect(euroToCents(1.015)).toBe(102);
    expect(euroToCents(8.675)).toBe(868);
    expect(euroToCents(0.07)).toBe(7);
    expect(euroToCents(19.99)).toBe(1999);
    expect(euroToCents(10_000_000)).toBe(1_000_000_000);
    expect(euroToCents(1234567.89)).toBe(123456789);
  });

  it('rounds half away from zero and never returns -0', () => {
    expect(euroToCents(-1.005)).toBe(-101);
    expect(euroToCents(-12.5)).toBe(-1250);
    expect(Object.is(euroToCents(-0), 0)).toBe(true);
    expect(Object.is(euroToCents(-0.001), 0)).toBe(true);
    expect(euroToCents(0.004)).toBe(0);
    expect(euroToCents(0.005)).toBe(1);
  });

  it('handles exponent notation', () => {
    expect(euroToCents(1e-7)).toBe(0);
    expect(euroToCents(5e-3)).toBe(1);
    expect(euroToCents(1.5e-2)).toBe(2);
    expect(euroToCents(1e13)).toBe(1e15);
  });

  it('rejects non-finite and out-of-range values', () => {
    expect(() => euroToCents(Number.NaN)).toThrow(RangeError);
    expect(() => euroToCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => euroToCents(1e20)).toThrow(RangeError);
  });

  it('round-trips every 2-decimal euro value (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }), (cents) => {
        const euro = cents / 100;
        expect(euroToCents(euro)).toBe(cents === 0 ? 0 : cents);
        expect(centsToEuro(euroToCents(euro))).toBe(euro === 0 ? 0 : euro);
        // JSON shows at most 2 decimals
        expect(JSON.stringify(centsToEuro(cents))).toMatch(/^-?\d+(\.\d{1,2})?$/);
      }),
    );
  });

  it('survives float arithmetic on prices (property)', () => {
    forAllPairs(10_000_000, 10_000_000, (a, b) => {
      expect(euroToCents(a / 100 + b / 100)).toBe(a + b);
    });
  });
});

describe('centsToEuro', () => {
  it('converts integer cents', () => {
    expect(centsToEuro(123456)).toBe(1234.56);
    expect(centsToEuro(9550)).toBe(95.5);
    expect(centsToEuro(-1)).toBe(-0.01);
    expect(Object.is(centsToEuro(-0), 0)).toBe(true);
  });

  it('refuses non-integers', () => {
    expect(() => centsToEuro(1.5)).toThrow(RangeError);
    expect(() => centsToEuro(Number.NaN)).toThrow(RangeError);
  });
});

describe('helpers', () => {
  it('isCents / assertCents', () => {
    expect(isCents(5)).toBe(true);
    expect(isCents(5.5)).toBe(false);
    expect(isCents('5')).toBe(false);
    expect(isCents(2 ** 53)).toBe(false);
    expect(() => assertCents(0.1)).toThrow(/cents must be a safe integer/);
  });

  it('toScaledInteger', () => {
    expect(toScaledInteger(1.5, 3)).toBe(1500);
    expect(toScaledInteger(1.0005, 3)).toBe(1001);
    expect(toScaledInteger(123, 0)).toBe(123);
    expect(toScaledInteger(2.5, 0)).toBe(3);
    expect(() => toScaledInteger(1, -1)).toThrow(RangeError);
  });

  it('quantityToThousandths', () => {
    expect(quantityToThousandths(1.5)).toBe(1500);
    expect(quantityToThousandths(0.001)).toBe(1);
    expect(quantityToThousandths(0.1 + 0.2)).toBe(300);
    expect(quantityToThousandths(1_000_000)).toBe(1_000_000_000);
  });

  it('divRoundHalfUpBig', () => {
    expect(divRoundHalfUpBig(5n, 2n)).toBe(3n);
    expect(divRoundHalfUpBig(-5n, 2n)).toBe(-3n);
    expect(divRoundHalfUpBig(4n, 3n)).toBe(1n);
    expect(divRoundHalfUpBig(5n, -2n)).toBe(-3n);
    expect(() => divRoundHalfUpBig(1n, 0n)).toThrow(RangeError);
  });

  it('mulDivRoundHalfUp uses BigInt when the product is unsafe', () => {
    expect(mulDivRoundHalfUp(3, 5, 2)).toBe(8);
    expect(mulDivRoundHalfUp(-3, 5, 2)).toBe(-8);
    expect(mulDivRoundHalfUp(1_000_000_000, 999_999_999, 1000)).toBe(999_999_999_000_000);
    expect(mulDivRoundHalfUp(999_999_999, 999_999_999, 1000)).toBe(999_999_998_000_000);
    expect(() => mulDivRoundHalfUp(2 ** 52, 2 ** 10, 1)).toThrow(RangeError);
    expect(() => mulDivRoundHalfUp(1, 1, 0)).toThrow(RangeError);
    expect(() => mulDivRoundHalfUp(1.5, 1, 1)).toThrow(RangeError);
  });

  it('sumCents', () => {
    expect(sumCents([])).toBe(0);
    expect(sumCents([1, 2, 3])).toBe(6);
    expect(() => sumCents([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
    expect(() => sumCents([0.5])).toThrow(RangeError);
  });
});

describe('lineTotalCents', () => {
  it('multiplies quantity and price and rounds half-up to the cent', () => {
    expect(lineTotalCents(1, 9550)).toBe(9550);
    expect(lineTotalCents(1.5, 8500)).toBe(12750);
    expect(lineTotalCents(0.333, 100)).toBe(33); // 33.3 -> 33
    expect(lineTotalCents(0.335, 100)).toBe(34); // 33.5 -> 34 (half-up)
    expect(lineTotalCents(2.5, 1)).toBe(3); // 2.5 -> 3
    expect(lineTotalCents(1.001, 50)).toBe(50); // 50.05 -> 50
    expect(lineTotalCents(3, 333)).toBe(999);
  });

  it('handles zero quantity and zero price', () => {
    expect(lineTotalCents(0, 12345)).toBe(0);
    expect(lineTotalCents(12.5, 0)).toBe(0);
  });

  it('handles the largest amounts exactly', () => {
    expect(lineTotalCents(1_000_000, 1_000_000_000)).toBe(1_000_000_000_000_000);
    expect(lineTotalCents(999_999.999, 999_999_999)).toBe(999_999_998_000_000);
  });

  it('rejects a non-integer price', () => {
    expect(() => lineTotalCents(1, 10.5)).toThrow(RangeError);
  });

  it('equals a BigInt half-up reference (property)', () => {
    forAllPairs(
      1_000_000_000,
      1_000_000_000,
      (thousandths, cents) => {
        const quantity = thousandths / 1000;
        expect(BigInt(lineTotalCents(quantity, cents))).toBe(referenceLineTotal(thousandths, cents));
      },
      { numRuns: 2000 },
    );
  });

  it('is symmetric for negative prices (discount lines) (property)', () => {
    forAllPairs(100_000, 1_000_000, (t, cents) => {
      expect(lineTotalCents(t / 1000, -cents)).toBe(-lineTotalCents(t / 1000, cents) || 0);
    });
  });
});
