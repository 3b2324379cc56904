import { lazy, Suspense, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { VenueDetailView } from '@/features/venue-detail/components/venue-detail-view';
import type { Venue } from '@/types/api';
import { VendorActionsProvider, type VendorActionTarget } from '@/shared/components/vendor-actions';
import { VenueNotFound } from '@/shared/components/venue-not-found';

// Reviews and the vendors' Contact buttons sit under the gallery, drawn after the first paint: their
// code loads then, not before the page's largest picture can paint.
const VenueReviews = lazy(async () => ({ default: (await import('@/features/reviews/components/venue-reviews')).VenueReviews }));
const ContactVendorButton = lazy(async () => ({
  default: (await import('@/features/vendor-profile/components/contact-vendor-button')).ContactVendorButton,
}));

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
  return (vendor: VendorActionTarget) => (
    <Suspense fallback={null}>
      <ContactVendorButton vendor={vendor} venueId={venueId} size="sm" />
    </Suspense>
  );
}

function renderReviews(venue: Venue) {
  return (
    <Suspense fallback={null}>
      <VenueReviews venue={venue} />
    </Suspense>
  );
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
