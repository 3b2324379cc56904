import { describe, expect, it } from '@jest/globals';
import {
  BALANCE_DUE_DAYS_BEFORE_EVENT,
  DEPOSIT_RATE,
  balanceDue,
  balanceDueDate,
  bookingReference,
  bookingTotal,
  calculateDeposit,
  paymentPlan,
} from '../../../domain/bookings/deposit.js';
import { InvalidInputError } from '../../../domain/shared/domain-error.js';

describe('bookingTotal', () => {
  it('uses the package price when a package is chosen', () => {
    expect(bookingTotal({ packagePriceCents: 1_850_000, venuePriceCents: 1_200_000 })).toBe(1_850_000);
  });

  it('falls back to the venue starting price without a package', () => {
    expect(bookingTotal({ packagePriceCents: null, venuePriceCents: 1_200_000 })).toBe(1_200_000);
    expect(bookingTotal({ venuePriceCents: 1_200_000 })).toBe(1_200_000);
  });

  it('keeps a free package rather than falling back to the venue price', () => {
    expect(bookingTotal({ packagePriceCents: 0, venuePriceCents: 1_200_000 })).toBe(0);
  });

  it('rejects a negative or fractional price', () => {
    expect(() => bookingTotal({ packagePriceCents: -1, venuePriceCents: 100 })).toThrow(InvalidInputError);
    expect(() => bookingTotal({ venuePriceCents: 10.5 })).toThrow(InvalidInputError);
  });
});

describe('calculateDeposit', () => {
  it('takes a quarter of the total', () => {
    expect(DEPOSIT_RATE).toBe(0.25);
    expect(calculateDeposit(1_250_000)).toBe(312_500);
  });

  it('is zero for a zero total', () => {
    expect(calculateDeposit(0)).toBe(0);
  });

  it('rounds half a cent up', () => {
    expect(calculateDeposit(2)).toBe(1); // 0.5 cent
    expect(calculateDeposit(6)).toBe(2); // 1.5 cents
    expect(calculateDeposit(1_250_010)).toBe(312_503); // 312502.5 cents
  });

  it('rounds a quarter cent down and three quarters up', () => {
    expect(calculateDeposit(1)).toBe(0);
    expect(calculateDeposit(3)).toBe(1);
    expect(calculateDeposit(1_250_001)).toBe(312_500);
    expect(calculateDeposit(1_250_003)).toBe(312_501);
  });

  it('stays exact for very large totals', () => {
    expect(calculateDeposit(4_000_000_000_002)).toBe(1_000_000_000_001);
  });

  it('rejects a negative or fractional total', () => {
    expect(() => calculateDeposit(-100)).toThrow(InvalidInputError);
    expect(() => calculateDeposit(0.5)).toThrow(InvalidInputError);
  });
});

describe('balanceDue', () => {
  it('is what is left after the deposit', () => {
    expect(balanceDue(1_250_000)).toBe(937_500);
    expect(balanceDue(2)).toBe(1);
  });

  it('adds up with the deposit to the total for every amount', () => {
    for (let total = 0; total < 1000; total += 1) {
      expect(calculateDeposit(total) + balanceDue(total)).toBe(total);
    }
  });
});

describe('balanceDueDate', () => {
  it('falls 30 days before the event', () => {
    expect(BALANCE_DUE_DAYS_BEFORE_EVENT).toBe(30);
    expect(balanceDueDate('2025-10-18')).toBe('2025-09-18');
  });

  it('counts the leap day in a leap year', () => {
    expect(balanceDueDate('2024-03-30')).toBe('2024-02-29');
    expect(balanceDueDate('2023-03-30')).toBe('2023-02-28');
  });

  it('crosses into the previous year', () => {
    expect(balanceDueDate('2026-01-15')).toBe('2025-12-16');
  });

  it('is the booking day when the booking is made within 30 days of the event', () => {
    expect(balanceDueDate('2025-10-18', '2025-10-01')).toBe('2025-10-01');
    expect(balanceDueDate('2025-10-18', '2025-09-18')).toBe('2025-09-18');
    expect(balanceDueDate('2025-10-18', '2025-05-01')).toBe('2025-09-18');
  });
});

describe('paymentPlan', () => {
  it('gives total, deposit, balance and due date for a package booking', () => {
    expect(paymentPlan({ packagePriceCents: 1_850_050, venuePriceCents: 1_200_000, eventDate: '2025-10-18' })).toEqual({
      totalCents: 1_850_050,
      depositCents: 462_513,
      balanceCents: 1_387_537,
      balanceDueDate: '2025-09-18',
    });
  });

  it('prices a booking without a package at the venue price', () => {
    const plan = paymentPlan({ packagePriceCents: null, venuePriceCents: 800_000, eventDate: '2025-04-12', bookedOn: '2025-04-01' });
    expect(plan).toEqual({ totalCents: 800_000, depositCents: 200_000, balanceCents: 600_000, balanceDueDate: '2025-04-01' });
  });
});

describe('bookingReference', () => {
  it('is the prefix plus the last six digits of the instant in milliseconds', () => {
    expect(bookingReference(new Date(1_718_000_123_456))).toBe('HCW123456');
  });

  it('accepts another prefix', () => {
    expect(bookingReference(new Date(1_718_000_123_456), 'BK-')).toBe('BK-123456');
  });

  it('pads with zeros to six digits', () => {
    expect(bookingReference(new Date(1_718_000_000_042))).toBe('HCW000042');
    expect(bookingReference(new Date(0))).toBe('HCW000000');
  });

  it('rejects an invalid date', () => {
    expect(() => bookingReference(new Date(Number.NaN))).toThrow(InvalidInputError);
  });
});
