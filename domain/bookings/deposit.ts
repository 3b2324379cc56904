import type { CalendarDate } from '../shared/calendar-date.js';
import { addDays, daysBetween } from '../shared/calendar-date.js';
import { InvalidInputError } from '../shared/domain-error.js';
import type { Cents } from '../shared/money.js';
import { assertCents } from '../shared/money.js';

/** The booking terms: 25% down secures the date. Money math uses DEPOSIT_PERCENT in integers. */
export const DEPOSIT_PERCENT = 25;
export const DEPOSIT_RATE = DEPOSIT_PERCENT / 100;
export const BALANCE_DUE_DAYS_BEFORE_EVENT = 30;
export const BOOKING_REFERENCE_PREFIX = 'HCW';
const REFERENCE_DIGITS = 6;

export interface BookingPrices {
  /** The chosen package's price, or null/undefined when no package is chosen. */
  packagePriceCents?: Cents | null;
  /** The venue's starting price. */
  venuePriceCents: Cents;
}

export interface PaymentPlan {
  totalCents: Cents;
  depositCents: Cents;
  balanceCents: Cents;
  balanceDueDate: CalendarDate;
}

function assertAmount(field: string, cents: Cents): Cents {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new InvalidInputError('BOOKING.INVALID_PRICE', field, `${field} must be a whole, non-negative number of cents`);
  }
  return assertCents(cents);
}

/** A package replaces the venue's starting price; a package priced at 0 still counts as chosen. */
export function bookingTotal({ packagePriceCents, venuePriceCents }: BookingPrices): Cents {
  if (packagePriceCents !== null && packagePriceCents !== undefined) return assertAmount('packagePriceCents', packagePriceCents);
  return assertAmount('venuePriceCents', venuePriceCents);
}

/** 25% of the total, half a cent rounded up, in integer math so no float error creeps in. */
export function calculateDeposit(totalCents: Cents): Cents {
  assertAmount('totalCents', totalCents);
  const hundredths = assertCents(totalCents * DEPOSIT_PERCENT + 50);
  return (hundredths - (hundredths % 100)) / 100;
}

export function balanceDue(totalCents: Cents): Cents {
  return totalCents - calculateDeposit(totalCents);
}

/**
 * 30 days before the event. A booking made later than that owes the balance on the day it
 * is made (bookedOn), never on a date already gone.
 */
export function balanceDueDate(eventDate: CalendarDate, bookedOn?: CalendarDate): CalendarDate {
  const due = addDays(eventDate, -BALANCE_DUE_DAYS_BEFORE_EVENT);
  return bookedOn !== undefined && daysBetween(bookedOn, due) < 0 ? bookedOn : due;
}

export function paymentPlan(prices: BookingPrices & { eventDate: CalendarDate; bookedOn?: CalendarDate }): PaymentPlan {
  const totalCents = bookingTotal(prices);
  const depositCents = calculateDeposit(totalCents);
  return {
    totalCents,
    depositCents,
    balanceCents: totalCents - depositCents,
    balanceDueDate: balanceDueDate(prices.eventDate, prices.bookedOn),
  };
}

/**
 * The reference shown on the confirmation step: prefix plus the last six digits of the
 * instant in milliseconds, zero-padded. It is for people to quote, not a unique id.
 */
export function bookingReference(instant: Date, prefix = BOOKING_REFERENCE_PREFIX): string {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new InvalidInputError('BOOKING.INVALID_REFERENCE_INSTANT', 'instant', 'not a valid instant');
  const digits = String(Math.abs(ms) % 10 ** REFERENCE_DIGITS).padStart(REFERENCE_DIGITS, '0');
  return `${prefix}${digits}`;
}
