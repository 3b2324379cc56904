import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { VenueCard, venuePath } from '@/shared/components/venue-card';
import type { Venue } from '@/types/api';
import { Button, ButtonLink } from '@/ui/button';
import { Container } from '@/ui/container';
import { CardGrid } from '@/ui/grid';
import { ArrowRightIcon, MessageIcon, ScaleIcon, SearchIcon } from '@/ui/icons';
import { SpreadRow } from '@/ui/layout';
import { StateMessage } from '@/ui/state-message';
import { clearComparedVenues, readComparedVenues } from '../utils/compare-storage';
import { CompareTable } from './compare-table';

/** Spec: the compare page reads the stored venues; with none stored it goes to /search. */
export function CompareView() {
  const navigate = useNavigate();
  // Read once: the page is reached by a full page load after the choice was stored.
  const [venues] = useState<Venue[] | null>(() => readComparedVenues());

  if (venues === null) return <Navigate to="/search" replace />;

  const backToSearch = () => {
    clearComparedVenues();
    navigate('/search');
  };

  return (
    <StyledContainer $wide>
      <StyledToolbar>
        <Button $variant="outline" onClick={backToSearch}>
          <BackArrow /> Back to Search
        </Button>
        {venues.length > 0 && (
          <StyledCount>
            {venues.length} {venues.length === 1 ? 'venue' : 'venues'} side by side
          </StyledCount>
        )}
      </StyledToolbar>

      {venues.length === 0 ? (
        <StateMessage
          icon={<ScaleIcon />}
          title="No venues to compare"
          action={
            <ButtonLink to="/search" onClick={() => clearComparedVenues()}>
              <SearchIcon /> Go to Search
            </ButtonLink>
          }
        >
          Choose up to three venues with their Compare button, then come back to see them side by side.
        </StateMessage>
      ) : (
        <>
          <StyledCards aria-label="Venues being compared" $count={venues.length}>
            {venues.map((venue, index) => (
              <li key={venue.id}>
                <VenueCard
                  venue={venue}
                  headingLevel="h2"
                  imageLoading={index < 3 ? 'eager' : 'lazy'}
                  actions={
                    <>
                      <ButtonLink $variant="outline" $size="sm" to={venuePath(venue.id)}>
                        View Full Details <ArrowRightIcon />
                      </ButtonLink>
                      <ButtonLink $size="sm" to={`${venuePath(venue.id)}?inquire=1`}>
                        <MessageIcon /> Send Inquiry
                      </ButtonLink>
                    </>
                  }
                />
              </li>
            ))}
          </StyledCards>
          <CompareTable venues={venues} />
        </>
      )}
    </StyledContainer>
  );
}

const BackArrow = styled(ArrowRightIcon)`
  transform: scaleX(-1);
`;

const StyledContainer = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[8]};
  padding-top: ${({ theme }) => theme.space[8]};
  padding-bottom: ${({ theme }) => theme.space[16]};
`;

const StyledToolbar = styled(SpreadRow)`
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledCount = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const StyledCards = styled(CardGrid)<{ $count: number }>`
  grid-template-columns: minmax(0, 1fr);

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(${({ $count }) => Math.min($count, 2)}, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(${({ $count }) => Math.max($count, 2)}, minmax(0, 1fr));
  }
`;
