import { calendarDateIn, daysBetween, type CalendarDate } from '../../shared/calendar-date.js';
import type { Clock } from '../../shared/clock.js';
import { InvalidInputError } from '../../shared/domain-error.js';
import type { IdGenerator } from '../../shared/id-generator.js';
import type { Mailer } from '../../shared/mailer.js';
import { centsToDecimalString } from '../../shared/money.js';
import { GetVenue } from '../../venues/use-cases/get-venue.js';
import type { VenueRepository } from '../../venues/venue-repository.js';
import type { BookingRepository } from '../booking-repository.js';
import { DateTakenError } from '../booking.errors.js';
import { INITIAL_BOOKING_STATUS } from '../booking-status.js';
import type { Booking } from '../booking.js';
import { bookingReference, paymentPlan, type PaymentPlan } from '../deposit.js';
import type { PaymentGateway } from '../payment-gateway.js';

export interface BookingRequest {
  venueId: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  eventDate: CalendarDate;
  guestCount: number;
  packageId?: string | null;
  specialRequests?: string | null;
  accessKeyHash: string | null;
  customerId?: string | null;
}

export interface CreatedBooking {
  booking: Booking;
  plan: PaymentPlan;
  reference: string;
}

/**
 * A couple asks for a venue date. The price comes from the venue and package, never from the
 * client; the date is held by the storage's one-booking-per-date guarantee, not by a prior read.
 */
export class CreateBooking {
  constructor(
    private readonly venues: VenueRepository,
    private readonly bookings: BookingRepository,
    private readonly payments: PaymentGateway,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async execute(request: BookingRequest): Promise<CreatedBooking> {
    const now = this.clock.now();
    const today = calendarDateIn(now);
    const venue = await new GetVenue(this.venues).execute(request.venueId);
    const customerName = request.customerName.trim();
    if (!customerName) throw new InvalidInputError('customerName', 'customerName must not be blank');
    if (!request.customerPhone.trim()) throw new InvalidInputError('customerPhone', 'customerPhone must not be blank');
    if (request.guestCount > venue.maxGuests) {
      throw new InvalidInputError('guestCount', `guestCount must be at most ${venue.maxGuests}, the venue's capacity`);
    }
    if (daysBetween(today, request.eventDate) < 0) throw new InvalidInputError('eventDate', 'eventDate must not be in the past');
    const blocked = await this.venues.blockedDates(venue.id, request.eventDate, request.eventDate);
    if (blocked.length) throw new DateTakenError();

    const pkg = request.packageId ? (await this.venues.packagesOf(venue.id)).find((p) => p.id === request.packageId) : null;
    if (request.packageId && !pkg) throw new InvalidInputError('packageId', 'packageId is not a package of this venue');
    if (pkg && request.guestCount > pkg.maxGuests) {
      throw new InvalidInputError('guestCount', `guestCount must be at most ${pkg.maxGuests} for the ${pkg.name} package`);
    }

    const plan = paymentPlan({ packagePriceCents: pkg?.basePriceCents ?? null, venuePriceCents: venue.priceCents, eventDate: request.eventDate, bookedOn: today });
    const booking: Booking = {
      id: this.ids.next(),
      venueId: venue.id,
      customerName,
      customerEmail: request.customerEmail.trim().toLowerCase(),
      customerPhone: request.customerPhone.trim(),
      eventDate: request.eventDate,
      guestCount: request.guestCount,
      packageId: pkg?.id ?? null,
      totalCents: plan.totalCents,
      depositCents: plan.depositCents,
      specialRequests: request.specialRequests?.trim() || null,
      depositPaid: false,
      finalPaymentPaid: false,
      status: INITIAL_BOOKING_STATUS,
      createdAt: now,
      accessKeyHash: request.accessKeyHash,
      customerId: request.customerId ?? null,
    };
    await this.bookings.add(booking);
    await this.payments.requestDeposit({ bookingId: booking.id, amountCents: plan.depositCents, customerEmail: booking.customerEmail });
    const reference = bookingReference(now);
    await this.mailer.send({
      to: booking.customerEmail,
      topic: 'booking-received',
      subject: `Your booking request at ${venue.name} (${reference})`,
      text: [
        `Hi ${customerName},`,
        '',
        `We have your request to book ${venue.name} on ${booking.eventDate} for ${booking.guestCount} guests.`,
        `Total: $${centsToDecimalString(plan.totalCents)}. Deposit (25%): $${centsToDecimalString(plan.depositCents)}; balance of $${centsToDecimalString(plan.balanceCents)} due by ${plan.balanceDueDate}.`,
        'No card has been charged. The venue will confirm within 24 hours and explain how to pay the deposit.',
        '',
        `Reference ${reference}, booking ${booking.id}.`,
      ].join('\n'),
    });
    return { booking, plan, reference };
  }
}
