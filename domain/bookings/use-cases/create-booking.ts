import { calendarDateIn, daysBetween, type CalendarDate } from '../../shared/calendar-date.js';
import { InvalidInputError, RateLimitedError } from '../../shared/domain-error.js';
import { homeCityOfAccount } from '../../accounts/home-city.js';
import type { Ports } from '../../ports.js';
import { bookingFacts, bookingPagePath } from '../booking-facts.js';
import { ANONYMOUS_BOOKING_WINDOW_SECONDS, DEFAULT_BOOKING_POLICY, holdExpiresAt, type BookingPolicy } from '../booking-policy.js';
import { GetVenue } from '../../venues/use-cases/get-venue.js';
import { DateTakenError } from '../booking.errors.js';
import { INITIAL_BOOKING_STATUS } from '../booking-status.js';
import type { Booking } from '../booking.js';
import { bookingReference, paymentPlan, type PaymentPlan } from '../deposit.js';

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
  /** Who is asking (a network address): a booking without an account counts against its rate limit. */
  clientKey?: string | null;
}

export interface CreatedBooking {
  booking: Booking;
  plan: PaymentPlan;
  reference: string;
}

/**
 * A couple asks for a venue date. The price comes from the venue and package, never from the
 * client; the date is held by the storage's one-claim-per-date guarantee, not by a prior read
 * (the read of blocked dates below only answers the common case early). The request holds the
 * date for the policy's hours; a scheduled ExpirePendingBooking lets it go if the owner has not
 * confirmed by then.
 */
export class CreateBooking {
  constructor(
    private readonly ports: Pick<Ports, 'venues' | 'bookings' | 'accounts' | 'payments' | 'mailer' | 'events' | 'uow' | 'rateLimiter' | 'scheduler' | 'clock' | 'ids'>,
    private readonly policy: BookingPolicy = DEFAULT_BOOKING_POLICY,
  ) {}

  async execute(request: BookingRequest): Promise<CreatedBooking> {
    const { venues, bookings, payments, mailer, events, uow, scheduler, clock, ids } = this.ports;
    const now = clock.now();
    const today = calendarDateIn(now);
    const venue = await new GetVenue(venues).execute(request.venueId);
    const customerName = request.customerName.trim();
    if (!customerName) throw new InvalidInputError('BOOKING.INVALID_DETAILS', 'customerName', 'customerName must not be blank');
    if (!request.customerPhone.trim()) throw new InvalidInputError('BOOKING.INVALID_DETAILS', 'customerPhone', 'customerPhone must not be blank');
    if (request.guestCount > venue.maxGuests) {
      throw new InvalidInputError('BOOKING.TOO_MANY_GUESTS', 'guestCount', `guestCount must be at most ${venue.maxGuests}, the venue's capacity`);
    }
    if (daysBetween(today, request.eventDate) < 0) throw new InvalidInputError('BOOKING.DATE_IN_PAST', 'eventDate', 'eventDate must not be in the past');
    const blocked = await venues.blockedDates(venue.id, request.eventDate, request.eventDate);
    if (blocked.length) throw new DateTakenError();

    const pkg = request.packageId ? (await venues.packagesOf(venue.id)).find((p) => p.id === request.packageId) : null;
    if (request.packageId && !pkg) throw new InvalidInputError('BOOKING.UNKNOWN_PACKAGE', 'packageId', 'packageId is not a package of this venue');
    if (pkg && request.guestCount > pkg.maxGuests) {
      throw new InvalidInputError('BOOKING.TOO_MANY_GUESTS', 'guestCount', `guestCount must be at most ${pkg.maxGuests} for the ${pkg.name} package`);
    }

    const plan = paymentPlan({ packagePriceCents: pkg?.basePriceCents ?? null, venuePriceCents: venue.priceCents, eventDate: request.eventDate, bookedOn: today });
    const holdUntil = holdExpiresAt(now, this.policy.pendingHoldHours);
    const booking: Booking = {
      id: ids.next(),
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
      holdExpiresAt: holdUntil,
    };
    const reference = bookingReference(now);
    const homeCity = await homeCityOfAccount(this.ports.accounts, booking.customerId);
    await uow.run(async () => {
      // Counted in the transaction: a refused or failed request (a taken date) rolls its count back.
      if (!booking.customerId && request.clientKey) await this.countAnonymousBooking(request.clientKey);
      await bookings.add(booking);
      await scheduler.schedule('booking.expire-hold', { bookingId: booking.id }, holdUntil);
      await payments.requestDeposit({ bookingId: booking.id, amountCents: plan.depositCents, customerEmail: booking.customerEmail });
      await events.record({ type: 'booking.requested', ...bookingFacts(booking), homeCity });
      await mailer.send({
        to: booking.customerEmail,
        template: 'booking-received',
        key: `booking-received:${booking.id}`,
        data: {
          coupleName: customerName,
          venueName: venue.name,
          eventDate: booking.eventDate,
          guestCount: booking.guestCount,
          totalCents: plan.totalCents,
          depositCents: plan.depositCents,
          balanceCents: plan.balanceCents,
          balanceDueDate: plan.balanceDueDate,
          reference,
          bookingPath: bookingPagePath(booking),
        },
      });
    });
    return { booking, plan, reference };
  }

  private async countAnonymousBooking(clientKey: string): Promise<void> {
    const limit = await this.ports.rateLimiter.hit(`booking:${clientKey}`, this.policy.anonymousBookingsPerHour, ANONYMOUS_BOOKING_WINDOW_SECONDS);
    if (limit.allowed) return;
    throw new RateLimitedError(
      'BOOKING.RATE_LIMITED',
      `You have sent several booking requests in a short time. Please wait ${Math.ceil(limit.retryAfterSeconds / 60)} minutes and try again, or sign in to book.`,
      limit.retryAfterSeconds,
    );
  }
}
