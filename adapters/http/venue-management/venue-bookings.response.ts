import { ApiProperty } from '@nestjs/swagger';
import { BOOKING_STATUSES } from '../../../domain/bookings/booking-status.js';
import { PAYMENT_KINDS } from '../../../domain/bookings/booking-payment.js';
import { BookingResponse } from '../bookings/booking.response.js';
import { ApiCalendarDate, ApiDecimalAmount, ApiInstant, ApiInteger, ApiText, ApiUuid, type AssertTrue, type SameShape } from '../shared/api-response-properties.js';
import type { presentCalendarFeedLink, presentCalendarFeedStatus, presentGuestSummary, presentRecordedPayment } from './venue-bookings.presenter.js';

/** A booking's guest figures for its venue's owner: counts only, never the guests themselves. */
export class BookingGuestSummaryResponse {
  @ApiUuid() bookingId!: string;
  @ApiText() customerName!: string;
  @ApiCalendarDate() eventDate!: string;
  @ApiProperty({ enum: BOOKING_STATUSES }) status!: string;
  @ApiInteger({ description: 'The guest count given when booking' }) guestCount!: number;
  @ApiInteger({ description: "Guests on the couple's list" }) listed!: number;
  @ApiInteger() confirmed!: number;
  @ApiInteger() declined!: number;
  @ApiInteger() pending!: number;
  @ApiInteger({ description: 'Confirmed guests bringing a plus-one' }) plusOnes!: number;
  @ApiInteger({ description: 'Confirmed guests and their plus-ones' }) expectedAttendance!: number;
}

export class RecordedPaymentResponse {
  @ApiProperty({ enum: PAYMENT_KINDS }) kind!: string;
  @ApiDecimalAmount() amount!: string;
  @ApiInstant({ description: 'When the owner first marked it paid' }) paidAt!: string;
}

export class BookingPaymentRecordedResponse {
  @ApiProperty({ type: BookingResponse }) booking!: BookingResponse;
  @ApiProperty({ type: RecordedPaymentResponse }) payment!: RecordedPaymentResponse;
}

export class CalendarFeedLinkResponse {
  @ApiText({ description: 'The subscription address (webcal apps take it too); shown once, keep it private' }) url!: string;
  @ApiText({ description: 'The same address without the site, e.g. /api/calendar/{token}.ics' }) path!: string;
  @ApiInstant() createdAt!: string;
}

export class CalendarFeedStatusResponse {
  @ApiProperty({ description: 'Whether a subscription link exists' }) active!: boolean;
  @ApiInstant({ nullable: true }) createdAt!: string | null;
}

export type VenueBookingsResponsesMatch = AssertTrue<
  | SameShape<BookingGuestSummaryResponse, ReturnType<typeof presentGuestSummary>>
  | SameShape<RecordedPaymentResponse, ReturnType<typeof presentRecordedPayment>>
  | SameShape<CalendarFeedLinkResponse, ReturnType<typeof presentCalendarFeedLink>>
  | SameShape<CalendarFeedStatusResponse, ReturnType<typeof presentCalendarFeedStatus>>
>;
