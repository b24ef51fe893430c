import { describe, expect, it } from 'vitest';
import { calendarDaysBetween, formatDateOf, formatLongDate, relativeDayPhrase } from './dates';

/** A local date and time (tests must not depend on the machine's time zone). */
const local = (year: number, month: number, day: number, hour = 12) =>
  new Date(year, month - 1, day, hour);

describe('formatLongDate', () => {
  it("writes 'MMM d, yyyy'", () => {
    expect(formatLongDate(local(2027, 1, 5))).toBe('Jan 5, 2027');
    expect(formatLongDate(local(2026, 12, 31))).toBe('Dec 31, 2026');
    expect(formatLongDate(local(2026, 9, 10))).toBe('Sep 10, 2026');
  });
});

describe('calendarDaysBetween', () => {
  it('counts calendar days, not 24-hour spans', () => {
    expect(calendarDaysBetween(local(2026, 11, 22, 23), local(2026, 11, 23, 1))).toBe(1);
    expect(calendarDaysBetween(local(2026, 11, 22, 1), local(2026, 11, 22, 23))).toBe(0);
    expect(calendarDaysBetween(local(2026, 11, 22), local(2026, 11, 17))).toBe(-5);
  });

  it('is not thrown off by a daylight-saving change', () => {
    expect(calendarDaysBetween(local(2026, 3, 1), local(2026, 4, 1))).toBe(31);
    expect(calendarDaysBetween(local(2026, 10, 20), local(2026, 11, 10))).toBe(21);
  });
});

describe('relativeDayPhrase', () => {
  const now = local(2026, 11, 22, 9);

  it.each([
    [local(2026, 11, 22, 23), 'today'],
    [local(2026, 11, 23, 0), 'tomorrow'],
    [local(2026, 11, 27), 'in 5 days'],
    [local(2026, 12, 22), 'in 30 days'],
    [local(2026, 12, 29), 'next month'],
    [local(2027, 2, 22), 'in 3 months'],
    [local(2036, 11, 22), 'in 10 years'],
    [local(2027, 11, 22), 'next year'],
    [local(2026, 11, 21), 'yesterday'],
    [local(2026, 11, 19), '3 days ago'],
    [local(2026, 9, 20), '2 months ago'],
  ])('%s is %s', (target, phrase) => {
    expect(relativeDayPhrase(target, now)).toBe(phrase);
  });
});

describe('formatDateOf', () => {
  it('reads an ISO date, and nothing from nothing or nonsense', () => {
    expect(formatDateOf(new Date(2026, 10, 27, 8).toISOString())).toBe('Nov 27, 2026');
    expect(formatDateOf(null)).toBeNull();
    expect(formatDateOf('not a date')).toBeNull();
  });
});
