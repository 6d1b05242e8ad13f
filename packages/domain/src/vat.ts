/** Dutch BTW (VAT) rates and the VAT amount on a base, in cents. */
import { type Cents, assertCents, mulDivRoundHalfUp, toScaledInteger } from './money.js';

/**
 * The rates the quote form suggests (high, low, zero). A line may carry any rate of 0–100 % with at
 * most 1 decimal (SPEC §5: the settings' VAT percentage has step 0.1), so a company default of e.g.
 * 9,5 % takes effect on its quotes.
 */
export const VAT_RATES = [21, 9, 0] as const;
/** A BTW percentage 0–100 with at most 1 decimal (checked by `isVatRate`). */
export type VatRate = number;

export const VAT_RATE_MIN = 0;
export const VAT_RATE_MAX = 100;
export const VAT_RATE_DECIMALS = 1;

/** The standard Dutch rate. */
export const STANDARD_VAT_RATE: VatRate = 21;

/** A finite number in 0–100 with at most 1 decimal (binary float noise such as 9.500000000001 excluded). */
export function isVatRate(value: unknown): value is VatRate {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  if (value < VAT_RATE_MIN || value > VAT_RATE_MAX) return false;
  return Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;
}

/**
 * The default rate of new lines from the quote settings (SPEC §3 Quote settings):
 * VAT not included -> 0; otherwise the settings' vatPercentage (e.g. 21, 9 or 9.5).
 */
export function defaultVatRate(settings: { includeVat: boolean; vatPercentage: number }): VatRate {
  if (!settings.includeVat) return 0;
  if (!isVatRate(settings.vatPercentage)) {
    throw new RangeError(
      `VAT percentage must be 0–100 with at most 1 decimal, got ${String(settings.vatPercentage)}`,
    );
  }
  return normalizeVatRate(settings.vatPercentage);
}

/** A rate rounded to its 1 decimal, so 9.5000000001 and 9.5 group as one rate. */
export function normalizeVatRate(rate: VatRate): VatRate {
  return toScaledInteger(rate, VAT_RATE_DECIMALS) / 10;
}

/** The rates the form offers: the suggested ones plus any extra (company default, a line's rate), high to low. */
export function vatRateOptions(...extra: readonly unknown[]): VatRate[] {
  const rates = new Set<number>(VAT_RATES);
  for (const rate of extra) if (isVatRate(rate)) rates.add(normalizeVatRate(rate));
  return [...rates].sort((a, b) => b - a);
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
