import { beforeEach, describe, expect, it } from '@jest/globals';
import { ChangeBookingStatus } from '../../../domain/bookings/use-cases/change-booking-status.js';
import { CreateBooking, type BookingRequest } from '../../../domain/bookings/use-cases/create-booking.js';
import { ExpirePendingBooking } from '../../../domain/bookings/use-cases/expire-pending-booking.js';
import { GetBooking } from '../../../domain/bookings/use-cases/get-booking.js';
import { FixedClock } from '../../support/fixed-clock.js';
import { InMemoryRateLimiter, inMemoryPorts, type RecordingEventRecorder, type RecordingMailer, type RecordingScheduler } from '../../support/in-memory-ports.js';
import { InMemoryBookingRepository } from '../../support/in-memory-booking-repository.js';
import { InMemoryVenueRepository } from '../../support/in-memory-venue-repository.js';
import { VenueMother } from '../../support/venue-mother.js';

const NOW = new Date('2026-11-21T18:00:00Z');
const HOUR = 3_600_000;
const clock = new FixedClock(NOW);
let counter = 0;
const ids = { next: () => `id-${++counter}` };
let venues: InMemoryVenueRepository;
let bookings: InMemoryBookingRepository;
let mailer: RecordingMailer;
let events: RecordingEventRecorder;
let scheduler: RecordingScheduler;
let ports: ReturnType<typeof inMemoryPorts>['ports'];
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
  deposits = [];
  const fakes = inMemoryPorts({
    venues,
    bookings,
    payments: { requestDeposit: async (r) => (deposits.push(r.amountCents), { status: 'awaiting_deposit' as const }) },
    clock,
    ids,
  });
  ({ ports, mailer, events, scheduler } = fakes);
  clock.set(NOW);
  create = new CreateBooking(ports);
});

describe('CreateBooking', () => {
  it('prices at the venue price, takes 25% down, and starts pending and unpaid', async () => {
    const { booking, plan, reference } = await create.execute(request());
    expect(booking).toMatchObject({ status: 'pending', depositPaid: false, finalPaymentPaid: false, totalCents: 1_000_050, depositCents: 250_013, customerName: 'Ana Ruiz', customerEmail: 'ana@example.com' });
    expect(plan.balanceDueDate).toBe('2027-05-13');
    expect(reference).toMatch(/^HCW\d{6}$/);
    expect(deposits).toEqual([250_013]);
    expect(mailer.sent[0]).toMatchObject({ to: 'ana@example.com', template: 'booking-received', data: { totalCents: 1_000_050, depositCents: 250_013 } });
    expect(events.events).toEqual([
      expect.objectContaining({ type: 'booking.requested', bookingId: booking.id, venueId: venue.id, amountCents: 1_000_050, guestCount: 80, inUnitOfWork: true }),
    ]);
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
    await expect(create.execute(request(overrides))).rejects.toMatchObject({ kind: 'INVALID_INPUT', field });
    expect(bookings.bookings).toHaveLength(0);
  });

  it('refuses a date the owner has held back, as taken', async () => {
    venues.blocked.push({ venueId: venue.id, date: '2027-06-12' });
    await expect(create.execute(request())).rejects.toMatchObject({ kind: 'CONFLICT', code: 'BOOKING.DATE_TAKEN', message: expect.stringMatching(/just booked/) });
  });

  it('lets the storage refuse a second booking of the date', async () => {
    await create.execute(request());
    await expect(create.execute(request({ customerName: 'Bo' }))).rejects.toMatchObject({ kind: 'CONFLICT' });
    expect(deposits).toHaveLength(1);
  });
});

describe('CreateBooking and the hold on the date', () => {
  it('holds the date for 72 hours by default, and schedules the end of the hold with the booking', async () => {
    const { booking } = await create.execute(request());
    const end = new Date(NOW.getTime() + 72 * HOUR);
    expect(booking.holdExpiresAt).toEqual(end);
    expect(scheduler.scheduled).toEqual([{ name: 'booking.expire-hold', data: { bookingId: booking.id }, at: end, inUnitOfWork: true }]);
  });

  it('holds for the hours the policy says', async () => {
    const { booking } = await new CreateBooking(ports, { pendingHoldHours: 24, anonymousBookingsPerHour: 10 }).execute(request());
    expect(booking.holdExpiresAt).toEqual(new Date(NOW.getTime() + 24 * HOUR));
  });
});

describe('CreateBooking without an account', () => {
  const policy = { pendingHoldHours: 72, anonymousBookingsPerHour: 10 };
  const onDay = (i: number, overrides: Partial<BookingRequest> = {}) => request({ eventDate: `2027-07-${String(i + 1).padStart(2, '0')}`, ...overrides });

  it('takes ten requests an hour from one client, refuses the eleventh, and takes it again the next hour', async () => {
    const limited = new CreateBooking({ ...ports, rateLimiter: new InMemoryRateLimiter(clock) }, policy);
    for (let i = 0; i < 10; i++) await limited.execute(onDay(i, { clientKey: '203.0.113.9' }));
    await expect(limited.execute(onDay(10, { clientKey: '203.0.113.9' }))).rejects.toMatchObject({ kind: 'RATE_LIMITED', code: 'BOOKING.RATE_LIMITED' });
    expect(bookings.bookings).toHaveLength(10);
    expect(scheduler.scheduled).toHaveLength(10);

    await expect(limited.execute(onDay(11, { clientKey: '198.51.100.4' }))).resolves.toBeDefined();
    await expect(limited.execute(onDay(12, { clientKey: '203.0.113.9', customerId: 'account-1' }))).resolves.toBeDefined();
    clock.set(new Date(NOW.getTime() + HOUR));
    await expect(limited.execute(onDay(13, { clientKey: '203.0.113.9' }))).resolves.toBeDefined();
  });
});

describe('ExpirePendingBooking', () => {
  const expire = () => new ExpirePendingBooking(ports);
  const afterHold = () => clock.set(new Date(NOW.getTime() + 72 * HOUR));

  it('cancels a request the owner left pending past its hold, and says it expired', async () => {
    const { booking } = await create.execute(request());
    afterHold();
    await expect(expire().execute(booking.id)).resolves.toBe('expired');
    expect((await bookings.findById(booking.id))?.status).toBe('cancelled');
    expect(events.events.at(-1)).toMatchObject({ type: 'booking.cancelled', cancelledBy: 'expired', bookingId: booking.id, inUnitOfWork: true });
  });

  it('frees the date for another couple', async () => {
    const { booking } = await create.execute(request());
    afterHold();
    await expire().execute(booking.id);
    await expect(create.execute(request({ customerName: 'Bo' }))).resolves.toBeDefined();
  });

  it('leaves a confirmed booking alone', async () => {
    const { booking } = await create.execute(request());
    await new ChangeBookingStatus(ports).execute(booking.id, 'confirmed', 'owner');
    afterHold();
    await expect(expire().execute(booking.id)).resolves.toBe('kept');
    expect((await bookings.findById(booking.id))?.status).toBe('confirmed');
  });

  it('changes nothing when run a second time', async () => {
    const { booking } = await create.execute(request());
    afterHold();
    await expire().execute(booking.id);
    await expect(expire().execute(booking.id)).resolves.toBe('kept');
    expect(events.events.filter((e) => e.type === 'booking.cancelled')).toHaveLength(1);
  });

  it('asks again at the end of the hold when woken before it', async () => {
    const { booking } = await create.execute(request());
    clock.set(new Date(NOW.getTime() + 71 * HOUR));
    await expect(expire().execute(booking.id)).resolves.toBe('not-yet');
    expect((await bookings.findById(booking.id))?.status).toBe('pending');
    expect(scheduler.scheduled.at(-1)).toMatchObject({ name: 'booking.expire-hold', data: { bookingId: booking.id }, at: booking.holdExpiresAt });
  });
});

describe('GetBooking', () => {
  it('shows a booking to the browser that made it and hides it from everyone else', async () => {
    const { booking } = await create.execute(request());
    await expect(new GetBooking(bookings).execute(booking.id, { accessKeyHash: 'hash-a' })).resolves.toMatchObject({ id: booking.id });
    await expect(new GetBooking(bookings).execute(booking.id, { accessKeyHash: 'hash-b' })).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    await expect(new GetBooking(bookings).execute(booking.id, {})).rejects.toMatchObject({ kind: 'NOT_FOUND' });
  });
});

describe('ChangeBookingStatus', () => {
  it('confirms a pending booking, then lets it be cancelled', async () => {
    const { booking } = await create.execute(request());
    const change = new ChangeBookingStatus(ports);
    expect((await change.execute(booking.id, 'confirmed', 'owner')).status).toBe('confirmed');
    expect((await change.execute(booking.id, 'cancelled', 'owner')).status).toBe('cancelled');
  });

  it('records each change as an event inside the unit of work, saying who cancelled', async () => {
    const { booking } = await create.execute(request());
    await new ChangeBookingStatus(ports).execute(booking.id, 'confirmed', 'owner');
    await new ChangeBookingStatus(ports).execute(booking.id, 'cancelled', 'couple');
    expect(events.events.map((e) => [e.type, 'cancelledBy' in e ? e.cancelledBy : null, e.inUnitOfWork])).toEqual([
      ['booking.requested', null, true],
      ['booking.confirmed', null, true],
      ['booking.cancelled', 'couple', true],
    ]);
  });

  it('records nothing when the change is refused', async () => {
    const { booking } = await create.execute(request());
    await expect(new ChangeBookingStatus(ports).execute(booking.id, 'completed', 'owner')).rejects.toBeDefined();
    expect(events.events.map((e) => e.type)).toEqual(['booking.requested']);
  });

  it('frees the date of a cancelled booking for another couple', async () => {
    const { booking } = await create.execute(request());
    await new ChangeBookingStatus(ports).execute(booking.id, 'cancelled', 'owner');
    await expect(create.execute(request({ customerName: 'Bo' }))).resolves.toBeDefined();
  });

  it('refuses to confirm when the owner has since held the date back', async () => {
    const { booking } = await create.execute(request());
    venues.blocked.push({ venueId: venue.id, date: booking.eventDate });
    await expect(new ChangeBookingStatus(ports).execute(booking.id, 'confirmed', 'owner')).rejects.toMatchObject({ kind: 'CONFLICT' });
  });

  it('reports a conflict when the booking changed between reading and writing', async () => {
    const { booking } = await create.execute(request());
    const racing = Object.create(bookings) as InMemoryBookingRepository;
    racing.findById = async (id) => ({ ...(await bookings.findById(id))!, status: 'pending' });
    await bookings.changeStatus(booking.id, 'pending', 'cancelled');
    await expect(new ChangeBookingStatus({ ...ports, bookings: racing }).execute(booking.id, 'confirmed', 'owner')).rejects.toMatchObject({
      kind: 'CONFLICT',
      message: expect.stringMatching(/changed by someone else/),
    });
  });

  it('refuses a transition the status rules forbid, with a typed error', async () => {
    const { booking } = await create.execute(request());
    await expect(new ChangeBookingStatus(ports).execute(booking.id, 'completed', 'owner')).rejects.toMatchObject({ kind: 'INVALID_TRANSITION' });
  });
});
