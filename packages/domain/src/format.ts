/**
 * nl-NL display formatting shared by the web app and the quote document (PDF), implemented without
 * Intl number formatting so every runtime prints exactly the same characters (Intl uses a
 * non-breaking space and differs between ICU versions).
 *
 * Decisions:
 * - formatEuro: '€ 1.234,56' with a normal space; negative amounts as '€ -12,50' (the order nl-NL
 *   Intl uses, the minus sticks to the digits).
 * - formatShortEuro (dashboard 'total value'): below € 1.000 the full amount ('€ 999,99'); from
 *   € 1.000 thousands with one decimal and a Dutch comma ('€ 45,2k', '€ 45k' when the decimal is 0);
 *   from € 1.000.000 millions ('€ 1,2M'). Rounded half-up. The SPEC's '45.2k' becomes '€ 45,2k'.
 */
import { zonedParts } from './zoned.js';
import {
  type Cents,
  assertCents,
  mulDivRoundHalfUp,
  quantityToThousandths,
  toScaledInteger,
} from './money.js';
import { DUTCH_TIME_ZONE, isIsoDate } from './dates.js';

/** Groups the digits of a non-negative integer string with dots: '1234567' -> '1.234.567'. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** A number with a fixed number of decimals, Dutch style: (123456, 2) -> '1.234,56' for cents. */
function formatScaled(scaled: number, decimals: number): string {
  const negative = scaled < 0;
  const digits = String(Math.abs(scaled)).padStart(decimals + 1, '0');
  const intPart = groupThousands(digits.slice(0, digits.length - decimals));
  const fracPart = decimals > 0 ? `,${digits.slice(digits.length - decimals)}` : '';
  return `${negative ? '-' : ''}${intPart}${fracPart}`;
}

/** formatEuro(123456) -> '€ 1.234,56'; formatEuro(-1250) -> '€ -12,50'. */
export function formatEuro(cents: Cents): string {
  assertCents(cents);
  return `€ ${formatScaled(cents, 2)}`;
}

/** The amount without the euro sign: formatAmount(123456) -> '1.234,56'. */
export function formatAmount(cents: Cents): string {
  assertCents(cents);
  return formatScaled(cents, 2);
}

/** Dashboard short form: '€ 999,99', '€ 45,2k', '€ 45k', '€ 1,2M' (see the module comment). */
export function formatShortEuro(cents: Cents): string {
  assertCents(cents);
  const magnitude = Math.abs(cents);
  if (magnitude < 100_000) return formatEuro(cents);
  // Tenths of thousands of euros: cents / 10_000, rounded half-up.
  const tenthsOfK = mulDivRoundHalfUp(cents, 1, 10_000);
  if (Math.abs(tenthsOfK) < 10_000) return `€ ${compact(tenthsOfK)}k`;
  const tenthsOfM = mulDivRoundHalfUp(cents, 1, 10_000_000);
  return `€ ${compact(tenthsOfM)}M`;
}

function compact(tenths: number): string {
  const text = formatScaled(tenths, 1);
  return text.endsWith(',0') ? text.slice(0, -2) : text;
}

/** A quantity with up to 3 decimals, Dutch style: 1.5 -> '1,5', 1234 -> '1.234', 2 -> '2'. */
export function formatQuantity(quantity: number): string {
  if (!Number.isFinite(quantity)) throw new RangeError(`Invalid quantity: ${String(quantity)}`);
  const text = formatScaled(quantityToThousandths(quantity), 3);
  return text.includes(',') ? text.replace(/,?0+$/, '') : text;
}

/** A whole percentage: 68 -> '68%'; null -> '-' (nothing to show). */
export function formatPercent(percent: number | null): string {
  return percent === null ? '-' : `${Math.round(percent)}%`;
}

/** A BTW rate with at most 1 decimal, Dutch style: 21 -> '21%', 9.5 -> '9,5%', 0 -> '0%'. */
export function formatVatRate(rate: number): string {
  if (!Number.isFinite(rate)) throw new RangeError(`Invalid VAT rate: ${String(rate)}`);
  const text = formatScaled(toScaledInteger(rate, 1), 1);
  return `${text.endsWith(',0') ? text.slice(0, -2) : text}%`;
}

function pad(value: number | string, length = 2): string {
  return String(value).padStart(length, '0');
}

function toInstant(value: string | Date): Date {
  if (value instanceof Date) return value;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: '${value}'`);
  return date;
}

/**
 * formatDate('2026-11-22') -> '22-11-2026'. A date-only string is reformatted as is; a timestamp
 * (ISO string or Date) is shown as its calendar date in the Netherlands. Throws on invalid input.
 */
export function formatDate(value: string | Date, timeZone: string = DUTCH_TIME_ZONE): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    if (!isIsoDate(value)) throw new RangeError(`Invalid date: '${value}'`);
    const [year, month, day] = value.split('-');
    return `${day}-${month}-${year}`;
  }
  const parts = zonedParts(toInstant(value), timeZone);
  return `${pad(parts.day ?? '')}-${pad(parts.month ?? '')}-${pad(parts.year ?? '', 4)}`;
}

/** formatDateTime('2026-11-22T13:05:00Z') -> '22-11-2026 14:05' (Dutch time, 24 hours). */
export function formatDateTime(value: string | Date, timeZone: string = DUTCH_TIME_ZONE): string {
  const parts = zonedParts(toInstant(value), timeZone);
  return `${formatDate(toInstant(value), timeZone)} ${pad(parts.hour ?? '')}:${pad(parts.minute ?? '')}`;
}

/** formatLongDate('2026-12-23') -> 'woensdag 23 december 2026' (a YYYY-MM-DD calendar date). */
export function formatLongDate(isoDate: string): string {
  if (!isIsoDate(isoDate)) throw new RangeError(`Invalid date: '${isoDate}'`);
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return new Intl.DateTimeFormat('nl-NL', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
