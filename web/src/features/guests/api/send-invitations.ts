import { apiRequest } from '@/lib/api-client';
import type { InvitationsSent } from '../types';

/**
 * Mails each guest with an address a new personal RSVP link (earlier links stop working); with
 * guestIds, only those guests (a reminder to the ones who have not replied).
 */
export function sendInvitations(bookingId: string, guestIds?: readonly string[]): Promise<InvitationsSent> {
  return apiRequest<InvitationsSent>('POST', `/api/bookings/${encodeURIComponent(bookingId)}/send-invitations`, guestIds ? { guestIds } : undefined);
}
