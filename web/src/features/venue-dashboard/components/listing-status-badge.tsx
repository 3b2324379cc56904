import { Badge } from '@/ui/badge';
import type { ListingStatus } from '../types';
import { LISTING_STATUS_LABELS, LISTING_STATUS_TONES } from '../utils/listing-status';

export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  return (
    <Badge $tone={LISTING_STATUS_TONES[status]} data-listing-status={status}>
      {LISTING_STATUS_LABELS[status]}
    </Badge>
  );
}
