import styled from 'styled-components';
import type { Venue } from '../../../../types/api';
import { VenueCard } from '../../../venues/components/venue-card';
import { VenueCardSkeleton } from '../../../venues/components/venue-card-skeleton';

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

export function VenueResultsGrid({ venues, actions }: { venues: readonly Venue[]; actions: VenueCardActions }) {
  const { compare, onViewDetails, onCheckAvailability } = actions;
  return (
    <StyledGrid>
      {venues.map((venue, index) => (
        <li key={venue.id}>
          <VenueCard
            venue={venue}
            imageLoading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
            onCompare={compare?.toggle}
            isCompared={compare?.isSelected(venue.id) ?? false}
            compareDisabled={compare?.isFull ?? false}
            onViewDetails={onViewDetails}
            onInstantBook={onCheckAvailability}
          />
        </li>
      ))}
    </StyledGrid>
  );
}

export function VenueResultsSkeleton() {
  return (
    <StyledGrid as="div" aria-hidden="true">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <VenueCardSkeleton key={index} />
      ))}
    </StyledGrid>
  );
}

export const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 19rem), 1fr));
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;

  > li { display: flex; min-width: 0; }
  > li > * { flex: 1; }
`;
