import { describe, expect, it } from '@jest/globals';
import { addDays, calendarDateIn, daysBetween, eachDate, isCalendarDate } from '../../../domain/shared/calendar-date.js';

describe('isCalendarDate', () => {
  it.each(['2027-05-01', '2028-02-29'])('accepts the real date %s', (text) => expect(isCalendarDate(text)).toBe(true));
  it.each(['2027-02-29', '2027-13-01', '2027-5-1', '05/01/2027', ''])('refuses %p', (text) => expect(isCalendarDate(text)).toBe(false));
});

describe('date arithmetic', () => {
  it('adds days across a month and a leap day', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });

  it('counts days between dates, negative when going back', () => {
    expect(daysBetween('2026-11-21', '2027-11-21')).toBe(365);
    expect(daysBetween('2026-11-21', '2026-11-20')).toBe(-1);
  });

  it('lists every date of a range, both ends included', () => {
    expect(eachDate('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });
});

describe('calendarDateIn', () => {
  it('reads "today" on a Texas wall clock, not in UTC', () => {
    // 03:00 UTC on the 22nd is still the evening of the 21st in Central time.
    expect(calendarDateIn(new Date('2026-11-22T03:00:00Z'))).toBe('2026-11-21');
    expect(calendarDateIn(new Date('2026-11-22T07:00:00Z'))).toBe('2026-11-22');
  });
});
