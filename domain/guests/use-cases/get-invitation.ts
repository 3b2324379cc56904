import { calendarDateIn } from '../../shared/calendar-date.js';
import type { Ports } from '../../ports.js';
import { invitationView, type InvitationView } from '../invitation.js';
import { isRsvpOpen } from '../rsvp.js';
import { findInvitation, type InvitationPorts } from './find-invitation.js';

/** What the guest's RSVP page shows; nothing else about the booking leaves through a link. */
export class GetInvitation {
  constructor(private readonly ports: InvitationPorts & Pick<Ports, 'clock'>) {}

  async execute(token: string): Promise<InvitationView> {
    const { guest, booking, venue } = await findInvitation(this.ports, token);
    const open = isRsvpOpen({ eventDate: booking.eventDate, bookingStatus: booking.status, today: calendarDateIn(this.ports.clock.now()) });
    return invitationView(guest, booking, venue, open);
  }
}
