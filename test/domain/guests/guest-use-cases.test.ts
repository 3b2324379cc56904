import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Booking } from '../../../domain/bookings/booking.js';
import { AddGuest } from '../../../domain/guests/use-cases/add-guest.js';
import { ExportGuests } from '../../../domain/guests/use-cases/export-guests.js';
import { ImportGuests, PreviewGuestImport } from '../../../domain/guests/use-cases/import-guests.js';
import { GetGuestStats, ListGuests } from '../../../domain/guests/use-cases/list-guests.js';
import { UpdateGuest } from '../../../domain/guests/use-cases/update-guest.js';
import { FixedClock } from '../../support/fixed-clock.js';
import { InMemoryBookingRepository } from '../../support/in-memory-booking-repository.js';
import { InMemoryUnitOfWork } from '../../support/in-memory-ports.js';
import { InMemoryWeddingRepository } from '../../support/in-memory-planning-repositories.js';
import { InMemoryWeddingMemberRepository } from '../../support/in-memory-wedding-members.js';
import type { GuestListAccessPorts } from '../../../domain/guests/guest-list-access.js';
import { GuestMother } from './guest-mother.js';
import { InMemoryGuestRepository } from './in-memory-guest-repository.js';

const NOW = new Date('2026-11-21T18:00:00Z');
const clock = new FixedClock(NOW);
let counter = 0;
const ids = { next: () => `id-${++counter}` };
const couple = { accessKeyHash: 'couple-key' };
const stranger = { accessKeyHash: 'someone-else' };

let guests: InMemoryGuestRepository;
let bookings: InMemoryBookingRepository;
let booking: Booking;
let access: GuestListAccessPorts;

beforeEach(async () => {
  clock.set(NOW);
  guests = new InMemoryGuestRepository();
  bookings = new InMemoryBookingRepository();
  booking = GuestMother.booking();
  await bookings.add(booking);
  access = { bookings, weddings: new InMemoryWeddingRepository(), weddingMembers: new InMemoryWeddingMemberRepository() };
});

describe('AddGuest', () => {
  const add = () => new AddGuest(guests, access, clock, ids);

  it('adds a pending guest with clean fields', async () => {
    const guest = await add().execute({ bookingId: booking.id, name: ' Zoë Brontë ', email: 'Zoe@Example.com', phone: '', rsvpStatus: 'pending' }, couple);
    expect(guest).toMatchObject({ bookingId: booking.id, name: 'Zoë Brontë', email: 'zoe@example.com', phone: null, rsvpStatus: 'pending', createdAt: NOW });
    expect(guests.guests).toHaveLength(1);
  });

  it('tells a reader who may not see the booking that it does not exist, and adds nothing', async () => {
    await expect(add().execute({ bookingId: booking.id, name: 'Ana' }, stranger)).rejects.toMatchObject({ kind: 'NOT_FOUND', message: 'Booking not found' });
    await expect(add().execute({ bookingId: booking.id, name: 'Ana' }, { accessKeyHash: null })).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    expect(guests.guests).toHaveLength(0);
  });

  it('refuses a blank name and a guest who starts with an answer, naming the field', async () => {
    await expect(add().execute({ bookingId: booking.id, name: '  ' }, couple)).rejects.toMatchObject({ kind: 'INVALID_INPUT', field: 'name' });
    await expect(add().execute({ bookingId: booking.id, name: 'Ana', rsvpStatus: 'confirmed' }, couple)).rejects.toMatchObject({ field: 'rsvpStatus' });
  });

  it('refuses the guest after the 1,000th', async () => {
    guests.guests = Array.from({ length: 1000 }, () => GuestMother.create({ bookingId: booking.id }));
    await expect(add().execute({ bookingId: booking.id, name: 'Ana' }, couple)).rejects.toMatchObject({ kind: 'CONFLICT', code: 'GUEST.LIMIT_REACHED', message: expect.stringMatching(/at most 1,000/) });
  });
});

describe('UpdateGuest', () => {
  const update = () => new UpdateGuest(guests, access, clock);
  let guestId: string;

  beforeEach(async () => {
    const guest = GuestMother.create({ bookingId: booking.id, name: 'Ana', email: 'ana@example.com' });
    guestId = guest.id;
    await guests.addMany(booking.id, [guest], 1000);
  });

  it('records an answer and when it was given', async () => {
    clock.set(new Date('2026-12-01T12:00:00Z'));
    const guest = await update().execute(guestId, { rsvpStatus: 'declined' }, couple);
    expect(guest).toMatchObject({ rsvpStatus: 'declined', respondedAt: new Date('2026-12-01T12:00:00Z') });
  });

  it('keeps the time of the answer when the same answer is sent again', async () => {
    await update().execute(guestId, { rsvpStatus: 'confirmed' }, couple);
    clock.set(new Date('2026-12-24T12:00:00Z'));
    const guest = await update().execute(guestId, { rsvpStatus: 'confirmed' }, couple);
    expect(guest.respondedAt).toEqual(NOW);
  });

  it('refuses to set an answer back to pending', async () => {
    await update().execute(guestId, { rsvpStatus: 'confirmed' }, couple);
    await expect(update().execute(guestId, { rsvpStatus: 'pending' }, couple)).rejects.toMatchObject({ kind: 'INVALID_TRANSITION', field: 'rsvpStatus' });
  });

  it('changes only the fields sent', async () => {
    const guest = await update().execute(guestId, { tableAssignment: ' 9 ', dietaryRestrictions: null }, couple);
    expect(guest).toMatchObject({ name: 'Ana', email: 'ana@example.com', tableAssignment: '9', dietaryRestrictions: null, rsvpStatus: 'pending' });
  });

  it('says "guest not found" to a reader who may not see its booking, and to one naming another booking', async () => {
    await expect(update().execute(guestId, { rsvpStatus: 'confirmed' }, stranger)).rejects.toMatchObject({ kind: 'NOT_FOUND', message: 'Guest not found' });
    await expect(update().execute(guestId, { rsvpStatus: 'confirmed', bookingId: 'booking-x' }, couple)).rejects.toMatchObject({ message: 'Guest not found' });
    expect((await guests.findById(guestId))!.rsvpStatus).toBe('pending');
  });
});

describe('ListGuests and GetGuestStats', () => {
  it("list a booking's guests and count them for its reader only", async () => {
    await guests.addMany(booking.id, [GuestMother.create({ bookingId: booking.id, rsvpStatus: 'confirmed', plusOne: true })], 1000);
    await guests.addMany('other-booking', [GuestMother.create({ bookingId: 'other-booking' })], 1000);
    expect(await new ListGuests(guests, access).execute(booking.id, couple)).toHaveLength(1);
    expect(await new GetGuestStats(guests, access).execute(booking.id, couple)).toMatchObject({ total: 1, confirmed: 1, plusOnes: 1 });
    await expect(new ListGuests(guests, access).execute(booking.id, stranger)).rejects.toMatchObject({ kind: 'NOT_FOUND' });
  });
});

describe('PreviewGuestImport and ImportGuests', () => {
  let uow: InMemoryUnitOfWork;
  const importGuests = () => new ImportGuests(guests, access, clock, ids, (uow = new InMemoryUnitOfWork()));
  const csv = ['Name,Email,RSVP', 'Ana,ana@example.com,yes', 'Ben,ben@,', 'Ana again,ANA@example.com,', 'Cleo,,no'].join('\n');

  it('previews without saving anything', async () => {
    const preview = await new PreviewGuestImport(guests, access).execute(booking.id, couple, csv);
    expect(preview).toMatchObject({ validCount: 2, errorCount: 1, duplicateCount: 1, existingCount: 0 });
    expect(guests.guests).toHaveLength(0);
  });

  it('saves the rows without errors or duplicates, in file order, answers dated to the import', async () => {
    const result = await importGuests().execute(booking.id, couple, csv);
    expect(result).toEqual({ imported: 2, skipped: 2, skippedWithErrors: 1, skippedDuplicates: 1 });
    expect(guests.guests.map((g) => [g.name, g.rsvpStatus, g.respondedAt])).toEqual([
      ['Ana', 'confirmed', NOW],
      ['Cleo', 'declined', NOW],
    ]);
  });

  it('reads the list for duplicates only after locking it, in the same unit of work as the add', async () => {
    const listedWhileLocked: boolean[] = [];
    const listByBooking = guests.listByBooking.bind(guests);
    guests.listByBooking = async (id) => (listedWhileLocked.push(guests.locked.includes(id) && uow.depth > 0), listByBooking(id));
    await importGuests().execute(booking.id, couple, csv);
    expect(guests.locked).toEqual([booking.id]);
    expect(listedWhileLocked).toEqual([true]);
  });

  it('saves duplicates as well when asked', async () => {
    const result = await importGuests().execute(booking.id, couple, csv, { includeDuplicates: true });
    expect(result).toMatchObject({ imported: 3, skippedDuplicates: 0 });
  });

  it('saves nothing for a reader who may not see the booking', async () => {
    await expect(importGuests().execute(booking.id, stranger, csv)).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    expect(guests.guests).toHaveLength(0);
  });

  it('saves nothing when the rows would overflow the list', async () => {
    guests.guests = Array.from({ length: 999 }, () => GuestMother.create({ bookingId: booking.id }));
    await expect(importGuests().execute(booking.id, couple, csv)).rejects.toMatchObject({ kind: 'CONFLICT' });
    expect(guests.guests).toHaveLength(999);
  });
});

describe('ExportGuests', () => {
  it('names the file for the day in Texas', async () => {
    clock.set(new Date('2026-11-22T03:00:00Z')); // still the 21st in Central time
    const { fileName, csv } = await new ExportGuests(guests, access, clock).execute(booking.id, couple);
    expect(fileName).toBe('guest-list-2026-11-21.csv');
    expect(csv.startsWith('\uFEFFName,Email')).toBe(true);
  });
});
