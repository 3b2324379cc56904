import { Badge } from '@/ui/badge';
import type { BookingStatus } from '../utils/booking-status';
import { BOOKING_STATUS_LABELS, BOOKING_STATUS_TONES } from '../utils/booking-status';

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return (
    <Badge $tone={BOOKING_STATUS_TONES[status]} data-booking-status={status}>
      {BOOKING_STATUS_LABELS[status]}
    </Badge>
  );
}
