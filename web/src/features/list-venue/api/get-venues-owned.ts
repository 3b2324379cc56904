import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';

// GET /api/my/venues (the dashboard reads the same key): the wizard only needs how many there are.

const myVenuesKey = '/api/my/venues';

/** How many venues the signed-in owner has; undefined while on its way or when it cannot be read. */
export function useVenuesOwned(enabled: boolean): number | undefined {
  const { data } = useSWR<{ id: string }[], Error>(enabled ? myVenuesKey : null, apiGet<{ id: string }[]>);
  return data?.length;
}
