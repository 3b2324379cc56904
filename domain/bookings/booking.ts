import type { CalendarDate } from '../shared/calendar-date.js';
import type { Cents } from '../shared/money.js';
import type { BookingStatus } from './booking-status.js';

export const BOOKING_LIMITS = {
  nameLength: 100,
  emailLength: 254,
  phoneLength: 30,
  specialRequestsLength: 2000,
  /** Any venue's own capacity refuses sooner; this bounds the input itself. */
  maxGuestCount: 100_000,
} as const;

export interface Booking {
  id: string;
  venueId: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  eventDate: CalendarDate;
  guestCount: number;
  packageId: string | null;
  totalCents: Cents;
  depositCents: Cents;
  specialRequests: string | null;
  depositPaid: boolean;
  finalPaymentPaid: boolean;
  status: BookingStatus;
  createdAt: Date;
  /** Hash of the secret held by the browser that made the booking (its capability). */
  accessKeyHash: string | null;
  /** The signed-in couple's account, when there was one. */
  customerId: string | null;
  /** While pending, the date is held until then (see booking-policy.ts); null for bookings made before holds lapsed. */
  holdExpiresAt: Date | null;
}

/** Who asks to see a booking: a browser's capability, and later a signed-in account. */
export interface BookingReader {
  accessKeyHash?: string | null;
  /** The signed-in account, if any. */
  accountId?: string | null;
}

/**
 * The browser that made a booking may read it, and so may the couple's account that made it
 * (others get "not found"). Venue owners read their venues' bookings through the dashboard.
 */
export function canReadBooking(booking: Booking, reader: BookingReader): boolean {
  const byBrowser = booking.accessKeyHash !== null && reader.accessKeyHash === booking.accessKeyHash;
  const byAccount = booking.customerId !== null && !!reader.accountId && reader.accountId === booking.customerId;
  return byBrowser || byAccount;
}
