import type { BookingRepository } from '../../bookings/booking-repository.js';
import type { Booking } from '../../bookings/booking.js';
import { NotFoundError } from '../../shared/domain-error.js';
import type { Venue } from '../../venues/venue.js';
import type { VenueRepository } from '../../venues/venue-repository.js';
import type { GuestRepository } from '../guest-repository.js';
import type { Guest } from '../guest.js';
import type { InvitationTokens } from '../invitation-tokens.js';

export interface InvitationPorts {
  guests: GuestRepository;
  bookings: BookingRepository;
  venues: Pick<VenueRepository, 'findById'>;
  tokens: InvitationTokens;
}

/** The token is the guest's only credential: an unknown or replaced one finds nothing. */
export async function findInvitation(ports: InvitationPorts, token: string): Promise<{ guest: Guest; booking: Booking; venue: Venue }> {
  const guest = await ports.guests.findByTokenHash(ports.tokens.hash(token));
  const booking = guest && (await ports.bookings.findById(guest.bookingId));
  const venue = booking && (await ports.venues.findById(booking.venueId));
  if (!guest || !booking || !venue) throw new NotFoundError('Invitation');
  return { guest, booking, venue };
}
