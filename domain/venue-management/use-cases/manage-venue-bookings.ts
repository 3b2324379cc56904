import { requireAccountType, requireSignedIn } from '../../accounts/access-rules.js';
import type { Actor } from '../../accounts/account.js';
import { canRecordPayment, isPaymentKind, PAYMENT_KINDS, paymentAmountCents, PaymentNotRecordableError, type RecordedPayment } from '../../bookings/booking-payment.js';
import type { BookingStatus } from '../../bookings/booking-status.js';
import type { Booking } from '../../bookings/booking.js';
import { ChangeBookingStatus } from '../../bookings/use-cases/change-booking-status.js';
import { calendarDateIn, type CalendarDate } from '../../shared/calendar-date.js';
import { InvalidInputError, NotFoundError } from '../../shared/domain-error.js';
import type { Ports } from '../../ports.js';
import type { Venue } from '../../venues/venue.js';
import { bookingGuestSummary, type BookingGuestSummary } from '../booking-guest-summary.js';
import { bookingsToCsv, bookingsFileName } from '../booking-export.js';
import { loadOwnedVenue } from './owned-venue.js';

/** What an owner may set from the dashboard; completing happens after the event. */
export const OWNER_STATUS_CHANGES: readonly BookingStatus[] = ['confirmed', 'cancelled', 'completed'];

export interface BookingsExport {
  fileName: string;
  csv: string;
}

export class ManageVenueBookings {
  constructor(private readonly ports: Pick<Ports, 'venues' | 'bookings' | 'bookingPayments' | 'guests' | 'accounts' | 'events' | 'uow' | 'clock'>) {}

  private get venues() {
    return this.ports.venues;
  }

  private get bookings() {
    return this.ports.bookings;
  }

  async list(actor: Actor | null, venueId: string, status?: BookingStatus): Promise<Booking[]> {
    await loadOwnedVenue(this.venues, actor, venueId);
    return (await this.bookings.list({ venueId, status, limit: 1000, offset: 0 })).bookings;
  }

  /** An owner's: the bookings of every venue they have. A couple's: the bookings they made. */
  async listAll(actor: Actor | null, status?: BookingStatus): Promise<Booking[]> {
    const signedIn = requireSignedIn(actor);
    if (signedIn.accountType === 'customer') {
      return (await this.bookings.list({ customerId: signedIn.accountId, status, limit: 1000, offset: 0 })).bookings;
    }
    const owner = requireAccountType(actor, 'venue');
    const owned = await this.venues.listByOwner(owner.accountId);
    const lists = await Promise.all(owned.map((v) => this.bookings.list({ venueId: v.id, status, limit: 1000, offset: 0 })));
    return lists.flatMap((l) => l.bookings).sort((a, b) => a.eventDate.localeCompare(b.eventDate));
  }

  async changeStatus(actor: Actor | null, bookingId: string, to: BookingStatus): Promise<Booking> {
    if (!OWNER_STATUS_CHANGES.includes(to)) throw new InvalidInputError('BOOKING.INVALID_STATUS', 'status', `status must be one of ${OWNER_STATUS_CHANGES.join(', ')}`);
    const booking = await this.bookings.findById(bookingId);
    if (!booking) throw new NotFoundError('BOOKING.NOT_FOUND', 'Booking');
    try {
      await loadOwnedVenue(this.venues, actor, booking.venueId);
    } catch (error) {
      // Someone else's booking reads as unknown, not as "someone else's venue".
      if (error instanceof NotFoundError) throw new NotFoundError('BOOKING.NOT_FOUND', 'Booking');
      throw error;
    }
    return new ChangeBookingStatus(this.ports).execute(bookingId, to, 'owner');
  }

  /** Each booking's guest count and RSVP figures, counts only (the guests themselves stay the couple's). */
  async guestSummaries(actor: Actor | null, venueId: string): Promise<BookingGuestSummary[]> {
    const bookings = (await this.list(actor, venueId)).filter((b) => b.status !== 'cancelled');
    return Promise.all(bookings.map(async (b) => bookingGuestSummary(b, await this.ports.guests.listByBooking(b.id))));
  }

  /** The owner received the deposit or the final payment: it shows as paid, to the couple too. Again: no change. */
  async recordPayment(actor: Actor | null, venueId: string, bookingId: string, kind: string): Promise<{ booking: Booking; payment: RecordedPayment }> {
    const { booking } = await this.loadOwnedBooking(actor, venueId, bookingId);
    return this.record(booking, kind, actor!.accountId);
  }

  /** An operator (`hcw bookings mark-paid`) records a payment on any booking, by the same rules as the owner. */
  async recordPaymentByOperator(bookingId: string, kind: string): Promise<{ booking: Booking; payment: RecordedPayment }> {
    const booking = await this.bookings.findById(bookingId);
    if (!booking) throw new NotFoundError('BOOKING.NOT_FOUND', 'Booking');
    return this.record(booking, kind, null);
  }

  private async record(booking: Booking, kind: string, recordedBy: string | null): Promise<{ booking: Booking; payment: RecordedPayment }> {
    const bookingId = booking.id;
    // Checked after ownership, so a stranger learns nothing from the path.
    if (!isPaymentKind(kind)) throw new InvalidInputError('BOOKING.INVALID_DETAILS', 'kind', `kind must be one of ${PAYMENT_KINDS.join(', ')}`);
    if (!canRecordPayment(booking.status)) throw new PaymentNotRecordableError(booking.status);
    return this.ports.uow.run(async () => {
      const payment = await this.ports.bookingPayments.record({
        bookingId,
        kind,
        amountCents: paymentAmountCents(booking, kind),
        paidAt: this.ports.clock.now(),
        recordedBy,
      });
      const updated = payment ? await this.bookings.findById(bookingId) : null;
      if (!payment || !updated) throw new NotFoundError('BOOKING.NOT_FOUND', 'Booking');
      return { booking: updated, payment };
    });
  }

  /** A confirmed booking whose date has passed is done; completing it again changes nothing. */
  async complete(actor: Actor | null, venueId: string, bookingId: string): Promise<Booking> {
    const { booking } = await this.loadOwnedBooking(actor, venueId, bookingId);
    if (booking.status === 'completed') return booking;
    return new ChangeBookingStatus(this.ports).execute(bookingId, 'completed', 'owner');
  }

  /** Every booking of the venue as a spreadsheet, with when each payment was recorded. */
  async exportCsv(actor: Actor | null, venueId: string): Promise<BookingsExport> {
    const venue = await loadOwnedVenue(this.venues, actor, venueId);
    const bookings = (await this.bookings.list({ venueId, limit: 1000, offset: 0 })).bookings;
    const payments = await this.ports.bookingPayments.listByBookings(bookings.map((b) => b.id));
    const today: CalendarDate = calendarDateIn(this.ports.clock.now());
    return { fileName: bookingsFileName(venue.name, today), csv: bookingsToCsv(bookings, payments) };
  }

  /** The booking, if it is one of this owner's venue's; otherwise "not found", whoever asks. */
  private async loadOwnedBooking(actor: Actor | null, venueId: string, bookingId: string): Promise<{ venue: Venue; booking: Booking }> {
    const venue = await loadOwnedVenue(this.venues, actor, venueId);
    const booking = await this.bookings.findById(bookingId);
    if (!booking || booking.venueId !== venue.id) throw new NotFoundError('BOOKING.NOT_FOUND', 'Booking');
    return { venue, booking };
  }
}
