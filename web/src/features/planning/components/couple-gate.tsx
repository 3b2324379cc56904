import type { ReactNode } from 'react';
import styled from 'styled-components';
import { plannedWeddingId } from '@/lib/planning-scope';
import { useCurrentAccount, type Account } from '@/shared/api/current-account';
import { useMyWedding, type MyWedding } from '@/shared/api/my-wedding';
import { AlertIcon, HeartIcon } from '@/ui/icons';
import { SignInGate, type GateCardContent } from '@/ui/sign-in-gate';
import { Skeleton } from '@/ui/skeleton';

// A couple plans their own wedding; anyone else plans the one they joined through an invitation.
const plans = (account: Account | null | undefined) => !!account && (account.accountType === 'customer' || plannedWeddingId() !== null);

const SIGN_IN_CARD: GateCardContent = {
  icon: <HeartIcon />,
  title: 'Plan your wedding in one place',
  text: 'Create a free account to keep your timeline, budget and guest list together, see how many days are left and pick up where you left off on any device. Bookings you made in this browser come with you.',
  links: [
    { to: '/sign-up', label: 'Create Your Account' },
    { to: '/sign-in?next=/planning', label: 'Sign In' },
  ],
};

const DASHBOARDS: Record<string, { to: string; label: string }> = {
  venue: { to: '/venue-dashboard', label: 'Go to your venue dashboard' },
  vendor: { to: '/vendor-dashboard', label: 'Go to your vendor dashboard' },
};

function notACoupleCard(account: Account): GateCardContent {
  const dashboard = DASHBOARDS[account.accountType] ?? { to: account.landingPage, label: 'Go to your dashboard' };
  return {
    icon: <AlertIcon />,
    title: 'Wedding planning is for couples',
    text: `You are signed in with a ${account.accountType} account. The planning dashboard keeps a couple's timeline, budget and guests; your own tools are on your dashboard.`,
    links: [dashboard, { to: '/search', label: 'Browse venues' }],
  };
}

/**
 * Shows the dashboard to a signed-in couple (or someone they invited) once the wedding has
 * loaded; a visitor is invited to sign up or in, an owner or a vendor is sent to their own dashboard.
 */
export function CoupleGate({ children }: { children(account: Account, wedding: MyWedding): ReactNode }) {
  const account = useCurrentAccount();
  const wedding = useMyWedding(plans(account.data));
  return (
    <SignInGate
      account={{ data: account.data, error: account.error, retry: () => void account.mutate() }}
      admits={plans}
      signInCard={SIGN_IN_CARD}
      wrongAccountCard={notACoupleCard}
      resource={{ data: wedding.data, error: wedding.error, retry: () => void wedding.mutate(), errorTitle: 'Your wedding could not be loaded' }}
      loading={{ label: 'Loading your wedding…', skeleton: <PlanningSkeleton /> }}
    >
      {children}
    </SignInGate>
  );
}

function PlanningSkeleton() {
  return (
    <StyledSkeletons>
      <Skeleton $height="2.75rem" $width="min(28rem, 100%)" $round />
      <StyledRow>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} $height="6.5rem" />
        ))}
      </StyledRow>
      <Skeleton $height="16rem" />
    </StyledSkeletons>
  );
}

const StyledSkeletons = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;
