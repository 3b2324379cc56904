import { describe, expect, it } from '@jest/globals';
import { formatLongDate, formatUsd } from '../../../domain/shared/format.js';

describe('formatUsd', () => {
  it.each([
    [0, '$0'],
    [1, '$0.01'],
    [50, '$0.50'],
    [4_200_000, '$42,000'],
    [4_200_050, '$42,000.50'],
    [-500, '-$5'],
    [-199, '-$1.99'],
    [Number.MAX_SAFE_INTEGER, '$90,071,992,547,409.91'],
    [-Number.MAX_SAFE_INTEGER, '-$90,071,992,547,409.91'],
  ])('writes %i cents as %s', (cents, text) => {
    expect(formatUsd(cents)).toBe(text);
  });

  it('writes minus zero as zero', () => {
    expect(formatUsd(-0)).toBe('$0');
  });

  it.each([1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])('refuses %p, which is not a whole number of cents', (cents) => {
    expect(() => formatUsd(cents)).toThrow(RangeError);
  });
});

describe('formatLongDate', () => {
  it.each([
    ['2027-05-15', 'Saturday, May 15, 2027'],
    ['2028-02-29', 'Tuesday, February 29, 2028'],
    ['2026-12-31', 'Thursday, December 31, 2026'],
    ['2027-01-01', 'Friday, January 1, 2027'],
  ])('writes %s as %s', (date, text) => {
    expect(formatLongDate(date)).toBe(text);
  });

  it.each(['2027-02-29', '2027-13-01', '15/05/2027', ''])('refuses %p, which is not a calendar date', (date) => {
    expect(() => formatLongDate(date)).toThrow(RangeError);
  });
});
