import { apiRequest } from '@/lib/api-client';
import type { components } from '@/types/api.generated';

export type ClaimedBookings = components['schemas']['ClaimedBookingsResponse'];

// POST /api/my/bookings/claim: called right after a couple signs in (auth) and when /planning opens
// (planning), so a booking made before signing in is the account's even if /planning is never opened.

/**
 * Takes the bookings this browser made before signing in into the couple's account. The browser's
 * key is an httpOnly cookie the server reads; asking again claims nothing more (claimed: 0).
 */
export function claimBookings(): Promise<ClaimedBookings> {
  return apiRequest<ClaimedBookings>('POST', '/api/my/bookings/claim');
}
