/**
 * Discounts, optional lines, choice groups and the deposit of a quote: the pieces that
 * `computeQuoteTotals` combines. Pure integer arithmetic on cents, half-up like the rest of the package.
 */
import { type Cents, assertCents, mulDivRoundHalfUp, toScaledInteger } from './money.js';

export const DISCOUNT_TYPES = ['percent', 'amount'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** A percentage (0–100, at most 2 decimals) or an amount; in cents for the domain, in euros in JSON. */
export interface Discount {
  type: DiscountType;
  value: number;
}

export const DISCOUNT_PERCENT_DECIMALS = 2;
export const DEPOSIT_PERCENT_MAX = 100;

function percentHundredths(percent: number, what: string): number {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`${what} must be between 0 and 100, got ${String(percent)}`);
  }
  return toScaledInteger(percent, DISCOUNT_PERCENT_DECIMALS);
}

/** `percent` % of `cents`, rounded half-up to the cent. */
export function percentOfCents(cents: Cents, percent: number, what = 'percentage'): Cents {
  assertCents(cents);
  return mulDivRoundHalfUp(cents, percentHundredths(percent, what), 10_000);
}

/**
 * The discount in cents on an amount: a percentage of it (half-up) or a fixed amount, never more
 * than the amount itself and never negative, so a discounted total is never below zero.
 */
export function discountCents(amountCents: Cents, discount: Discount | null | undefined): Cents {
  assertCents(amountCents, 'amountCents');
  if (!discount || amountCents <= 0) return 0;
  if (discount.type === 'percent') return percentOfCents(amountCents, discount.value, 'discount');
  assertCents(discount.value, 'discount amount');
  return Math.max(0, Math.min(discount.value, amountCents));
}

/**
 * Splits `totalCents` over `weights` in proportion, to the cent, with the largest-remainder method:
 * the parts sum to exactly `totalCents`, each within a cent of its exact share, and ties go to the
 * earlier weight. Used to carry a quote discount into the BTW base of each rate.
 */
export function allocateCents(totalCents: Cents, weights: readonly Cents[]): Cents[] {
  assertCents(totalCents, 'totalCents');
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || totalCents === 0) return weights.map(() => 0);
  const big = BigInt(totalCents);
  const bigSum = BigInt(sum);
  const exact = weights.map((w) => big * BigInt(w));
  const parts = exact.map((e) => e / bigSum);
  let left = totalCents - parts.reduce((a, b) => a + Number(b), 0);
  const order = exact
    .map((e, index) => ({ index, remainder: e % bigSum }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const result = parts.map(Number);
  for (const { index } of order) {
    if (left <= 0) break;
    result[index] = (result[index] ?? 0) + 1;
    left -= 1;
  }
  return result;
}

/** How a line takes part in the totals: always, when ticked (optional), or as one variant of a choice. */
export interface SelectableLine {
  optional?: boolean;
  /** Lines sharing a choice group are variants of which exactly one counts. */
  choiceGroup?: string | null;
  /** Optional: ticked. Variant: the chosen one (the first variant of its group when none is). */
  selected?: boolean;
}

/**
 * Which lines count in the totals: ordinary lines; optional lines that are ticked; per choice group
 * exactly one variant, the first selected one or else the group's first line. A line in a choice
 * group is a variant even when it is also marked optional.
 */
export function includedLines(lines: readonly SelectableLine[]): boolean[] {
  const chosen = new Map<string, number>();
  lines.forEach((line, index) => {
    const group = line.choiceGroup;
    if (!group) return;
    const current = chosen.get(group);
    if (current === undefined || (line.selected && !lines[current]?.selected)) chosen.set(group, index);
  });
  return lines.map((line, index) => {
    if (line.choiceGroup) return chosen.get(line.choiceGroup) === index;
    if (line.optional) return line.selected === true;
    return true;
  });
}

/**
 * A customer's choices applied to the lines: the ticked optional lines (by index) and the chosen
 * variant per group (by index). Returns the lines' `selected` flags; lines that are neither optional
 * nor variants keep false. Unknown indexes and a variant of another group are ignored.
 */
export function applySelection(
  lines: readonly SelectableLine[],
  selection: { options: readonly number[]; variants: readonly number[] },
): boolean[] {
  const groups = new Set<string>();
  const picked = new Set<number>();
  for (const index of selection.variants) {
    const group = lines[index]?.choiceGroup;
    if (group && !groups.has(group)) {
      groups.add(group);
      picked.add(index);
    }
  }
  const ticked = new Set(selection.options);
  return lines.map((line, index) => {
    if (line.choiceGroup) return groups.has(line.choiceGroup) ? picked.has(index) : line.selected === true;
    return line.optional === true && ticked.has(index);
  });
}
