/** Dutch BTW (VAT) rates and the VAT amount on a base, in cents. */
import { type Cents, assertCents, mulDivRoundHalfUp, toScaledInteger } from './money.js';

/** The BTW rates a quote line may carry, in the order totals list them (high, low, zero). */
export const VAT_RATES = [21, 9, 0] as const;
export type VatRate = (typeof VAT_RATES)[number];

/** The standard Dutch rate, used when the settings carry a rate that lines cannot have. */
export const STANDARD_VAT_RATE: VatRate = 21;

export function isVatRate(value: unknown): value is VatRate {
  return (VAT_RATES as readonly unknown[]).includes(value);
}

/**
 * The default rate of new lines from the quote settings (SPEC §3 Quote settings):
 * VAT not included -> 0; a supported vatPercentage -> that rate; anything else (e.g. 19.5) -> 21.
 */
export function defaultVatRate(settings: { includeVat: boolean; vatPercentage: number }): VatRate {
  if (!settings.includeVat) return 0;
  return isVatRate(settings.vatPercentage) ? settings.vatPercentage : STANDARD_VAT_RATE;
}

/**
 * VAT in cents on a base in cents, rounded half-up to the cent. The rate is a percentage with at
 * most 2 decimals (21, 9, 0, or e.g. 20.5 for settings that allow it); the calculation is exact.
 */
export function vatAmountCents(baseCents: Cents, ratePercent: number): Cents {
  assertCents(baseCents, 'baseCents');
  if (!Number.isFinite(ratePercent) || ratePercent < 0 || ratePercent > 100) {
    throw new RangeError(`VAT rate must be between 0 and 100, got ${String(ratePercent)}`);
  }
  return mulDivRoundHalfUp(baseCents, toScaledInteger(ratePercent, 2), 10_000);
}
