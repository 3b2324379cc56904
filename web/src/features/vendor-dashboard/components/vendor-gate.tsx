import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useCurrentAccount, type Account } from '@/shared/api/current-account';
import { AlertIcon, CameraIcon } from '@/ui/icons';
import { SignInGate } from '@/ui/sign-in-gate';
import { Skeleton } from '@/ui/skeleton';
import { useMyVendorProfile } from '../api/get-my-vendor-profile';
import type { VendorProfile } from '../types';

interface VendorGateProps {
  children(account: Account, profile: VendorProfile | null): ReactNode;
}

const isVendor = (account: Account | null | undefined) => account?.accountType === 'vendor';

/**
 * The dashboard for a signed-in vendor; a visitor gets the sign-in card and any other account
 * a short explanation. The vendor's profile comes along, null until the first save.
 */
export function VendorGate({ children }: VendorGateProps) {
  const account = useCurrentAccount();
  const profile = useMyVendorProfile(isVendor(account.data));
  return (
    <SignInGate
      account={{ data: account.data, error: account.error, retry: () => void account.mutate() }}
      admits={isVendor}
      signInCard={SIGN_IN_CARD}
      wrongAccountCard={wrongAccountCard}
      resource={{ data: profile.data, error: profile.error, retry: () => void profile.mutate(), errorTitle: 'Your vendor profile could not be loaded' }}
      loading={{ label: 'Loading your vendor profile…', skeleton: <ProfileSkeleton /> }}
    >
      {children}
    </SignInGate>
  );
}

const SIGN_IN_CARD = {
  icon: <CameraIcon />,
  title: 'Sign in to manage your vendor profile',
  text: 'Photographers, caterers, florists, bands and bakers show their work to couples on the venue pages of the towns they serve. Sign in with your vendor account to edit your profile, or create one in a minute.',
  links: [
    { to: '/sign-in?next=/vendor-dashboard', label: 'Sign in' },
    { to: '/sign-up', label: 'Create a vendor account' },
  ],
};

function wrongAccountCard(account: Account) {
  const owner = account.accountType === 'venue';
  return {
    icon: <AlertIcon />,
    title: 'This area is for wedding vendors',
    text: `You are signed in with a ${owner ? 'venue owner' : 'couple'} account. Vendor profiles belong to vendor accounts: sign out and create one to show your services to couples.`,
    links: [owner ? { to: '/venue-dashboard', label: 'Go to your venue dashboard' } : { to: '/search', label: 'Browse venues' }],
  };
}

function ProfileSkeleton() {
  return (
    <StyledSkeletons>
      <StyledSkeletonColumn>
        <Skeleton $height="2rem" $width="min(18rem, 70%)" />
        <Skeleton $height="2.75rem" />
        <Skeleton $height="2.75rem" />
        <Skeleton $height="8rem" />
        <Skeleton $height="6rem" />
      </StyledSkeletonColumn>
      <StyledSkeletonColumn>
        <Skeleton $height="2rem" $width="60%" />
        <Skeleton $ratio="16 / 10" />
        <Skeleton $height="6rem" />
      </StyledSkeletonColumn>
    </StyledSkeletons>
  );
}

const StyledSkeletons = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[8]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 22rem;
  }
`;

const StyledSkeletonColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;
