/**
 * Money is handled as integer cents (ARCHITECTURE.md); JSON carries euros with at most 2 decimals.
 *
 * Rounding rule used everywhere in this package: "half-up" in the commercial sense, i.e. ties go
 * away from zero (2.5 -> 3, -2.5 -> -3). For the non-negative amounts the contracts allow this is
 * plain half-up. All arithmetic on cents is done in integers (BigInt when an intermediate product
 * would leave the safe-integer range), so results are exact and identical in Node and browsers.
 */

/** Integer number of euro cents (a plain number so it survives JSON, IndexedDB and the ORM). */
export type Cents = number;

const BIG_ZERO = BigInt(0);
const BIG_TWO = BigInt(2);

/** True for a finite safe integer (a valid amount in cents). */
export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Throws a RangeError unless `value` is a safe integer. */
export function assertCents(value: number, what = 'cents'): asserts value is Cents {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${what} must be a safe integer, got ${String(value)}`);
  }
}

function checkedResult(value: number, what: string): number {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${what} is outside the safe integer range`);
  }
  return value === 0 ? 0 : value; // never -0
}

/**
 * round-half-up(value × 10^scale) as an integer, computed on the value's decimal digits so binary
 * float noise never leaks in: 0.1 + 0.2 -> 0.3, 1.005 (scale 2) -> 101. Exact for values with at
 * most 15 significant digits (every realistic amount and quantity).
 */
export function toScaledInteger(value: number, scale: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Expected a finite number, got ${String(value)}`);
  if (!Number.isInteger(scale) || scale < 0 || scale > 15) throw new RangeError('scale must be 0..15');
  const sign = value < 0 ? -1 : 1;
  const [mantissa = '0', exponent] = Math.abs(value).toPrecision(15).split('e');
  const [intPart = '0', fracPart = ''] = mantissa.split('.');
  const digits = intPart + fracPart;
  const cut = intPart.length + (exponent ? Number(exponent) : 0) + scale;
  if (cut < 0) return 0;
  const kept = digits.slice(0, cut).padEnd(cut, '0');
  const roundDigit = digits.charAt(cut) || '0';
  const magnitude = Number(kept || '0') + (roundDigit >= '5' ? 1 : 0);
  return checkedResult(sign * magnitude, 'scaled value');
}

/** Euros (95.5, 0.1 + 0.2, 1.005) to integer cents (9550, 30, 101), rounding half-up. */
export function euroToCents(euro: number): Cents {
  return toScaledInteger(euro, 2);
}

/** Integer cents to euros as a number for JSON (9550 -> 95.5). Throws on non-integer input. */
export function centsToEuro(cents: Cents): number {
  assertCents(cents);
  return cents === 0 ? 0 : cents / 100;
}

/** A quantity (1.5 hours) as integer thousandths (1500), rounded half-up to 3 decimals. */
export function quantityToThousandths(quantity: number): number {
  return toScaledInteger(quantity, 3);
}

/** Integer division rounding half away from zero, in BigInt. */
export function divRoundHalfUpBig(numerator: bigint, divisor: bigint): bigint {
  if (divisor === BIG_ZERO) throw new RangeError('Division by zero');
  const negative = numerator < BIG_ZERO !== divisor < BIG_ZERO;
  const n = numerator < BIG_ZERO ? -numerator : numerator;
  const d = divisor < BIG_ZERO ? -divisor : divisor;
  let q = n / d;
  if ((n % d) * BIG_TWO >= d) q += BigInt(1);
  return negative ? -q : q;
}

/**
 * round-half-up(a × b / divisor) for integers a, b and a positive integer divisor. Exact: uses
 * numbers while the product is a safe integer, BigInt otherwise. Throws when the result is unsafe.
 */
export function mulDivRoundHalfUp(a: number, b: number, divisor: number): number {
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b))
    throw new RangeError('Operands must be safe integers');
  if (!Number.isSafeInteger(divisor) || divisor <= 0)
    throw new RangeError('Divisor must be a positive integer');
  const product = a * b;
  if (Number.isSafeInteger(product)) {
    const magnitude = Math.abs(product);
    const remainder = magnitude % divisor;
    let quotient = (magnitude - remainder) / divisor;
    if (remainder * 2 >= divisor) quotient += 1;
    return checkedResult(product < 0 ? -quotient : quotient, 'result');
  }
  const exact = divRoundHalfUpBig(BigInt(a) * BigInt(b), BigInt(divisor));
  return checkedResult(Number(exact), 'result');
}

/**
 * Line total in cents: quantity × unit price, rounded half-up to the cent. The quantity is taken in
 * thousandths (up to 3 decimals, e.g. 1.5 hours) and multiplied in integers, so the result is exact.
 */
export function lineTotalCents(quantity: number, unitPriceCents: Cents): Cents {
  assertCents(unitPriceCents, 'unitPriceCents');
  return mulDivRoundHalfUp(quantityToThousandths(quantity), unitPriceCents, 1000);
}

/** Sum of amounts in cents; throws a RangeError if any amount or the sum is not a safe integer. */
export function sumCents(values: Iterable<Cents>): Cents {
  let total = 0;
  for (const value of values) {
    assertCents(value);
    total += value;
    if (!Number.isSafeInteger(total)) throw new RangeError('Sum is outside the safe integer range');
  }
  return total;
}
