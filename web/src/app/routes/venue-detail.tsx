import { lazy, Suspense, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { VenueReviews } from '@/features/reviews/components/venue-reviews';
import { VenueDetailView } from '@/features/venue-detail/components/venue-detail-view';
import type { Venue } from '@/types/api';
import { ContactVendorButton } from '@/features/vendor-profile/components/contact-vendor-button';
import { VendorActionsProvider, type VendorActionTarget } from '@/shared/components/vendor-actions';
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

/** On the Vendors tab each card offers "Contact", which sends the venue along with the message. */
function renderVendorActions(venueId: string) {
  return (vendor: VendorActionTarget) => <ContactVendorButton vendor={vendor} venueId={venueId} size="sm" />;
}

function renderReviews(venue: Venue) {
  return <VenueReviews venue={venue} />;
}

/** /venue/{id} and /venues/{id}: one page. */
export function VenueDetailPage() {
  const { id } = useParams();
  const venueId = id?.trim();
  const vendorActions = useMemo(() => renderVendorActions(venueId ?? ''), [venueId]);
  // A new id is a new page: keying drops the previous venue's date, tab and gallery state.
  return venueId ? (
    <VendorActionsProvider render={vendorActions}>
      <VenueDetailView key={venueId} venueId={venueId} renderGuestList={renderGuestList} renderReviews={renderReviews} />
    </VendorActionsProvider>
  ) : (
    <VenueNotFound />
  );
}
