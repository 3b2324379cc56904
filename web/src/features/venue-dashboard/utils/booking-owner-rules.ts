import { canRecordPayment, type PaymentKind } from '@domain/bookings/booking-payment';
import { canTransition } from '@domain/bookings/booking-status';
import { calendarDateIn } from '@domain/shared/calendar-date';
import type { VenueBooking } from '../types';
import { bookingStatusOf } from './booking-status';

// The finishing moves of the bookings panel, decided by the same domain rules the server applies.

export const PAYMENT_LABELS: Record<PaymentKind, string> = { deposit: 'Deposit', final: 'Final payment' };

/** "Mark completed" is offered on a confirmed booking from the day after its event (venue time). */
export function canCompleteBooking(booking: Pick<VenueBooking, 'status' | 'eventDate'>, now: Date = new Date()): boolean {
  return canTransition(bookingStatusOf(booking), 'completed', { eventDate: booking.eventDate, today: calendarDateIn(now) });
}

/** Payments are recorded on confirmed (and completed) bookings, each once. */
export function unpaidKinds(booking: Pick<VenueBooking, 'status' | 'depositPaid' | 'finalPaymentPaid'>): PaymentKind[] {
  if (!canRecordPayment(bookingStatusOf(booking))) return [];
  const kinds: PaymentKind[] = [];
  if (!booking.depositPaid) kinds.push('deposit');
  if (!booking.finalPaymentPaid) kinds.push('final');
  return kinds;
}

/** "Deposit paid · final due", or a dash while there is nothing to pay (pending, cancelled). */
export function paymentSummary(booking: Pick<VenueBooking, 'status' | 'depositPaid' | 'finalPaymentPaid'>): string {
  if (!canRecordPayment(bookingStatusOf(booking))) return '—';
  if (booking.depositPaid && booking.finalPaymentPaid) return 'Paid in full';
  return `Deposit ${booking.depositPaid ? 'paid' : 'due'} · final ${booking.finalPaymentPaid ? 'paid' : 'due'}`;
}
