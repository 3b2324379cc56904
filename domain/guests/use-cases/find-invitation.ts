import type { Ports } from '../../ports.js';
import type { Booking } from '../../bookings/booking.js';
import { NotFoundError } from '../../shared/domain-error.js';
import type { Venue } from '../../venues/venue.js';
import type { Guest } from '../guest.js';

export type InvitationPorts = Pick<Ports, 'guests' | 'bookings' | 'venues' | 'invitationTokens'>;

/** The token is the guest's only credential: an unknown or replaced one finds nothing. */
export async function findInvitation(ports: InvitationPorts, token: string): Promise<{ guest: Guest; booking: Booking; venue: Venue }> {
  const guest = await ports.guests.findByTokenHash(ports.invitationTokens.hash(token));
  const booking = guest && (await ports.bookings.findById(guest.bookingId));
  const venue = booking && (await ports.venues.findById(booking.venueId));
  if (!guest || !booking || !venue) throw new NotFoundError('INVITATION.NOT_FOUND', 'Invitation');
  return { guest, booking, venue };
}
