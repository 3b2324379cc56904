import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Booking } from '../../../domain/bookings/booking.js';
import type { InvitationTokens } from '../../../domain/guests/invitation-tokens.js';
import { GetInvitation } from '../../../domain/guests/use-cases/get-invitation.js';
import { RespondToInvitation } from '../../../domain/guests/use-cases/respond-to-invitation.js';
import { SendInvitations } from '../../../domain/guests/use-cases/send-invitations.js';
import { UpdateGuest } from '../../../domain/guests/use-cases/update-guest.js';
import type { Mail } from '../../../domain/notifications/mail-catalogue.js';
import type { Ports } from '../../../domain/ports.js';
import { FixedClock } from '../../support/fixed-clock.js';
import { inMemoryPorts, type RecordingEventRecorder, type RecordingMailer } from '../../support/in-memory-ports.js';
import { InMemoryBookingRepository } from '../../support/in-memory-booking-repository.js';
import { InMemoryVenueRepository } from '../../support/in-memory-venue-repository.js';
import { VenueMother } from '../../support/venue-mother.js';
import { GuestMother } from './guest-mother.js';
import { InMemoryGuestRepository } from './in-memory-guest-repository.js';

const NOW = new Date('2026-11-21T18:00:00Z');
const clock = new FixedClock(NOW);
const couple = { accessKeyHash: 'couple-key' };

/** Predictable tokens; the hash is visibly not the token. */
class CountingTokens implements InvitationTokens {
  issued = 0;
  issue() {
    const token = `token-${++this.issued}`;
    return { token, hash: this.hash(token) };
  }
  hash(token: string) {
    return `hash:${token}`;
  }
}

let guests: InMemoryGuestRepository;
let bookings: InMemoryBookingRepository;
let venues: InMemoryVenueRepository;
let tokens: CountingTokens;
let mail: Mail[];
let mailer: RecordingMailer;
let events: RecordingEventRecorder;
let booking: Booking;
let ports: Ports;
const venue = VenueMother.create({ name: 'Live Oak Hall', location: '100 Main Street, Fredericksburg, TX' });

const send = () => new SendInvitations(ports);
const linkIn = (message: Mail) => (message.template === 'guest-invitation' ? message.data.rsvpPath.replace('/rsvp/', '') : null);

beforeEach(async () => {
  clock.set(NOW);
  guests = new InMemoryGuestRepository();
  bookings = new InMemoryBookingRepository();
  venues = new InMemoryVenueRepository();
  venues.venues.push(venue);
  tokens = new CountingTokens();
  booking = GuestMother.booking({ venueId: venue.id, eventDate: '2027-06-12', customerName: 'Sarah Johnson' });
  await bookings.add(booking);
  await guests.addMany(
    booking.id,
    [
      GuestMother.create({ id: 'g-jose', bookingId: booking.id, name: 'José García', email: 'jose@example.com' }),
      GuestMother.create({ id: 'g-zoe', bookingId: booking.id, name: 'Zoë Brontë', email: 'zoe@example.com' }),
      GuestMother.create({ id: 'g-rose', bookingId: booking.id, name: 'Grandma Rose', email: null }),
    ],
    1000,
  );
  ({ ports, mailer, events } = inMemoryPorts({ guests, bookings, venues, invitationTokens: tokens, clock }));
  mail = mailer.sent;
});

describe('SendInvitations', () => {
  it('mails each guest with an email their own link, and stores only its hash', async () => {
    expect(await send().execute(booking.id, couple)).toEqual({ sent: 2, skippedWithoutEmail: 1 });
    expect(mail.map((m) => m.to)).toEqual(['jose@example.com', 'zoe@example.com']);
    expect(mail.map(linkIn)).toEqual(['token-1', 'token-2']);
    expect(guests.tokenHashes.get('g-jose')).toBe('hash:token-1');
    expect((await guests.findById('g-jose'))!.invitedAt).toEqual(NOW);
    expect((await guests.findById('g-rose'))!.invitedAt).toBeNull();
  });

  it('queues an invitation with the facts a guest needs', async () => {
    await send().execute(booking.id, couple);
    expect(mail[0]).toEqual({
      to: 'jose@example.com',
      template: 'guest-invitation',
      data: {
        guestName: 'José García',
        coupleName: 'Sarah Johnson',
        venueName: 'Live Oak Hall',
        venueLocation: '100 Main Street, Fredericksburg, TX',
        eventDate: '2027-06-12',
        rsvpPath: '/rsvp/token-1',
      },
    });
  });

  it('replaces every link when sent again, so the old ones stop working', async () => {
    await send().execute(booking.id, couple);
    await send().execute(booking.id, couple);
    expect(guests.tokenHashes.get('g-jose')).toBe('hash:token-3');
    await expect(new GetInvitation(ports).execute('token-1')).rejects.toMatchObject({ kind: 'NOT_FOUND', code: 'INVITATION.NOT_FOUND', message: 'Invitation not found' });
    await expect(new GetInvitation(ports).execute('token-3')).resolves.toMatchObject({ guestName: 'José García' });
  });

  it('sends nothing for a reader who may not see the booking', async () => {
    await expect(send().execute(booking.id, { accessKeyHash: 'stranger' })).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    expect(mail).toEqual([]);
  });

  it('sends nothing for a cancelled booking or after the wedding', async () => {
    await bookings.changeStatus(booking.id, 'confirmed', 'cancelled');
    await expect(send().execute(booking.id, couple)).rejects.toMatchObject({ kind: 'CONFLICT', code: 'INVITATION.BOOKING_CANCELLED', message: expect.stringMatching(/cancelled/) });
    await bookings.changeStatus(booking.id, 'cancelled', 'confirmed');
    clock.set(new Date('2027-06-14T18:00:00Z'));
    await expect(send().execute(booking.id, couple)).rejects.toMatchObject({ kind: 'CONFLICT' });
    expect(mail).toEqual([]);
  });
});

describe('GetInvitation', () => {
  it('shows the guest their own answer and the wedding, and nothing else of the booking', async () => {
    await send().execute(booking.id, couple);
    const view = await new GetInvitation(ports).execute('token-1');
    expect(view).toEqual({
      guestName: 'José García',
      coupleName: 'Sarah Johnson',
      venueName: 'Live Oak Hall',
      venueLocation: '100 Main Street, Fredericksburg, TX',
      eventDate: '2027-06-12',
      rsvpStatus: 'pending',
      plusOne: false,
      dietaryRestrictions: null,
      meal: null,
      respondedAt: null,
      canRespond: true,
    });
  });

  it('finds nothing for a token nobody was given', async () => {
    await expect(new GetInvitation(ports).execute('made-up')).rejects.toMatchObject({ kind: 'NOT_FOUND' });
  });
});

describe('RespondToInvitation', () => {
  beforeEach(() => send().execute(booking.id, couple));
  const respond = () => new RespondToInvitation(ports);

  it('records a confirmation with a plus-one and dietary needs, and when', async () => {
    const view = await respond().execute('token-1', { rsvpStatus: 'confirmed', plusOne: true, dietaryRestrictions: '  Vegetarian ' });
    expect(view).toMatchObject({ rsvpStatus: 'confirmed', plusOne: true, dietaryRestrictions: 'Vegetarian', respondedAt: NOW });
    expect(await guests.findById('g-jose')).toMatchObject({ rsvpStatus: 'confirmed', plusOne: true, dietaryRestrictions: 'Vegetarian' });
    expect(events.events).toEqual([
      expect.objectContaining({ type: 'guest.responded', bookingId: booking.id, guestId: 'g-jose', rsvpStatus: 'confirmed', plusOne: true, inUnitOfWork: true }),
    ]);
  });

  it('lets the guest change their answer up to the wedding day', async () => {
    await respond().execute('token-1', { rsvpStatus: 'confirmed', plusOne: true });
    clock.set(new Date('2027-06-12T20:00:00Z'));
    const view = await respond().execute('token-1', { rsvpStatus: 'declined' });
    expect(view).toMatchObject({ rsvpStatus: 'declined', plusOne: true });
  });

  it('refuses answers from the day after the wedding', async () => {
    clock.set(new Date('2027-06-13T18:00:00Z'));
    await expect(respond().execute('token-1', { rsvpStatus: 'confirmed' })).rejects.toMatchObject({ kind: 'CONFLICT', code: 'RSVP.CLOSED', message: expect.stringMatching(/2027-06-12/) });
    expect(await new GetInvitation(ports).execute('token-1')).toMatchObject({ canRespond: false, rsvpStatus: 'pending' });
  });

  it('refuses "pending" as an answer and dietary needs that are too long', async () => {
    await expect(respond().execute('token-1', { rsvpStatus: 'pending' as 'confirmed' })).rejects.toMatchObject({ field: 'rsvpStatus' });
    await expect(respond().execute('token-1', { rsvpStatus: 'confirmed', dietaryRestrictions: 'x'.repeat(301) })).rejects.toMatchObject({ field: 'dietaryRestrictions' });
    expect((await guests.findById('g-jose'))!.rsvpStatus).toBe('pending');
  });

  it('answers only for the guest whose token it is', async () => {
    await respond().execute('token-2', { rsvpStatus: 'declined' });
    expect((await guests.findById('g-jose'))!.rsvpStatus).toBe('pending');
    expect((await guests.findById('g-zoe'))!.rsvpStatus).toBe('declined');
  });
});

describe('correcting an invited guest', () => {
  it("stops the link mailed to the old address working when the couple corrects the guest's email", async () => {
    await send().execute(booking.id, couple);
    const update = new UpdateGuest(guests, ports, clock);
    await update.execute('g-zoe', { tableAssignment: '3' }, couple);
    await expect(new GetInvitation(ports).execute('token-2')).resolves.toMatchObject({ guestName: 'Zoë Brontë' });

    const corrected = await update.execute('g-jose', { email: 'jose.garcia@example.com' }, couple);
    expect(corrected.invitedAt).toBeNull();
    await expect(new GetInvitation(ports).execute('token-1')).rejects.toMatchObject({ kind: 'NOT_FOUND' });
  });
});

describe('SendInvitations to the guests the couple chose', () => {
  it('mails exactly the guests named, and gives no one else a new link', async () => {
    expect(await send().execute(booking.id, couple, { guestIds: ['g-zoe', 'g-rose'] })).toEqual({ sent: 1, skippedWithoutEmail: 1 });
    expect(mail.map((m) => m.to)).toEqual(['zoe@example.com']);
    expect((await guests.findById('g-jose'))!.invitedAt).toBeNull();
  });

  it('sends reminders to those who have not replied, leaving those who answered alone', async () => {
    await send().execute(booking.id, couple);
    await new RespondToInvitation(ports).execute('token-1', { rsvpStatus: 'confirmed' });
    const notReplied = (await guests.listByBooking(booking.id)).filter((g) => g.rsvpStatus === 'pending').map((g) => g.id);
    mail.length = 0;
    await send().execute(booking.id, couple, { guestIds: notReplied });
    expect(mail.map((m) => m.to)).toEqual(['zoe@example.com']);
    await expect(new GetInvitation(ports).execute('token-1')).resolves.toMatchObject({ rsvpStatus: 'confirmed' });
  });

  it('refuses a guest of another list as not found, and mails nobody', async () => {
    await expect(send().execute(booking.id, couple, { guestIds: ['g-zoe', 'g-someone-else'] })).rejects.toMatchObject({ kind: 'NOT_FOUND', code: 'GUEST.NOT_FOUND' });
    expect(mail).toEqual([]);
  });
});

describe('RespondToInvitation with a meal', () => {
  beforeEach(() => send().execute(booking.id, couple));
  const respond = () => new RespondToInvitation(ports);

  it('records the meal the guest chose, and shows it back', async () => {
    const view = await respond().execute('token-1', { rsvpStatus: 'confirmed', meal: 'vegetarian' });
    expect(view).toMatchObject({ meal: 'vegetarian' });
    expect(await guests.findById('g-jose')).toMatchObject({ meal: 'vegetarian' });
  });

  it('refuses a meal that is not on the menu, naming the field', async () => {
    await expect(respond().execute('token-1', { rsvpStatus: 'confirmed', meal: 'lobster' })).rejects.toMatchObject({ field: 'meal', code: 'RSVP.INVALID_ANSWER' });
    expect((await guests.findById('g-jose'))!.rsvpStatus).toBe('pending');
  });

  it("drops the plus-one's name when the guest says they come alone", async () => {
    await guests.update('g-jose', { plusOne: true, plusOneName: 'Luis García' });
    await respond().execute('token-1', { rsvpStatus: 'confirmed', plusOne: false });
    expect(await guests.findById('g-jose')).toMatchObject({ plusOne: false, plusOneName: null });
  });
});
