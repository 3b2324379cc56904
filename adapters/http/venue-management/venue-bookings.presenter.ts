import type { RecordedPayment } from '../../../domain/bookings/booking-payment.js';
import { centsToDecimalString } from '../../../domain/shared/money.js';
import type { BookingGuestSummary } from '../../../domain/venue-management/booking-guest-summary.js';

export function presentGuestSummary(summary: BookingGuestSummary) {
  return {
    bookingId: summary.bookingId,
    customerName: summary.customerName,
    eventDate: summary.eventDate,
    status: summary.status as string,
    guestCount: summary.guestCount,
    listed: summary.listed,
    confirmed: summary.confirmed,
    declined: summary.declined,
    pending: summary.pending,
    plusOnes: summary.plusOnes,
    expectedAttendance: summary.expectedAttendance,
  };
}

export function presentRecordedPayment(payment: RecordedPayment) {
  return { kind: payment.kind as string, amount: centsToDecimalString(payment.amountCents), paidAt: payment.paidAt.toISOString() };
}

export function presentCalendarFeedLink(publicUrl: string, token: string, createdAt: Date) {
  const path = `/api/calendar/${token}.ics`;
  return { url: `${publicUrl}${path}`, path, createdAt: createdAt.toISOString() };
}

export function presentCalendarFeedStatus(status: { createdAt: Date } | null) {
  return { active: status !== null, createdAt: status ? status.createdAt.toISOString() : null };
}
