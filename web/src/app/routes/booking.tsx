import { Navigate, useParams } from 'react-router-dom';
import { BookingView } from '@/features/booking/components/booking-view';
import { isVenueId } from '@/features/booking/utils/venue-id';

/** /venues/{id}/book?date=YYYY-MM-DD&package={packageId} */
export function BookingPage() {
  const { id } = useParams();
  const venueId = id?.trim();
  if (!isVenueId(venueId)) return <Navigate to="/" replace />;
  // A new venue is a new booking: keying drops the previous venue's details and step.
  return <BookingView key={venueId} venueId={venueId} />;
}
