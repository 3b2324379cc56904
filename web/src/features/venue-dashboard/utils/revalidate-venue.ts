import type { ScopedMutator } from 'swr';
import { myVenuesKey } from '../api/get-my-venues';

/**
 * Whether an SWR key belongs to one venue: string keys under /api/venues/{id} (dashboard
 * reads, availability months) and array keys ['/api/venues', id, ...] (the public page).
 */
export function isVenueKey(key: unknown, venueId: string): boolean {
  if (typeof key === 'string') {
    const base = `/api/venues/${encodeURIComponent(venueId)}`;
    return key === base || key.startsWith(`${base}/`) || key.startsWith(`${base}?`);
  }
  return Array.isArray(key) && key[0] === '/api/venues' && key[1] === venueId;
}

/** After a save: the owner's list, the dashboard and the public page read the venue again. */
export function revalidateVenue(mutate: ScopedMutator, venueId: string): Promise<unknown> {
  return mutate((key) => key === myVenuesKey || isVenueKey(key, venueId));
}
