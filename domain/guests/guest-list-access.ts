import { canReadBooking, type Booking, type BookingReader } from '../bookings/booking.js';
import { PERMISSION_REFUSALS, ROLE_PERMISSIONS } from '../planning/collaborator-role.js';
import type { Ports } from '../ports.js';
import { ForbiddenError, NotFoundError } from '../shared/domain-error.js';

export type GuestListAccessPorts = Pick<Ports, 'bookings' | 'weddings' | 'weddingMembers'>;

/**
 * The booking whose guest list a reader opens. The browser that booked and the couple's account
 * do everything; someone who joined the couple's wedding reads it, and changes it only when their
 * role may edit. Anyone else is told the booking does not exist.
 */
export async function openGuestList(ports: GuestListAccessPorts, bookingId: string, reader: BookingReader, need?: 'canEdit'): Promise<Booking> {
  const booking = await ports.bookings.findById(bookingId);
  if (booking && canReadBooking(booking, reader)) return booking;
  if (booking?.customerId && reader.accountId) {
    const wedding = await ports.weddings.findByAccount(booking.customerId);
    const member = wedding ? await ports.weddingMembers.findJoined(wedding.id, reader.accountId) : null;
    if (member) {
      if (need && !ROLE_PERMISSIONS[member.role][need]) throw new ForbiddenError('PLANNING.PERMISSION_DENIED', PERMISSION_REFUSALS[need]);
      return booking;
    }
  }
  throw new NotFoundError('BOOKING.NOT_FOUND', 'Booking');
}
