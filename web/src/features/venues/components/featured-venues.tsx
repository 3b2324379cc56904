import styled from 'styled-components';
import { errorMessage } from '../../../lib/api-client';
import { Button, ButtonLink } from '../../../ui/button';
import { AlertIcon, ArrowRightIcon, MapPinIcon, RefreshIcon } from '../../../ui/icons';
import { StateMessage } from '../../../ui/state-message';
import { Eyebrow, Lead, SectionTitle } from '../../../ui/typography';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import { useFeaturedVenues } from '../api/get-featured-venues';
import type { Venue } from '../../../types/api';
import { VenueCard } from './venue-card';
import { VenueCardSkeleton } from './venue-card-skeleton';

/** Spec: three loading placeholders while the featured venues load. */
const SKELETON_COUNT = 3;

/** onViewDetails opens the details dialog; without it, View Details goes to the venue page. */
export function FeaturedVenues({ onViewDetails }: { onViewDetails?: (venue: Venue) => void }) {
  const { data, error, isLoading, mutate } = useFeaturedVenues();

  return (
    <section aria-labelledby="featured-venues-title" aria-busy={isLoading}>
      <StyledHeader>
        <div>
          <Eyebrow>Handpicked for you</Eyebrow>
          <SectionTitle id="featured-venues-title">Featured Venues</SectionTitle>
          <Lead>Barns, vineyards, gardens and historic halls couples love, from Fredericksburg to Wimberley.</Lead>
        </div>
        <ButtonLink to="/search" $variant="outline">
          Browse all venues <ArrowRightIcon />
        </ButtonLink>
      </StyledHeader>

      {isLoading ? (
        <StyledGrid role="status">
          <VisuallyHidden>Loading featured venues…</VisuallyHidden>
          {Array.from({ length: SKELETON_COUNT }, (_, i) => (
            <VenueCardSkeleton key={i} />
          ))}
        </StyledGrid>
      ) : error ? (
        <StateMessage
          tone="error"
          icon={<AlertIcon />}
          title="We couldn't load the featured venues"
          action={
            <Button $variant="outline" onClick={() => void mutate()}>
              <RefreshIcon /> Try again
            </Button>
          }
        >
          {errorMessage(error)}
        </StateMessage>
      ) : !data || data.length === 0 ? (
        <StateMessage
          icon={<MapPinIcon />}
          title="No featured venues yet"
          action={<ButtonLink to="/search">Search all venues</ButtonLink>}
        >
          Our featured picks will appear here. In the meantime you can search every venue in the Hill Country.
        </StateMessage>
      ) : (
        <StyledGrid>
          {data.map((venue) => (
            <VenueCard key={venue.id} venue={venue} onViewDetails={onViewDetails} />
          ))}
        </StyledGrid>
      )}
    </section>
  );
}

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[6]};
  margin-bottom: ${({ theme }) => theme.space[10]};

  > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[3]};
  }
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[8]};
  }
`;
