/** Money is handled as integer cents; JSON carries euros with at most 2 decimals. */
export type Cents = number;

/** Euros (a number with at most 2 meaningful decimals) to integer cents, rounding half-up. */
export function euroToCents(euro: number): Cents {
  const sign = euro < 0 ? -1 : 1;
  return sign * Math.round(Math.abs(euro) * 100 + Number.EPSILON * 100);
}

/** Integer cents to euros as a number (95.5 for 9550). */
export function centsToEuro(cents: Cents): number {
  return cents / 100;
}
