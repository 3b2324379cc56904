import { useParams } from 'react-router-dom';
import { VenueDetailView } from '../../features/venue-detail/components/venue-detail-view';
import { VenueNotFound } from '../../features/venues/components/venue-not-found';

/** /venue/{id} and /venues/{id}: one page. */
export function VenueDetailPage() {
  const { id } = useParams();
  const venueId = id?.trim();
  // A new id is a new page: keying drops the previous venue's date, tab and gallery state.
  return venueId ? <VenueDetailView key={venueId} venueId={venueId} /> : <VenueNotFound />;
}
