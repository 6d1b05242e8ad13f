/** Calendar and clock parts of an instant in a time zone; shared by dates.ts and format.ts, not exported. */
export function zonedParts(instant: Date, timeZone: string): Record<string, string> {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid date');
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  return Object.fromEntries(parts.map((part) => [part.type, part.value]));
}
