/**
 * Reminder rule (docs/customer-portal.md): a sent, undecided quote gets one reminder per day number
 * of the company's reminderDays, counted in Dutch calendar days after sending. When a run is late
 * (the job was off), only the latest due day is sent, so the customer never gets a burst of mails.
 */
import { daysBetween } from './dates.js';

/** The reminder day due on `today` (the highest day number reached), or null when none is. */
export function dueReminderDay(
  sentDate: string,
  today: string,
  reminderDays: readonly number[],
): number | null {
  const elapsed = daysBetween(sentDate, today);
  const due = reminderDays.filter((day) => day > 0 && day <= elapsed);
  return due.length ? Math.max(...due) : null;
}
