import { Badge } from '@/ui/badge';
import type { RsvpStatus } from '../types';
import { RSVP_LABELS, RSVP_TONES } from '../utils/guest-labels';

export function RsvpBadge({ status }: { status: RsvpStatus }) {
  return (
    <Badge $tone={RSVP_TONES[status]} data-rsvp={status}>
      {RSVP_LABELS[status]}
    </Badge>
  );
}
