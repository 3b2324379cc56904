import { beforeEach, describe, expect, it } from '@jest/globals';
import { ChangeBookingStatus } from '../../../domain/bookings/use-cases/change-booking-status.js';
import { CreateBooking, type BookingRequest } from '../../../domain/bookings/use-cases/create-booking.js';
import { GetBooking } from '../../../domain/bookings/use-cases/get-booking.js';
import type { MailMessage } from '../../../domain/shared/mailer.js';
import { FixedClock } from '../../support/fixed-clock.js';
import { InMemoryBookingRepository } from '../../support/in-memory-booking-repository.js';
import { InMemoryVenueRepository } from '../../support/in-memory-venue-repository.js';
import { VenueMother } from '../../support/venue-mother.js';

const clock = new FixedClock(new Date('2026-11-21T18:00:00Z'));
let counter = 0;
const ids = { next: () => `id-${++counter}` };
let venues: InMemoryVenueRepository;
let bookings: InMemoryBookingRepository;
let mail: MailMessage[];
let deposits: number[];
let create: CreateBooking;
const venue = VenueMother.create({ priceCents: 1_000_050, maxGuests: 150 });

const request = (overrides: Partial<BookingRequest> = {}): BookingRequest => ({
  venueId: venue.id,
  customerName: ' Ana Ruiz ',
  customerEmail: 'Ana@Example.com',
  customerPhone: '830-555-0100',
  eventDate: '2027-06-12',
  guestCount: 80,
  accessKeyHash: 'hash-a',
  ...overrides,
});

beforeEach(() => {
  venues = new InMemoryVenueRepository();
  venues.venues.push(venue);
  venues.packages.push({ id: 'pkg', venueId: venue.id, name: 'Premium', description: '', basePriceCents: 2_000_000, maxGuests: 100, includedServices: [], isPopular: true });
  bookings = new InMemoryBookingRepository();
  mail = [];
  deposits = [];
  create = new CreateBooking(
    venues,
    bookings,
    { requestDeposit: async (r) => (deposits.push(r.amountCents), { status: 'awaiting_deposit' as const }) },
    { send: async (m) => void mail.push(m) },
    clock,
    ids,
  );
});

describe('CreateBooking', () => {
  it('prices at the venue price, takes 25% down, and starts pending and unpaid', async () => {
    const { booking, plan, reference } = await create.execute(request());
    expect(booking).toMatchObject({ status: 'pending', depositPaid: false, finalPaymentPaid: false, totalCents: 1_000_050, depositCents: 250_013, customerName: 'Ana Ruiz', customerEmail: 'ana@example.com' });
    expect(plan.balanceDueDate).toBe('2027-05-13');
    expect(reference).toMatch(/^HCW\d{6}$/);
    expect(deposits).toEqual([250_013]);
    expect(mail[0]).toMatchObject({ to: 'ana@example.com', topic: 'booking-received' });
  });

  it('prices at the package price when a package is chosen', async () => {
    const { booking } = await create.execute(request({ packageId: 'pkg' }));
    expect(booking.totalCents).toBe(2_000_000);
    expect(booking.depositCents).toBe(500_000);
  });

  it.each([
    ['guestCount', { guestCount: 151 }],
    ['guestCount', { packageId: 'pkg', guestCount: 101 }],
    ['eventDate', { eventDate: '2026-11-20' }],
    ['packageId', { packageId: 'someone-elses' }],
    ['customerName', { customerName: '  ' }],
  ])('refuses a bad %s', async (field, overrides) => {
    await expect(create.execute(request(overrides))).rejects.toMatchObject({ code: 'INVALID_INPUT', field });
    expect(bookings.bookings).toHaveLength(0);
  });

  it('refuses a date the owner has held back, as taken', async () => {
    venues.blocked.push({ venueId: venue.id, date: '2027-06-12' });
    await expect(create.execute(request())).rejects.toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/just booked/) });
  });

  it('lets the storage refuse a second booking of the date', async () => {
    await create.execute(request());
    await expect(create.execute(request({ customerName: 'Bo' }))).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(deposits).toHaveLength(1);
  });
});

describe('GetBooking', () => {
  it('shows a booking to the browser that made it and hides it from everyone else', async () => {
    const { booking } = await create.execute(request());
    await expect(new GetBooking(bookings).execute(booking.id, { accessKeyHash: 'hash-a' })).resolves.toMatchObject({ id: booking.id });
    await expect(new GetBooking(bookings).execute(booking.id, { accessKeyHash: 'hash-b' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(new GetBooking(bookings).execute(booking.id, {})).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('ChangeBookingStatus', () => {
  it('confirms a pending booking, then lets it be cancelled', async () => {
    const { booking } = await create.execute(request());
    const change = new ChangeBookingStatus(bookings, venues, clock);
    expect((await change.execute(booking.id, 'confirmed')).status).toBe('confirmed');
    expect((await change.execute(booking.id, 'cancelled')).status).toBe('cancelled');
  });

  it('frees the date of a cancelled booking for another couple', async () => {
    const { booking } = await create.execute(request());
    await new ChangeBookingStatus(bookings, venues, clock).execute(booking.id, 'cancelled');
    await expect(create.execute(request({ customerName: 'Bo' }))).resolves.toBeDefined();
  });

  it('refuses to confirm when the owner has since held the date back', async () => {
    const { booking } = await create.execute(request());
    venues.blocked.push({ venueId: venue.id, date: booking.eventDate });
    await expect(new ChangeBookingStatus(bookings, venues, clock).execute(booking.id, 'confirmed')).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('reports a conflict when the booking changed between reading and writing', async () => {
    const { booking } = await create.execute(request());
    const racing = Object.create(bookings) as InMemoryBookingRepository;
    racing.findById = async (id) => ({ ...(await bookings.findById(id))!, status: 'pending' });
    await bookings.changeStatus(booking.id, 'pending', 'cancelled');
    await expect(new ChangeBookingStatus(racing, venues, clock).execute(booking.id, 'confirmed')).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/changed by someone else/),
    });
  });

  it('refuses a transition the status rules forbid, with a typed error', async () => {
    const { booking } = await create.execute(request());
    await expect(new ChangeBookingStatus(bookings, venues, clock).execute(booking.id, 'completed')).rejects.toMatchObject({ code: 'INVALID_TRANSITION' });
  });
});
