import type { ReactNode } from 'react';
import styled from 'styled-components';
import { plannedWeddingId } from '@/lib/planning-scope';
import { useCurrentAccount, type Account } from '@/shared/api/current-account';
import { AlertIcon, ListChecksIcon } from '@/ui/icons';
import { SignInGate } from '@/ui/sign-in-gate';
import { Skeleton } from '@/ui/skeleton';
import { useTimeline } from '../api/get-timeline';

// A couple plans their own wedding; anyone else (a planner's vendor account) the one they joined.
const isCouple = (account: Account | null | undefined) => !!account && (account.accountType === 'customer' || plannedWeddingId() !== null);

/** The timeline is a couple's: a visitor is invited to sign up, owners and vendors are told why not. */
export function CoupleGate({ children }: { children: ReactNode }) {
  const account = useCurrentAccount();
  const timeline = useTimeline(isCouple(account.data));
  return (
    <SignInGate
      account={{ data: account.data, error: account.error, retry: () => void account.mutate() }}
      admits={isCouple}
      signInCard={SIGN_UP_CARD}
      wrongAccountCard={() => NOT_A_COUPLE_CARD}
      resource={{ data: timeline.data, error: timeline.error, retry: () => void timeline.mutate(), errorTitle: 'Your timeline could not be loaded' }}
      loading={{ label: 'Loading your timeline…', skeleton: <GateSkeleton /> }}
    >
      {() => children}
    </SignInGate>
  );
}

const SIGN_UP_CARD = {
  icon: <ListChecksIcon />,
  title: 'Plan your wedding month by month',
  text: 'Create a free couple’s account and we will turn your wedding date into a checklist: venue, vendors, attire, invitations and more, with progress you can tick off, export to your calendar and share.',
  links: [
    { to: '/sign-up', label: 'Create a free account' },
    { to: '/sign-in?next=/timeline', label: 'Sign In' },
  ],
};

const NOT_A_COUPLE_CARD = {
  icon: <AlertIcon />,
  title: 'The timeline is for couples',
  text: 'You are signed in with a venue or vendor account. The planning timeline belongs to a couple’s account: sign in with one, or create one for your own wedding.',
  links: [
    { to: '/search', label: 'Browse venues' },
    { to: '/sign-up', label: 'Create a couple’s account' },
  ],
};

function GateSkeleton() {
  return (
    <StyledSkeletons>
      <Skeleton $height="2.75rem" $width="min(40rem, 100%)" />
      <Skeleton $height="11rem" />
      <Skeleton $height="18rem" />
    </StyledSkeletons>
  );
}

const StyledSkeletons = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;
