/**
 * Calendar dates as `YYYY-MM-DD` strings (validUntil). Arithmetic happens on UTC calendar days, so
 * daylight-saving changes and the machine's time zone never shift a date.
 */
import { DUTCH_TIME_ZONE, zonedParts } from './zoned.js';

export { DUTCH_TIME_ZONE };

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseIsoDate(isoDate: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE_PATTERN.exec(isoDate);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** True for a real calendar date written YYYY-MM-DD ('2026-02-29' is false). */
export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && parseIsoDate(value) !== null;
}

/** addDays('2026-10-23', 30) -> '2026-11-22'. n may be negative. Throws a RangeError on bad input. */
export function addDays(isoDate: string, days: number): string {
  const parts = parseIsoDate(isoDate);
  if (!parts) throw new RangeError(`Invalid date (expected YYYY-MM-DD): '${isoDate}'`);
  if (!Number.isSafeInteger(days)) throw new RangeError(`days must be an integer, got ${String(days)}`);
  const date = new Date(0);
  date.setUTCFullYear(parts.year, parts.month - 1, parts.day + days);
  const year = date.getUTCFullYear();
  if (!Number.isFinite(year) || year < 0 || year > 9999)
    throw new RangeError('Resulting date is out of range');
  return `${pad(year, 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The calendar date of an instant in a time zone (default Europe/Amsterdam), as YYYY-MM-DD. */
export function toIsoDate(instant: Date, timeZone: string = DUTCH_TIME_ZONE): string {
  const parts = zonedParts(instant, timeZone);
  return `${(parts.year ?? '').padStart(4, '0')}-${parts.month ?? ''}-${parts.day ?? ''}`;
}

/** Today in the Netherlands as YYYY-MM-DD. */
export function todayIsoDate(now: Date = new Date(), timeZone: string = DUTCH_TIME_ZONE): string {
  return toIsoDate(now, timeZone);
}

/** Default validUntil of a new quote: today + the settings' defaultValidityDays (SPEC: 30). */
export function defaultValidUntil(validityDays: number, now: Date = new Date()): string {
  return addDays(todayIsoDate(now), validityDays);
}

/** First and last day (YYYY-MM-DD) of the calendar month a date lies in: '2026-02-14' -> 02-01 .. 02-28. */
export function calendarMonthOf(isoDate: string): { start: string; end: string } {
  const parts = parseIsoDate(isoDate);
  if (!parts) throw new RangeError(`Invalid date (expected YYYY-MM-DD): '${isoDate}'`);
  const month = `${pad(parts.year, 4)}-${pad(parts.month)}`;
  return { start: `${month}-01`, end: `${month}-${pad(daysInMonth(parts.year, parts.month))}` };
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  if (!a || !b) throw new RangeError('Invalid date (expected YYYY-MM-DD)');
  const dayNumber = (p: { year: number; month: number; day: number }) => {
    const date = new Date(0);
    date.setUTCFullYear(p.year, p.month - 1, p.day);
    return Math.round(date.getTime() / 86_400_000);
  };
  return dayNumber(b) - dayNumber(a);
}

/** A quote is expired once its validUntil lies before today (valid through the whole day). */
export function isExpired(validUntil: string, today: string): boolean {
  return daysBetween(today, validUntil) < 0;
}

export type ParseDateResult = { ok: true; value: string } | { ok: false; message: string };

export const PARSE_DATE_MESSAGES = {
  empty: 'Vul een datum in',
  invalid: 'Ongeldige datum, gebruik dd-mm-jjjj (bijvoorbeeld 23-12-2026)',
} as const;

/**
 * Parses a date as a Dutch user types it: day first, `23-12-2026`, `23/12/2026`, `23.12.2026` or
 * `3-1-2026`; a two-digit year means 20xx. `2026-12-23` (ISO) is accepted as well. Returns YYYY-MM-DD.
 */
export function parseDutchDate(input: string): ParseDateResult {
  const text = input.trim();
  if (text === '') return { ok: false, message: PARSE_DATE_MESSAGES.empty };
  if (isIsoDate(text)) return { ok: true, value: text };
  const match = /^(\d{1,2})[-/.\s](\d{1,2})[-/.\s](\d{2}|\d{4})$/.exec(text);
  if (!match) return { ok: false, message: PARSE_DATE_MESSAGES.invalid };
  const year = match[3]!.length === 2 ? 2000 + Number(match[3]) : Number(match[3]);
  const iso = `${pad(year, 4)}-${pad(Number(match[2]))}-${pad(Number(match[1]))}`;
  return isIsoDate(iso) ? { ok: true, value: iso } : { ok: false, message: PARSE_DATE_MESSAGES.invalid };
}
