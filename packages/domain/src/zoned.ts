/**
 * Calendar and clock parts of an instant in a time zone; shared by dates.ts and format.ts, not
 * exported from the package.
 */

/** The time zone in which "today" and timestamps are interpreted for a Dutch business. */
export const DUTCH_TIME_ZONE = 'Europe/Amsterdam';

const pad = (value: number): string => String(value).padStart(2, '0');

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one. */
const zonedFormatters = new Map<string, Intl.DateTimeFormat>();

/** First year of the EU summer-time rule (last Sunday of March to last Sunday of October, 01:00 UTC). */
const EU_SUMMER_TIME_SINCE = 1996;

/** 01:00 UTC on the last Sunday of a month (0-based), when EU clocks change. */
function lastSundayOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * The Netherlands' offset from UTC in minutes at an instant (CET +60, CEST +120), by the EU rule:
 * plain arithmetic, because the first Intl time-zone formatter a browser builds costs tens of
 * milliseconds on a slow phone. Null before 1996, where Intl answers instead.
 */
function dutchOffsetMinutes(instant: Date): number | null {
  const year = instant.getUTCFullYear();
  if (year < EU_SUMMER_TIME_SINCE) return null;
  const t = instant.getTime();
  return t >= lastSundayOneUtc(year, 2) && t < lastSundayOneUtc(year, 9) ? 120 : 60;
}

/** The Intl options whose parts zonedParts() returns (the Intl path, and the reference its fast path must equal). */
export const ZONED_PARTS_FORMAT: Readonly<Intl.DateTimeFormatOptions> = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/**
 * The wall-clock parts (year, month, day, hour, minute; 24-hour) of an instant in a time zone,
 * e.g. { year: '2026', month: '11', day: '23', hour: '21', minute: '05' }.
 */
export function zonedParts(instant: Date, timeZone: string = DUTCH_TIME_ZONE): Record<string, string> {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid date');
  const offset = timeZone === DUTCH_TIME_ZONE ? dutchOffsetMinutes(instant) : null;
  if (offset !== null) {
    const local = new Date(instant.getTime() + offset * 60_000);
    return {
      year: String(local.getUTCFullYear()),
      month: pad(local.getUTCMonth() + 1),
      day: pad(local.getUTCDate()),
      hour: pad(local.getUTCHours()),
      minute: pad(local.getUTCMinutes()),
    };
  }
  let formatter = zonedFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...ZONED_PARTS_FORMAT, timeZone });
    zonedFormatters.set(timeZone, formatter);
  }
  return Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
}
