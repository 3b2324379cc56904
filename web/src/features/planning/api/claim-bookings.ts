import { apiRequest } from '@/lib/api-client';
import type { components } from '@/types/api.generated';

export type ClaimedBookings = components['schemas']['ClaimedBookingsResponse'];

/**
 * Takes the bookings this browser made before signing in into the couple's account. The browser's
 * key is an httpOnly cookie the server reads; asking again claims nothing more (claimed: 0).
 */
export function claimBookings(): Promise<ClaimedBookings> {
  return apiRequest<ClaimedBookings>('POST', '/api/my/bookings/claim');
}
