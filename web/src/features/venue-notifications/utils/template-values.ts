import { formatLongDate } from '@domain/shared/format';
import { addDays } from '@domain/shared/calendar-date';
import { BALANCE_DUE_DAYS_BEFORE_EVENT } from '@domain/bookings/deposit';
import { decimalStringToCents } from '@domain/shared/money';
import type { TemplateValues } from '@domain/venue-notifications/notification-template';
import { formatExactUsdDecimal } from '@/lib/format-usd';
import type { PreviewBooking } from '../types';

/** What the preview shows when the venue has no booking yet: the server's sample test values. */
export function sampleValues(venueName: string): TemplateValues {
  return {
    couple_name: 'Maria & James',
    venue_name: venueName,
    wedding_date: 'Saturday, May 15, 2027',
    guest_count: '120',
    total_amount: '$42,000',
    package_name: 'Full Weekend',
    amount: '$31,500',
    due_date: 'Thursday, April 15, 2027',
    payment_link: `${window.location.origin}/venue-dashboard`,
  };
}

/** A booking's variables, written as the mail writes them ("$42,000", "Saturday, May 15, 2027"). */
export function bookingValues(booking: PreviewBooking, venue: { id: string; name: string }): TemplateValues {
  const total = decimalStringToCents(booking.totalAmount) ?? 0;
  const deposit = decimalStringToCents(booking.depositAmount) ?? 0;
  const usd = (cents: number) => formatExactUsdDecimal((cents / 100).toFixed(2)) ?? '';
  return {
    couple_name: booking.customerName,
    venue_name: venue.name,
    wedding_date: formatLongDate(booking.eventDate),
    guest_count: String(booking.guestCount),
    total_amount: usd(total),
    package_name: 'Venue rental',
    amount: usd(booking.depositPaid ? total - deposit : total),
    due_date: formatLongDate(addDays(booking.eventDate, -BALANCE_DUE_DAYS_BEFORE_EVENT)),
    payment_link: `${window.location.origin}/venues/${encodeURIComponent(venue.id)}?booking=${encodeURIComponent(booking.id)}`,
  };
}

/** Prefers an upcoming confirmed booking, then any not cancelled, then the first. */
export function pickPreviewBooking(bookings: readonly PreviewBooking[]): PreviewBooking | null {
  return bookings.find((b) => b.status === 'confirmed') ?? bookings.find((b) => b.status !== 'cancelled') ?? bookings[0] ?? null;
}
