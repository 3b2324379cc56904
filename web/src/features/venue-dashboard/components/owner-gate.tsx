import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useCurrentAccount, type Account } from '@/shared/api/current-account';
import { AlertIcon, KeyIcon } from '@/ui/icons';
import { SignInGate } from '@/ui/sign-in-gate';
import { Skeleton } from '@/ui/skeleton';
import { useMyVenues } from '../api/get-my-venues';
import type { OwnedVenue } from '../types';

interface OwnerGateProps {
  /** Where sign-in sends the owner back to: one of our own paths, so it needs no encoding. */
  next: string;
  /** What the owner is about to do, for the sign-in card ("manage your venue"). */
  purpose: string;
  children(venues: OwnedVenue[]): ReactNode;
}

const isOwner = (account: Account | null | undefined) => account?.accountType === 'venue';

/**
 * Shows its children only to a signed-in venue owner; a visitor gets the sign-in card, any
 * other account a short explanation. The owner's venues come along (the dashboard needs them).
 */
export function OwnerGate({ next, purpose, children }: OwnerGateProps) {
  const account = useCurrentAccount();
  const venues = useMyVenues(isOwner(account.data));
  return (
    <SignInGate
      account={{ data: account.data, error: account.error, retry: () => void account.mutate() }}
      admits={isOwner}
      signInCard={signInCard(next, purpose)}
      wrongAccountCard={() => NOT_AN_OWNER_CARD}
      resource={{ data: venues.data, error: venues.error, retry: () => void venues.mutate(), errorTitle: 'Your venues could not be loaded' }}
      loading={{ label: 'Loading your venues…', skeleton: <DashboardSkeleton /> }}
    >
      {(_account, ownedVenues) => children(ownedVenues)}
    </SignInGate>
  );
}

function signInCard(next: string, purpose: string) {
  return {
    icon: <KeyIcon />,
    title: `Sign in to ${purpose}`,
    text: 'The venue dashboard and the listing form are for venue owners. Sign in with your owner account to see your bookings, answer inquiries and list venues.',
    links: [
      { to: `/sign-in?next=${next}`, label: 'Sign In' },
      { to: '/sign-up', label: 'Create an owner account' },
    ],
  };
}

const NOT_AN_OWNER_CARD = {
  icon: <AlertIcon />,
  title: 'This area is for venue owners',
  text: 'You are signed in with an account that does not own venues. To list and manage a venue, sign in with a venue owner account, or create one.',
  links: [
    { to: '/search', label: 'Browse venues' },
    { to: '/sign-up', label: 'Create an owner account' },
  ],
};

function DashboardSkeleton() {
  return (
    <StyledSkeletons>
      <Skeleton $height="3rem" $width="min(22rem, 100%)" />
      <StyledSkeletonRow>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} $height="6.5rem" />
        ))}
      </StyledSkeletonRow>
      <Skeleton $height="18rem" />
    </StyledSkeletons>
  );
}

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
