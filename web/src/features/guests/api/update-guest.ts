import { apiRequest } from '@/lib/api-client';
import type { Guest, RsvpStatus } from '../types';

export interface GuestUpdate {
  /** Names the booking the couple is looking at: a guest of any other booking is not found. */
  bookingId: string;
  rsvpStatus?: RsvpStatus;
}

export function updateGuest(guestId: string, update: GuestUpdate): Promise<Guest> {
  return apiRequest<Guest>('PATCH', `/api/guests/${encodeURIComponent(guestId)}`, update);
}
