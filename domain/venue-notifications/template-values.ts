import { bookingPagePath } from '../bookings/booking-facts.js';
import type { Booking } from '../bookings/booking.js';
import { balanceDue, balanceDueDate } from '../bookings/deposit.js';
import { calendarDateIn, type CalendarDate } from '../shared/calendar-date.js';
import { formatLongDate, formatUsd } from '../shared/format.js';
import type { TemplateValues } from './notification-template.js';

/**
 * The variables of one booking, written for people. payment_link is a path on the site: the mail
 * puts the public address before it.
 */
export function bookingTemplateValues(booking: Booking, venueName: string, packageName: string | null): TemplateValues {
  return {
    couple_name: booking.customerName,
    venue_name: venueName,
    wedding_date: formatLongDate(booking.eventDate),
    guest_count: String(booking.guestCount),
    total_amount: formatUsd(booking.totalCents),
    package_name: packageName ?? 'Venue rental',
    // What is still owed, by the balance's due date: the balance, or the whole total while the
    // deposit is not recorded as paid either.
    amount: formatUsd(booking.depositPaid ? balanceDue(booking.totalCents) : booking.totalCents),
    due_date: formatLongDate(balanceDueDate(booking.eventDate, calendarDateIn(booking.createdAt))),
    payment_link: bookingPagePath(booking),
  };
}

/** An inquiry knows only who asks, when and for how many; the rest stays empty. */
export function inquiryTemplateValues(inquiry: { coupleName: string; weddingDate: CalendarDate | null; guestCount: number | null }, venueName: string): TemplateValues {
  return {
    couple_name: inquiry.coupleName,
    venue_name: venueName,
    wedding_date: inquiry.weddingDate ? formatLongDate(inquiry.weddingDate) : '',
    guest_count: inquiry.guestCount === null ? '' : String(inquiry.guestCount),
    total_amount: '',
    package_name: '',
    amount: '',
    due_date: '',
    payment_link: '',
  };
}

/** For a test mail when the venue has no booking yet. */
export function sampleTemplateValues(venueName: string): TemplateValues {
  return {
    couple_name: 'Maria & James',
    venue_name: venueName,
    wedding_date: formatLongDate('2027-05-15'),
    guest_count: '120',
    total_amount: formatUsd(4_200_000),
    package_name: 'Full Weekend',
    amount: formatUsd(3_150_000),
    due_date: formatLongDate('2027-04-15'),
    payment_link: '/venue-dashboard',
  };
}
