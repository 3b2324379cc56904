import { memo } from 'react';
import { useRenderedInSteps } from '@/lib/use-rendered-in-steps';
import { VenueCard } from '@/shared/components/venue-card';
import { VenueCardSkeleton } from '@/shared/components/venue-card-skeleton';
import type { Venue } from '@/types/api';
import { CardGrid } from '@/ui/grid';

/** What the results need from a compare selection; the page wires the real one in. */
export interface CompareControls {
  isSelected: (venueId: string) => boolean;
  /** True once the compare limit is reached. */
  isFull: boolean;
  toggle: (venue: Venue) => void;
}

export interface VenueCardActions {
  compare?: CompareControls;
  onViewDetails?: (venue: Venue) => void;
  onCheckAvailability?: (venue: Venue) => void;
}

/** Cards above the fold load their photo at once; the rest wait until scrolled near. */
const EAGER_IMAGES = 3;
export const SKELETON_CARDS = 3;
const CARDS_PER_STEP = 3;

/** A card whose props did not change is not drawn again when the next step adds its neighbours. */
const GridCard = memo(VenueCard);

interface VenueResultsGridProps {
  venues: readonly Venue[];
  actions: VenueCardActions;
  /** The wedding date the search was for: every venue shown is free that day. */
  availableOn?: string;
}

export function VenueResultsGrid({ venues, actions, availableOn }: VenueResultsGridProps) {
  const { compare, onViewDetails, onCheckAvailability } = actions;
  // On the first page, the cards above the fold first and the rest a few at a time (lib/use-rendered-in-steps).
  const rendered = useRenderedInSteps(venues.length, EAGER_IMAGES, CARDS_PER_STEP);
  return (
    <CardGrid aria-busy={rendered < venues.length}>
      {venues.slice(0, rendered).map((venue, index) => (
        <li key={venue.id}>
          <GridCard
            venue={venue}
            imageLoading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
            onCompare={compare?.toggle}
            isCompared={compare?.isSelected(venue.id) ?? false}
            compareDisabled={compare?.isFull ?? false}
            onViewDetails={onViewDetails}
            onInstantBook={onCheckAvailability}
            availableOn={availableOn}
          />
        </li>
      ))}
    </CardGrid>
  );
}

export function VenueResultsSkeleton() {
  return (
    <CardGrid as="div" aria-hidden="true">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <VenueCardSkeleton key={index} />
      ))}
    </CardGrid>
  );
}
