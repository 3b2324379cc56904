import { describe, expect, it } from '@jest/globals';
import { centsToDecimalString, decimalStringToCents, dollarsToCents } from '../../../domain/shared/money.js';

describe('centsToDecimalString', () => {
  it.each([
    [1_250_000, '12500.00'],
    [5, '0.05'],
    [0, '0.00'],
    [-199, '-1.99'],
  ])('writes %i cents as %s', (cents, text) => {
    expect(centsToDecimalString(cents)).toBe(text);
  });

  it('refuses a fraction of a cent', () => {
    expect(() => centsToDecimalString(1.5)).toThrow(RangeError);
  });
});

describe('decimalStringToCents', () => {
  it.each([
    ['12500', 1_250_000],
    ['12500.5', 1_250_050],
    ['0.07', 7],
    [' 3.10 ', 310],
  ])('reads %s as %i cents', (text, cents) => {
    expect(decimalStringToCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '1.234', '1,000', '1e5'])('refuses %p', (text) => {
    expect(decimalStringToCents(text)).toBeNull();
  });

  it('round-trips with centsToDecimalString', () => {
    for (const cents of [0, 1, 99, 100, 123_456_789]) expect(decimalStringToCents(centsToDecimalString(cents))).toBe(cents);
  });
});

describe('dollarsToCents', () => {
  it('turns whole dollars into cents', () => {
    expect(dollarsToCents(35_000)).toBe(3_500_000);
  });
});
