import type { Venue } from '../../../types/api';

export interface VenueDetailsDialogProps {
  venue: Venue | null;
  onOpenChange(open: boolean): void;
}

/** The quick look at a venue from a card: open while `venue` is set. */
export function VenueDetailsDialog(_props: VenueDetailsDialogProps) {
  return null;
}
