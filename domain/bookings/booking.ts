import type { CalendarDate } from '../shared/calendar-date.js';
import type { Cents } from '../shared/money.js';
import type { BookingStatus } from './booking-status.js';

export const BOOKING_LIMITS = {
  nameLength: 100,
  emailLength: 254,
  phoneLength: 30,
  specialRequestsLength: 2000,
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
}

/** Who asks to see a booking: a browser's capability, and later a signed-in account. */
export interface BookingReader {
  accessKeyHash?: string | null;
}

/** Only the browser that made an anonymous booking may read it (others get "not found"). */
export function canReadBooking(booking: Booking, reader: BookingReader): boolean {
  return booking.accessKeyHash !== null && reader.accessKeyHash === booking.accessKeyHash;
}
