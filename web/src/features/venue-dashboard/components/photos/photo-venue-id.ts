import { useSearchParams } from 'react-router-dom';
import { useMyVenues } from '../../api/get-my-venues';

/** The dashboard keeps the chosen venue in ?venue= (VENUE_PARAM in venue-dashboard.tsx; not imported, to keep imports acyclic). */
const VENUE_PARAM = 'venue';

/** The venue whose photos are managed: the one given, else the one the dashboard shows (?venue=, or the first). */
export function usePhotoVenueId(given?: string): string | undefined {
  const [params] = useSearchParams();
  const { data: venues } = useMyVenues(!given);
  if (given) return given;
  const wanted = params.get(VENUE_PARAM);
  return (venues?.find((venue) => venue.id === wanted) ?? venues?.[0])?.id;
}
