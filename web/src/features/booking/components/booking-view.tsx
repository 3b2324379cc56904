import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { useVenue } from '@/shared/api/venue';
import { VenueNotFound } from '@/shared/components/venue-not-found';
import { LoadError } from '@/ui/load-error';
import { BackLink, Page } from '@/ui/page';
import { PageTitle } from '@/ui/page-title';
import { Eyebrow } from '@/ui/typography';
import { BookingFlow } from './booking-flow';
import { BookingSkeleton } from './booking-skeleton';

/** The booking page of one venue: loading, missing, failed, or the three-step flow. */
export function BookingView({ venueId }: { venueId: string }) {
  const [params] = useSearchParams();
  const { data: venue, error, isLoading, mutate } = useVenue(venueId);
  const venuePath = `/venues/${encodeURIComponent(venueId)}`;

  if (hasErrorCode(error, 'VENUE.NOT_FOUND')) return <VenueNotFound consequence="so it cannot be booked" primary="home" />;
  if (!venue && !error && isLoading) {
    return (
      <Page>
        <PageTitle title="Book a Venue" />
        <BookingSkeleton />
      </Page>
    );
  }
  if (!venue) {
    return (
      <Page>
        <PageTitle title="Book a Venue" />
        <BackToVenue to={venuePath} />
        <LoadError title="We couldn't load this venue" onRetry={() => void mutate()}>
          {error ? errorMessage(error) : 'The venue did not arrive. Please try again.'}
        </LoadError>
      </Page>
    );
  }

  return (
    <Page>
      <PageTitle title={`Book ${venue.name}`} />
      <BackToVenue to={venuePath} />
      <StyledHeader>
        <Eyebrow>Request to book</Eyebrow>
        <StyledTitle>Book {venue.name}</StyledTitle>
        <StyledIntro>Choose an open date, tell the venue about your day and send your request. Nothing is charged now.</StyledIntro>
      </StyledHeader>
      <BookingFlow venue={venue} requestedDate={params.get('date')} requestedPackageId={params.get('package')} />
    </Page>
  );
}

function BackToVenue({ to }: { to: string }) {
  return <BackLink to={to}>Back to Venue Details</BackLink>;
}

const StyledHeader = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.md} {
    margin-bottom: ${({ theme }) => theme.space[8]};
  }
`;

const StyledTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.section};
`;

const StyledIntro = styled.p`
  max-width: ${({ theme }) => theme.sizes.prose};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

