import type { Cents } from '../shared/money.js';
import { ConflictError } from '../shared/domain-error.js';
import type { BookingStatus } from './booking-status.js';
import type { Booking } from './booking.js';

/** The two payments of a booking: the deposit, taken when it is made, and the final payment (the balance). */
export const PAYMENT_KINDS = ['deposit', 'final'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/**
 * Payments are recorded once the owner has taken the booking: a confirmed booking, or a completed
 * one whose balance came in after the event. A pending or cancelled booking has nothing to pay.
 */
export const PAYABLE_STATUSES: readonly BookingStatus[] = ['confirmed', 'completed'];

/** A payment the venue owner received (outside the site) and marked as paid. */
export interface RecordedPayment {
  bookingId: string;
  kind: PaymentKind;
  amountCents: Cents;
  paidAt: Date;
  /** The account that recorded it; null when an operator did (`hcw bookings mark-paid`). */
  recordedBy: string | null;
}

export class PaymentNotRecordableError extends ConflictError {
  constructor(status: BookingStatus) {
    super('BOOKING.PAYMENT_NOT_RECORDABLE', `A payment can be recorded only on a confirmed booking; this booking is ${status}.`);
  }
}

export function isPaymentKind(text: string): text is PaymentKind {
  return (PAYMENT_KINDS as readonly string[]).includes(text);
}

export function canRecordPayment(status: BookingStatus): boolean {
  return PAYABLE_STATUSES.includes(status);
}

/** What the payment is for: the deposit, or the rest of the total. */
export function paymentAmountCents(booking: Pick<Booking, 'totalCents' | 'depositCents'>, kind: PaymentKind): Cents {
  return kind === 'deposit' ? booking.depositCents : booking.totalCents - booking.depositCents;
}

export function isPaid(booking: Pick<Booking, 'depositPaid' | 'finalPaymentPaid'>, kind: PaymentKind): boolean {
  return kind === 'deposit' ? booking.depositPaid : booking.finalPaymentPaid;
}
