import { euroToCents, formatDate, formatEuro, formatQuantity, formatShortEuro } from '@offerteflow/domain';

/** nl-NL display helpers for amounts the API sends in euros (SPEC §2). */

/** 1234.56 -> '€ 1.234,56'. */
export function euro(amount: number): string {
  return formatEuro(euroToCents(amount));
}

/** Dashboard short form: 45200 -> '€ 45,2k'. */
export function shortEuro(amount: number): string {
  return formatShortEuro(euroToCents(amount));
}

/** '2026-11-22T10:00:00Z' or '2026-11-22' -> '22-11-2026'. */
export function date(value: string): string {
  return formatDate(value);
}

export { formatQuantity as quantity };
