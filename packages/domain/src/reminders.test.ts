import { describe, expect, it } from 'vitest';
import { dueReminderDay } from './reminders.js';

describe('dueReminderDay', () => {
  it('is null before the first reminder day', () => {
    expect(dueReminderDay('2026-11-01', '2026-11-07', [7, 14, 30])).toBeNull();
  });
  it('is the day number once reached', () => {
    expect(dueReminderDay('2026-11-01', '2026-11-08', [7, 14, 30])).toBe(7);
    expect(dueReminderDay('2026-11-01', '2026-11-15', [14, 7, 30])).toBe(14);
  });
  it('only the latest due day when a run is late', () => {
    expect(dueReminderDay('2026-10-01', '2026-12-01', [7, 14, 30])).toBe(30);
  });
});
