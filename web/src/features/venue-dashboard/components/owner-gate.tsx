import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { Button, ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Container } from '../../../ui/container';
import { AlertIcon, RefreshIcon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import { StateMessage } from '../../../ui/state-message';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import { useMyVenues } from '../api/get-my-venues';
import type { OwnedVenue } from '../types';

interface OwnerGateProps {
  /** Where sign-in sends the owner back to: one of our own paths, so it needs no encoding. */
  next: string;
  /** What the owner is about to do, for the sign-in card ("manage your venue"). */
  purpose: string;
  children(venues: OwnedVenue[]): ReactNode;
}

/**
 * Shows its children only to a signed-in venue owner; a visitor gets the sign-in card, any
 * other account a short explanation. The owner's venues come along (the dashboard needs them).
 */
export function OwnerGate({ next, purpose, children }: OwnerGateProps) {
  const { data: venues, error, isLoading, mutate } = useMyVenues();

  if (error instanceof ApiError && error.status === 403) return <NotAnOwner />;
  if (error) {
    return (
      <StyledWrap>
        <StateMessage
          tone="error"
          icon={<AlertIcon />}
          title="Your venues could not be loaded"
          action={
            <Button $variant="outline" onClick={() => void mutate()}>
              <RefreshIcon /> Try again
            </Button>
          }
        >
          {errorMessage(error)}
        </StateMessage>
      </StyledWrap>
    );
  }
  if (venues === null) return <SignInCard next={next} purpose={purpose} />;
  if (isLoading || venues === undefined) return <GateLoading />;
  return <>{children(venues)}</>;
}

function SignInCard({ next, purpose }: { next: string; purpose: string }) {
  return (
    <StyledWrap>
      <StyledCard>
        <StyledMark aria-hidden="true">
          <KeyIcon />
        </StyledMark>
        <h2>Sign in to {purpose}</h2>
        <StyledText>
          The venue dashboard and the listing form are for venue owners. Sign in with your owner account to see your
          bookings, answer inquiries and list venues.
        </StyledText>
        <StyledActions>
          <ButtonLink to={`/sign-in?next=${next}`}>Sign In</ButtonLink>
          <ButtonLink to="/sign-up" $variant="outline">
            Create an owner account
          </ButtonLink>
        </StyledActions>
      </StyledCard>
    </StyledWrap>
  );
}

function NotAnOwner() {
  return (
    <StyledWrap>
      <StyledCard>
        <StyledMark aria-hidden="true">
          <AlertIcon />
        </StyledMark>
        <h2>This area is for venue owners</h2>
        <StyledText>
          You are signed in with an account that does not own venues. To list and manage a venue, sign in with a venue
          owner account, or create one.
        </StyledText>
        <StyledActions>
          <ButtonLink to="/search">Browse venues</ButtonLink>
          <ButtonLink to="/sign-up" $variant="outline">
            Create an owner account
          </ButtonLink>
        </StyledActions>
      </StyledCard>
    </StyledWrap>
  );
}

function GateLoading() {
  return (
    <StyledWrap role="status" aria-busy="true">
      <VisuallyHidden>Loading your venues…</VisuallyHidden>
      <StyledSkeletons aria-hidden="true">
        <Skeleton $height="3rem" $width="min(22rem, 100%)" />
        <StyledSkeletonRow>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} $height="6.5rem" />
          ))}
        </StyledSkeletonRow>
        <Skeleton $height="18rem" />
      </StyledSkeletons>
    </StyledWrap>
  );
}

function KeyIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" focusable="false">
      <circle cx="8" cy="15" r="4" />
      <path d="m10.8 12.2 8.7-8.7M16 7l2.5 2.5M18.5 4.5 21 7" />
    </svg>
  );
}

const StyledWrap = styled(Container)`
  padding-top: ${({ theme }) => theme.space[10]};
  padding-bottom: ${({ theme }) => theme.space[16]};
`;

const StyledCard = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 36rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[6]};
  text-align: center;

  h2 { font-size: ${({ theme }) => theme.fontSizes['2xl']}; }
`;

const StyledMark = styled.div`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space[16]};
  height: ${({ theme }) => theme.space[16]};
  margin-bottom: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.sageLight};
  color: ${({ theme }) => theme.colors.oak};
  svg { width: ${({ theme }) => theme.space[8]}; height: ${({ theme }) => theme.space[8]}; }
`;

const StyledText = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

const StyledSkeletons = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledSkeletonRow = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;
