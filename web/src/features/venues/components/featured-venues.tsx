import styled from 'styled-components';
import { errorMessage } from '@/lib/api-client';
import { VenueCard } from '@/shared/components/venue-card';
import { VenueCardSkeleton } from '@/shared/components/venue-card-skeleton';
import type { Venue } from '@/types/api';
import { ButtonLink } from '@/ui/button';
import { ArrowRightIcon, MapPinIcon } from '@/ui/icons';
import { SpreadRow } from '@/ui/layout';
import { LoadError } from '@/ui/load-error';
import { StateMessage } from '@/ui/state-message';
import { Eyebrow, Lead, SectionTitle } from '@/ui/typography';
import { VisuallyHidden } from '@/ui/visually-hidden';
import { useFeaturedVenues } from '../api/get-featured-venues';

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
        <LoadError title="We couldn't load the featured venues" onRetry={() => void mutate()}>
          {errorMessage(error)}
        </LoadError>
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

const StyledHeader = styled(SpreadRow).attrs({ as: 'header' })`
  align-items: flex-end;
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
