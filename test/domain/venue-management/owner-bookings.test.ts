import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Actor } from '../../../domain/accounts/account.js';
import type { BookingPaymentRepository } from '../../../domain/bookings/booking-payment-repository.js';
import { PaymentNotRecordableError, type RecordedPayment } from '../../../domain/bookings/booking-payment.js';
import { InvalidBookingTransitionError } from '../../../domain/bookings/booking-status.js';
import type { Booking } from '../../../domain/bookings/booking.js';
import type { Guest } from '../../../domain/guests/guest.js';
import { bookingPaymentLines } from '../../../domain/planning/budget-sheet.js';
import { ForbiddenError, NotFoundError } from '../../../domain/shared/domain-error.js';
import { bookingsFileName, bookingsToCsv } from '../../../domain/venue-management/booking-export.js';
import { ManageOwnerCalendarFeed } from '../../../domain/venue-management/owner-calendar-feed.js';
import type { OwnerCalendarFeed, OwnerCalendarFeedRepository } from '../../../domain/venue-management/owner-calendar-feed-repository.js';
import { ManageVenueBookings } from '../../../domain/venue-management/use-cases/manage-venue-bookings.js';
import { FixedClock } from '../../support/fixed-clock.js';
import { inMemoryPorts, type RecordingEventRecorder } from '../../support/in-memory-ports.js';
import { InMemoryBookingRepository } from '../../support/in-memory-booking-repository.js';
import { InMemoryVenueRepository } from '../../support/in-memory-venue-repository.js';
import { VenueMother } from '../../support/venue-mother.js';

const NOW = new Date('2026-11-21T18:00:00Z');
const OWNER: Actor = { accountId: 'owner-1', accountType: 'venue', emailVerified: true };
const OTHER_OWNER: Actor = { accountId: 'owner-2', accountType: 'venue', emailVerified: true };
const COUPLE: Actor = { accountId: 'couple-1', accountType: 'customer', emailVerified: true };

/** The port's behaviour: the booking's flag set, the first record kept. */
class InMemoryBookingPayments implements BookingPaymentRepository {
  readonly payments: RecordedPayment[] = [];
  constructor(private readonly bookings: InMemoryBookingRepository) {}

  async record(payment: RecordedPayment) {
    const booking = this.bookings.bookings.find((b) => b.id === payment.bookingId);
    if (!booking) return null;
    if (payment.kind === 'deposit') booking.depositPaid = true;
    else booking.finalPaymentPaid = true;
    const stored = this.payments.find((p) => p.bookingId === payment.bookingId && p.kind === payment.kind);
    if (stored) return stored;
    this.payments.push(payment);
    return payment;
  }

  async listByBookings(ids: readonly string[]) {
    return this.payments.filter((p) => ids.includes(p.bookingId));
  }
}

class InMemoryCalendarFeeds implements OwnerCalendarFeedRepository {
  feeds: OwnerCalendarFeed[] = [];
  async replace(feed: OwnerCalendarFeed) {
    this.feeds = [...this.feeds.filter((f) => f.accountId !== feed.accountId), feed];
  }
  async findByAccount(accountId: string) {
    return this.feeds.find((f) => f.accountId === accountId) ?? null;
  }
  async findByTokenHash(tokenHash: string) {
    return this.feeds.find((f) => f.tokenHash === tokenHash) ?? null;
  }
  async delete(accountId: string) {
    const had = this.feeds.some((f) => f.accountId === accountId);
    this.feeds = this.feeds.filter((f) => f.accountId !== accountId);
    return had;
  }
}

let sequence = 0;
function aBooking(overrides: Partial<Booking> = {}): Booking {
  sequence += 1;
  return {
    id: `10000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    venueId: venue.id,
    customerName: 'Ana Ruiz',
    customerEmail: 'ana@example.com',
    customerPhone: '830-555-0100',
    eventDate: `2027-06-${String(sequence % 28 + 1).padStart(2, '0')}`,
    guestCount: 80,
    packageId: null,
    totalCents: 1_000_000,
    depositCents: 250_000,
    specialRequests: null,
    depositPaid: false,
    finalPaymentPaid: false,
    status: 'confirmed',
    createdAt: NOW,
    accessKeyHash: null,
    customerId: COUPLE.accountId,
    holdExpiresAt: null,
    ...overrides,
  };
}

function aGuest(bookingId: string, rsvpStatus: Guest['rsvpStatus'], plusOne = false): Guest {
  return {
    id: `guest-${++sequence}`, bookingId, name: `Guest ${sequence}`, email: `guest${sequence}@example.com`, phone: null, dietaryRestrictions: null, plusOne,
    tableAssignment: null, specialRequests: null, household: null, plusOneName: null, meal: null, rsvpStatus, invitedAt: null, respondedAt: null, createdAt: NOW,
  };
}

const venue = VenueMother.create({ ownerId: OWNER.accountId, name: 'Bluebonnet Barn & Hall' });
const clock = new FixedClock(NOW);
let bookings: InMemoryBookingRepository;
let payments: InMemoryBookingPayments;
let feeds: InMemoryCalendarFeeds;
let guests: Guest[];
let events: RecordingEventRecorder;
let manage: ManageVenueBookings;
let feed: ManageOwnerCalendarFeed;

beforeEach(() => {
  clock.set(NOW);
  const venues = new InMemoryVenueRepository();
  venues.venues.push(venue);
  bookings = new InMemoryBookingRepository();
  payments = new InMemoryBookingPayments(bookings);
  feeds = new InMemoryCalendarFeeds();
  guests = [];
  let tokens = 0;
  const fakes = inMemoryPorts({
    venues,
    bookings,
    bookingPayments: payments,
    calendarFeeds: feeds,
    guests: { listByBooking: async (id: string) => guests.filter((g) => g.bookingId === id) } as never,
    secretTokens: { create: () => ({ token: `token-${++tokens}`, hash: `hash:token-${tokens}` }), hash: (token: string) => `hash:${token}` },
    clock,
  });
  events = fakes.events;
  manage = new ManageVenueBookings(fakes.ports);
  feed = new ManageOwnerCalendarFeed(fakes.ports);
});

describe('ManageVenueBookings.recordPayment', () => {
  it("marks the deposit paid for its amount, and the couple's budget shows it paid", async () => {
    const booking = aBooking();
    await bookings.add(booking);
    const { booking: updated, payment } = await manage.recordPayment(OWNER, venue.id, booking.id, 'deposit');
    expect(payment).toEqual({ bookingId: booking.id, kind: 'deposit', amountCents: 250_000, paidAt: NOW, recordedBy: OWNER.accountId });
    const lines = bookingPaymentLines(updated, venue.name, '2026-11-21');
    expect(lines.map((l) => [l.description, l.paid])).toEqual([
      [`Deposit for ${venue.name}`, true],
      [`Balance for ${venue.name}`, false],
    ]);
  });

  it('records the final payment as the rest of the total, and keeps the first time when recorded again', async () => {
    const booking = aBooking();
    await bookings.add(booking);
    await manage.recordPayment(OWNER, venue.id, booking.id, 'final');
    clock.set(new Date(NOW.getTime() + 86_400_000));
    const again = await manage.recordPayment(OWNER, venue.id, booking.id, 'final');
    expect(again.payment).toMatchObject({ amountCents: 750_000, paidAt: NOW });
    expect(again.booking.finalPaymentPaid).toBe(true);
    expect(payments.payments).toHaveLength(1);
  });

  it.each(['pending', 'cancelled'] as const)('refuses a %s booking', async (status) => {
    const booking = aBooking({ status });
    await bookings.add(booking);
    await expect(manage.recordPayment(OWNER, venue.id, booking.id, 'deposit')).rejects.toBeInstanceOf(PaymentNotRecordableError);
    expect(payments.payments).toEqual([]);
  });

  it('names kind when asked to record a payment that does not exist, but only to the owner', async () => {
    const booking = aBooking();
    await bookings.add(booking);
    await expect(manage.recordPayment(OWNER, venue.id, booking.id, 'tip')).rejects.toMatchObject({ kind: 'INVALID_INPUT', field: 'kind' });
    await expect(manage.recordPayment(OTHER_OWNER, venue.id, booking.id, 'tip')).rejects.toBeInstanceOf(NotFoundError);
  });

  it("reads as not found to another owner, and for a booking of another venue", async () => {
    const booking = aBooking();
    await bookings.add(booking);
    await expect(manage.recordPayment(OTHER_OWNER, venue.id, booking.id, 'deposit')).rejects.toBeInstanceOf(NotFoundError);
    const elsewhere = aBooking({ venueId: 'another-venue' });
    await bookings.add(elsewhere);
    await expect(manage.recordPayment(OWNER, venue.id, elsewhere.id, 'deposit')).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('ManageVenueBookings.complete', () => {
  it('completes a confirmed booking the day after its event, and records booking.completed once', async () => {
    const booking = aBooking({ eventDate: '2026-11-21' });
    await bookings.add(booking);
    await expect(manage.complete(OWNER, venue.id, booking.id)).rejects.toBeInstanceOf(InvalidBookingTransitionError);
    clock.set(new Date('2026-11-22T18:00:00Z'));
    expect((await manage.complete(OWNER, venue.id, booking.id)).status).toBe('completed');
    expect((await manage.complete(OWNER, venue.id, booking.id)).status).toBe('completed');
    expect(events.events.filter((e) => e.type === 'booking.completed')).toHaveLength(1);
  });

  it('refuses a pending booking even after its date', async () => {
    const booking = aBooking({ status: 'pending', eventDate: '2026-11-01' });
    await bookings.add(booking);
    await expect(manage.complete(OWNER, venue.id, booking.id)).rejects.toBeInstanceOf(InvalidBookingTransitionError);
  });
});

describe('ManageVenueBookings.guestSummaries', () => {
  it('counts answers and plus-ones of each booking that is not cancelled', async () => {
    const booking = aBooking({ guestCount: 120 });
    const cancelled = aBooking({ status: 'cancelled' });
    await bookings.add(booking);
    await bookings.add(cancelled);
    guests.push(aGuest(booking.id, 'confirmed', true), aGuest(booking.id, 'confirmed'), aGuest(booking.id, 'declined', true), aGuest(booking.id, 'pending'));
    expect(await manage.guestSummaries(OWNER, venue.id)).toEqual([
      expect.objectContaining({ bookingId: booking.id, guestCount: 120, listed: 4, confirmed: 2, declined: 1, pending: 1, plusOnes: 1, expectedAttendance: 3 }),
    ]);
  });
});

describe('bookingsToCsv', () => {
  it('writes one row per booking with payment times, and defuses cells a spreadsheet would run', () => {
    const booking = aBooking({ customerName: '=HYPERLINK("http://evil")', depositPaid: true });
    const csv = bookingsToCsv([booking], [{ bookingId: booking.id, kind: 'deposit', amountCents: 250_000, paidAt: NOW, recordedBy: OWNER.accountId }]);
    const [, row] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(row).toContain(`confirmed,"'=HYPERLINK(""http://evil"")",ana@example.com`);
    expect(row).toContain(',10000.00,2500.00,yes,2026-11-21T18:00:00.000Z,7500.00,no,,');
  });

  it("names the file after the venue and the day", () => {
    expect(bookingsFileName('Bluebonnet Barn & Hall', '2026-11-21')).toBe('bookings-bluebonnet-barn-hall-2026-11-21.csv');
    expect(bookingsFileName('¡¡!!', '2026-11-21')).toBe('bookings-venue-2026-11-21.csv');
  });
});

describe('ManageOwnerCalendarFeed', () => {
  it('lists confirmed and pending bookings of the link\'s owner, by date', async () => {
    const confirmed = aBooking({ eventDate: '2027-05-02' });
    const pending = aBooking({ status: 'pending', eventDate: '2027-04-01' });
    await bookings.add(confirmed);
    await bookings.add(pending);
    await bookings.add(aBooking({ status: 'cancelled' }));
    await bookings.add(aBooking({ status: 'completed' }));
    const { token } = await feed.regenerate(OWNER);
    expect((await feed.entries(token)).map((e) => [e.bookingId, e.status, e.venueName])).toEqual([
      [pending.id, 'pending', venue.name],
      [confirmed.id, 'confirmed', venue.name],
    ]);
  });

  it('stops an old link when a new one is made, and every link when revoked', async () => {
    const first = await feed.regenerate(OWNER);
    const second = await feed.regenerate(OWNER);
    await expect(feed.entries(first.token)).rejects.toBeInstanceOf(NotFoundError);
    await expect(feed.entries(second.token)).resolves.toEqual([]);
    expect(await feed.status(OWNER)).toEqual({ createdAt: NOW });
    await feed.revoke(OWNER);
    await expect(feed.entries(second.token)).rejects.toBeInstanceOf(NotFoundError);
    expect(await feed.status(OWNER)).toBeNull();
  });

  it('is for venue owners only, and an empty token finds nothing', async () => {
    await expect(feed.regenerate(COUPLE)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(feed.entries('')).rejects.toBeInstanceOf(NotFoundError);
  });
});
