import type { PaymentKind } from '@domain/bookings/booking-payment';
import { apiRequest } from '@/lib/api-client';
import type { components } from '@/types/api.generated';

export type { PaymentKind };
export type BookingPaymentRecorded = components['schemas']['BookingPaymentRecordedResponse'];

/** The owner received the deposit or the final payment; recording it again changes nothing. 409 unless confirmed. */
export function recordBookingPaymentPaid(venueId: string, bookingId: string, kind: PaymentKind): Promise<BookingPaymentRecorded> {
  return apiRequest<BookingPaymentRecorded>('POST', `/api/venues/${encodeURIComponent(venueId)}/bookings/${encodeURIComponent(bookingId)}/payments/${kind}/paid`);
}
