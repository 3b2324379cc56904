import type { PaymentKind, RecordedPayment } from '../bookings/booking-payment.js';
import type { Booking } from '../bookings/booking.js';
import { writeCsv } from '../guests/csv-text.js';
import type { CalendarDate } from '../shared/calendar-date.js';
import { centsToDecimalString } from '../shared/money.js';

const instant = (date: Date | null | undefined) => (date ? date.toISOString() : '');
const yesNo = (yes: boolean) => (yes ? 'yes' : 'no');

type PaidAt = (booking: Booking, kind: PaymentKind) => Date | null;

/** One row per booking, for the owner's own books (the couple's contact details are the owner's to use). */
const COLUMNS: readonly [heading: string, value: (booking: Booking, paidAt: PaidAt) => string][] = [
  ['Event Date', (b) => b.eventDate],
  ['Status', (b) => b.status],
  ['Couple', (b) => b.customerName],
  ['Email', (b) => b.customerEmail],
  ['Phone', (b) => b.customerPhone],
  ['Guests', (b) => String(b.guestCount)],
  ['Total', (b) => centsToDecimalString(b.totalCents)],
  ['Deposit', (b) => centsToDecimalString(b.depositCents)],
  ['Deposit Paid', (b) => yesNo(b.depositPaid)],
  ['Deposit Paid At', (b, paidAt) => instant(paidAt(b, 'deposit'))],
  ['Balance', (b) => centsToDecimalString(b.totalCents - b.depositCents)],
  ['Final Payment Paid', (b) => yesNo(b.finalPaymentPaid)],
  ['Final Payment Paid At', (b, paidAt) => instant(paidAt(b, 'final'))],
  ['Special Requests', (b) => b.specialRequests ?? ''],
  ['Booked At', (b) => instant(b.createdAt)],
  ['Booking ID', (b) => b.id],
];

export function bookingsToCsv(bookings: readonly Booking[], payments: readonly RecordedPayment[]): string {
  const paid = new Map(payments.map((p) => [`${p.bookingId}:${p.kind}`, p.paidAt]));
  const paidAt: PaidAt = (booking, kind) => paid.get(`${booking.id}:${kind}`) ?? null;
  return writeCsv([COLUMNS.map(([heading]) => heading), ...bookings.map((booking) => COLUMNS.map(([, value]) => value(booking, paidAt)))]);
}

/** "bookings-bluebonnet-barn-2026-11-25.csv": the venue's name made safe for a file name. */
export function bookingsFileName(venueName: string, exportedOn: CalendarDate): string {
  const slug = venueName.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  return `bookings-${slug || 'venue'}-${exportedOn}.csv`;
}
