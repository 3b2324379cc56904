import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { VenueDetailView } from '@/features/venue-detail/components/venue-detail-view';
import { VenueNotFound } from '@/shared/components/venue-not-found';

// Only a couple back from booking sees the guest list, so it loads in its own chunk.
const BookingGuests = lazy(async () => ({ default: (await import('@/features/guests/components/booking-guests')).BookingGuests }));

function renderGuestList(bookingId: string) {
  return (
    <Suspense fallback={null}>
      <BookingGuests key={bookingId} bookingId={bookingId} />
    </Suspense>
  );
}

/** /venue/{id} and /venues/{id}: one page. */
export function VenueDetailPage() {
  const { id } = useParams();
  const venueId = id?.trim();
  // A new id is a new page: keying drops the previous venue's date, tab and gallery state.
  return venueId ? <VenueDetailView key={venueId} venueId={venueId} renderGuestList={renderGuestList} /> : <VenueNotFound />;
}
