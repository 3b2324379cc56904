import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { Container } from '../../../ui/container';
import { AlertIcon, ArrowRightIcon, RefreshIcon } from '../../../ui/icons';
import { PageTitle } from '../../../ui/page-title';
import { StateMessage } from '../../../ui/state-message';
import { Eyebrow } from '../../../ui/typography';
import { useVenue } from '../api/get-venue';
import { BookingFlow } from './booking-flow';
import { VenueNotFound } from '../../venues/components/venue-not-found';
import { BookingSkeleton } from './booking-skeleton';

const HTTP_NOT_FOUND = 404;

/** The booking page of one venue: loading, missing, failed, or the three-step flow. */
export function BookingView({ venueId }: { venueId: string }) {
  const [params] = useSearchParams();
  const { data: venue, error, isLoading, mutate } = useVenue(venueId);
  const venuePath = `/venues/${encodeURIComponent(venueId)}`;

  if (error instanceof ApiError && error.status === HTTP_NOT_FOUND) return <VenueNotFound consequence="so it cannot be booked" primary="home" />;
  if (!venue && !error && isLoading) {
    return (
      <StyledPage>
        <PageTitle title="Book a Venue" />
        <BookingSkeleton />
      </StyledPage>
    );
  }
  if (!venue) {
    return (
      <StyledPage>
        <PageTitle title="Book a Venue" />
        <BackLink to={venuePath} />
        <StateMessage
          tone="error"
          icon={<AlertIcon />}
          title="We couldn't load this venue"
          action={
            <Button $variant="outline" onClick={() => void mutate()}>
              <RefreshIcon /> Try again
            </Button>
          }
        >
          {error ? errorMessage(error) : 'The venue did not arrive. Please try again.'}
        </StateMessage>
      </StyledPage>
    );
  }

  return (
    <StyledPage>
      <PageTitle title={`Book ${venue.name}`} />
      <BackLink to={venuePath} />
      <StyledHeader>
        <Eyebrow>Request to book</Eyebrow>
        <StyledTitle>Book {venue.name}</StyledTitle>
        <StyledIntro>Choose an open date, tell the venue about your day and send your request. Nothing is charged now.</StyledIntro>
      </StyledHeader>
      <BookingFlow venue={venue} requestedDate={params.get('date')} requestedPackageId={params.get('package')} />
    </StyledPage>
  );
}

function BackLink({ to }: { to: string }) {
  return (
    <StyledBack to={to}>
      <ArrowRightIcon /> Back to Venue Details
    </StyledBack>
  );
}

const StyledPage = styled(Container)`
  padding-top: ${({ theme }) => theme.space[5]};
  padding-bottom: ${({ theme }) => theme.space[16]};

  ${({ theme }) => theme.media.md} {
    padding-top: ${({ theme }) => theme.space[8]};
    padding-bottom: ${({ theme }) => theme.space[24]};
  }
`;

const StyledBack = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  min-height: 2.75rem;
  margin-bottom: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.oak};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &:hover { text-decoration: underline; }
  svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; transform: rotate(180deg); }
`;

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
