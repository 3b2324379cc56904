// Shapes of the booking page's calls that only this feature reads.

import type { Booking } from '@/types/api';

/** POST /api/bookings. Prices, status and payment flags are the server's to set, so none are sent. */
export type BookingRequest = Pick<
  Booking,
  'venueId' | 'customerName' | 'customerEmail' | 'customerPhone' | 'eventDate' | 'guestCount' | 'packageId' | 'specialRequests'
>;

/** The 201 answer: the spec's Booking plus the reference to quote and the payment plan. */
export interface CreatedBooking extends Booking {
  reference: string;
  paymentPlan: {
    totalAmount: string;
    depositAmount: string;
    balanceAmount: string;
    balanceDueDate: string;
  };
}
