import { ApiProperty } from '@nestjs/swagger';
import { BOOKING_STATUSES, type BookingStatus } from '../../../domain/bookings/booking-status.js';
import type { presentBooking, presentPaymentPlan } from '../../presenters/booking.presenter.js';
import { ApiCalendarDate, ApiDecimalAmount, ApiInstant, ApiInteger, ApiText, ApiUuid, type AssertTrue, type SameShape } from '../shared/api-response-properties.js';

/** The spec's Booking: amounts as decimal strings. */
export class BookingResponse {
  @ApiUuid() id!: string;
  @ApiUuid() venueId!: string;
  @ApiText() customerName!: string;
  @ApiText() customerEmail!: string;
  @ApiText() customerPhone!: string;
  @ApiCalendarDate() eventDate!: string;
  @ApiInteger() guestCount!: number;
  @ApiUuid({ nullable: true }) packageId!: string | null;
  @ApiDecimalAmount() totalAmount!: string;
  @ApiDecimalAmount({ description: '25% of the total, to the cent' }) depositAmount!: string;
  @ApiText({ nullable: true }) specialRequests!: string | null;
  @ApiProperty() depositPaid!: boolean;
  @ApiProperty() finalPaymentPaid!: boolean;
  @ApiProperty({ enum: BOOKING_STATUSES, enumName: 'BookingStatus' }) status!: BookingStatus;
  @ApiInstant() createdAt!: string;
}

export class PaymentPlanResponse {
  @ApiDecimalAmount() totalAmount!: string;
  @ApiDecimalAmount() depositAmount!: string;
  @ApiDecimalAmount() balanceAmount!: string;
  @ApiCalendarDate() balanceDueDate!: string;
}

/** A new booking request, with its reference and what is due when. */
export class CreatedBookingResponse extends BookingResponse {
  @ApiText({ description: 'A short reference to quote to the venue' }) reference!: string;
  @ApiProperty({ type: () => PaymentPlanResponse }) paymentPlan!: PaymentPlanResponse;
}

type CreatedBooking = ReturnType<typeof presentBooking> & { reference: string; paymentPlan: ReturnType<typeof presentPaymentPlan> };

export type BookingResponsesMatch = AssertTrue<
  | SameShape<BookingResponse, ReturnType<typeof presentBooking>>
  | SameShape<PaymentPlanResponse, ReturnType<typeof presentPaymentPlan>>
  | SameShape<CreatedBookingResponse, CreatedBooking>
>;
