import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DUTCH_TIME_ZONE,
  calendarMonthOf,
  addDays,
  daysBetween,
  defaultValidUntil,
  isExpired,
  isIsoDate,
  parseDutchDate,
  PARSE_DATE_MESSAGES,
  toIsoDate,
  todayIsoDate,
} from './dates.js';
import { ZONED_PARTS_FORMAT, zonedParts } from './zoned.js';
import { itMaps } from './test-support.js';

describe('isIsoDate', () => {
  itMaps('accepts real calendar dates only', isIsoDate, [
    ['2026-11-22', true],
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['2026-02-29', false],
    ['1900-02-29', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-04-31', false],
    ['2026-1-1', false],
    ['22-11-2026', false],
    ['2026-11-22T00:00:00Z', false],
    ['', false],
    [20261122, false],
  ]);
});

describe('addDays', () => {
  itMaps('adds and subtracts calendar days', ([date, days]: [string, number]) => addDays(date, days), [
    [['2026-10-23', 30], '2026-11-22'],
    [['2026-12-31', 1], '2027-01-01'],
    [['2024-02-28', 1], '2024-02-29'],
    [['2026-03-01', -1], '2026-02-28'],
    [['2026-03-28', 2], '2026-03-30'], // over the DST change
    [['2026-10-24', 2], '2026-10-26'],
    [['2026-01-01', 365], '2027-01-01'],
    [['2026-01-01', 0], '2026-01-01'],
    [['0099-12-31', 1], '0100-01-01'],
  ]);

  it('refuses bad input', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-01-01', 1.5)).toThrow(RangeError);
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
  });

  it('is consistent with daysBetween (property)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1970-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: -3650, max: 3650 }),
        (date, days) => {
          const start = date.toISOString().slice(0, 10);
          const end = addDays(start, days);
          expect(isIsoDate(end)).toBe(true);
          expect(daysBetween(start, end)).toBe(days);
          expect(addDays(end, -days)).toBe(start);
        },
      ),
    );
  });
});

describe('today and validUntil', () => {
  it('uses the Dutch calendar date', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Amsterdam (UTC+1).
    expect(toIsoDate(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(toIsoDate(new Date('2026-12-31T23:30:00Z'), 'UTC')).toBe('2026-12-31');
    // 22:30 UTC in summer is 00:30 the next day (UTC+2).
    expect(todayIsoDate(new Date('2026-07-10T22:30:00Z'))).toBe('2026-07-11');
    expect(() => toIsoDate(new Date('nope'))).toThrow(RangeError);
  });

  it('defaults validUntil to today + validity days', () => {
    expect(defaultValidUntil(30, new Date('2026-10-23T10:00:00Z'))).toBe('2026-11-22');
    expect(defaultValidUntil(1, new Date('2026-12-31T12:00:00Z'))).toBe('2027-01-01');
  });

  it('tells when a quote is expired', () => {
    expect(isExpired('2026-11-22', '2026-11-22')).toBe(false);
    expect(isExpired('2026-11-22', '2026-11-23')).toBe(true);
    expect(isExpired('2026-11-22', '2026-01-01')).toBe(false);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(() => daysBetween('x', '2026-01-01')).toThrow(RangeError);
  });
});

describe('parseDutchDate', () => {
  it('reads day-first dates in the usual Dutch notations', () => {
    expect(parseDutchDate('23-12-2026')).toEqual({ ok: true, value: '2026-12-23' });
    expect(parseDutchDate(' 3/1/2026 ')).toEqual({ ok: true, value: '2026-01-03' });
    expect(parseDutchDate('23.12.26')).toEqual({ ok: true, value: '2026-12-23' });
    expect(parseDutchDate('2026-12-23')).toEqual({ ok: true, value: '2026-12-23' });
  });
  it('refuses what is not a calendar date with a Dutch message', () => {
    expect(parseDutchDate('')).toEqual({ ok: false, message: PARSE_DATE_MESSAGES.empty });
    expect(parseDutchDate('12/23/2026')).toEqual({ ok: false, message: PARSE_DATE_MESSAGES.invalid });
    expect(parseDutchDate('29-02-2026').ok).toBe(false);
    expect(parseDutchDate('morgen').ok).toBe(false);
  });
});

describe('zonedParts', () => {
  const intlParts = (instant: Date, timeZone: string) =>
    Object.fromEntries(
      new Intl.DateTimeFormat('en-US', { ...ZONED_PARTS_FORMAT, timeZone })
        .formatToParts(instant)
        .filter((part) => part.type !== 'literal')
        .map((part) => [part.type, part.value]),
    );
  const without = (parts: Record<string, string>) => {
    const { literal: _literal, ...rest } = parts;
    return rest;
  };

  it('gives the Amsterdam wall clock on both sides of the 2026 clock changes', () => {
    expect(without(zonedParts(new Date('2026-03-29T00:59:00Z')))).toMatchObject({ day: '29', hour: '01' });
    expect(without(zonedParts(new Date('2026-03-29T01:00:00Z')))).toMatchObject({ day: '29', hour: '03' });
    expect(without(zonedParts(new Date('2026-10-25T00:59:00Z')))).toMatchObject({ day: '25', hour: '02' });
    expect(without(zonedParts(new Date('2026-10-25T01:00:00Z')))).toMatchObject({ day: '25', hour: '02' });
    expect(without(zonedParts(new Date('2026-12-31T23:30:00Z')))).toMatchObject({
      year: '2027',
      month: '01',
    });
  });

  it('agrees with Intl for Europe/Amsterdam at any instant from 1970 to 2100', () => {
    const min = Date.UTC(1970, 0, 1);
    const max = Date.UTC(2100, 0, 1);
    fc.assert(
      fc.property(fc.integer({ min: min / 60_000, max: max / 60_000 }), (minutes) => {
        const instant = new Date(minutes * 60_000);
        expect(without(zonedParts(instant))).toEqual(intlParts(instant, DUTCH_TIME_ZONE));
      }),
      { numRuns: 5000 },
    );
  });

  it('agrees with Intl in the hours around every Dutch clock change from 1996 to 2040', () => {
    for (let year = 1996; year <= 2040; year += 1) {
      for (const month of [2, 9]) {
        const last = new Date(Date.UTC(year, month + 1, 0));
        const change = Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
        for (let delta = -90; delta <= 90; delta += 15) {
          const instant = new Date(change + delta * 60_000);
          expect(without(zonedParts(instant))).toEqual(intlParts(instant, DUTCH_TIME_ZONE));
        }
      }
    }
  });

  it('uses Intl for other time zones', () => {
    const instant = new Date('2026-07-01T12:00:00Z');
    expect(without(zonedParts(instant, 'America/New_York'))).toEqual(intlParts(instant, 'America/New_York'));
  });
});

describe('calendarMonthOf', () => {
  it.each([
    ['2026-02-14', '2026-02-01', '2026-02-28'],
    ['2028-02-29', '2028-02-01', '2028-02-29'],
    ['2026-12-31', '2026-12-01', '2026-12-31'],
    ['2026-04-01', '2026-04-01', '2026-04-30'],
  ])('%s lies in %s .. %s', (date, start, end) => {
    expect(calendarMonthOf(date)).toEqual({ start, end });
  });

  it('refuses a malformed date', () => {
    expect(() => calendarMonthOf('2026-13-01')).toThrow(RangeError);
  });
});
