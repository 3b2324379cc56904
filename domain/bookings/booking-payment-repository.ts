import type { RecordedPayment } from './booking-payment.js';

export interface BookingPaymentRepository {
  /**
   * Marks the booking's deposit or final payment as paid and keeps when, in one write. Recording
   * a payment already recorded changes nothing; either way it returns the payment as stored
   * (the first record), or null when the booking is gone.
   */
  record(payment: RecordedPayment): Promise<RecordedPayment | null>;
  /** The recorded payments of these bookings. */
  listByBookings(bookingIds: readonly string[]): Promise<RecordedPayment[]>;
}
