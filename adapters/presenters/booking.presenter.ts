import type { Booking } from '../../domain/bookings/booking.js';
import type { PaymentPlan } from '../../domain/bookings/deposit.js';
import { centsToDecimalString } from '../../domain/shared/money.js';

/** The spec's Booking: amounts as decimal strings; the access hash never leaves the server. */
export function presentBooking(booking: Booking) {
  return {
    id: booking.id,
    venueId: booking.venueId,
    customerName: booking.customerName,
    customerEmail: booking.customerEmail,
    customerPhone: booking.customerPhone,
    eventDate: booking.eventDate,
    guestCount: booking.guestCount,
    packageId: booking.packageId,
    totalAmount: centsToDecimalString(booking.totalCents),
    depositAmount: centsToDecimalString(booking.depositCents),
    specialRequests: booking.specialRequests,
    depositPaid: booking.depositPaid,
    finalPaymentPaid: booking.finalPaymentPaid,
    status: booking.status,
    createdAt: booking.createdAt.toISOString(),
  };
}

export function presentPaymentPlan(plan: PaymentPlan) {
  return {
    totalAmount: centsToDecimalString(plan.totalCents),
    depositAmount: centsToDecimalString(plan.depositCents),
    balanceAmount: centsToDecimalString(plan.balanceCents),
    balanceDueDate: plan.balanceDueDate,
  };
}
