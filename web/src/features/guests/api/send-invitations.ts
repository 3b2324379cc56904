import { apiRequest } from '@/lib/api-client';
import type { InvitationsSent } from '../types';

/** Mails each guest with an address a new personal RSVP link (earlier links stop working). */
export function sendInvitations(bookingId: string): Promise<InvitationsSent> {
  return apiRequest<InvitationsSent>('POST', `/api/bookings/${encodeURIComponent(bookingId)}/send-invitations`);
}
