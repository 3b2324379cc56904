import type { ReactNode } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../../lib/api-client';
import { Button, ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Container } from '../../../ui/container';
import { AlertIcon, RefreshIcon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import { StateMessage } from '../../../ui/state-message';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import { useMyVendorProfile } from '../api/get-my-vendor-profile';
import { useSignedInAccount } from '../api/get-signed-in-account';
import type { SignedInAccount, VendorProfile } from '../types';

interface VendorGateProps {
  children(account: SignedInAccount, profile: VendorProfile | null): ReactNode;
}

/**
 * The dashboard for a signed-in vendor; a visitor gets the sign-in card and any other account
 * a short explanation. The vendor's profile comes along, null until the first save.
 */
export function VendorGate({ children }: VendorGateProps) {
  const { data: account, error: accountError, mutate: retryAccount } = useSignedInAccount();
  const isVendor = account?.accountType === 'vendor';
  const { data: profile, error: profileError, mutate: retryProfile } = useMyVendorProfile(isVendor);

  if (accountError) return <LoadError title="We could not check your account" error={accountError} retry={() => void retryAccount()} />;
  if (account === undefined) return <GateLoading />;
  if (account === null) return <SignInCard />;
  if (!isVendor) return <NotAVendor account={account} />;
  if (profileError) return <LoadError title="Your vendor profile could not be loaded" error={profileError} retry={() => void retryProfile()} />;
  if (profile === undefined) return <GateLoading />;
  return <>{children(account, profile)}</>;
}

function SignInCard() {
  return (
    <StyledWrap>
      <StyledCard>
        <StyledMark aria-hidden="true">
          <CameraIcon />
        </StyledMark>
        <h2>Sign in to manage your vendor profile</h2>
        <StyledText>
          Photographers, caterers, florists, bands and bakers show their work to couples on the venue pages of the towns
          they serve. Sign in with your vendor account to edit your profile, or create one in a minute.
        </StyledText>
        <StyledActions>
          <ButtonLink to="/sign-in?next=/vendor-dashboard">Sign in</ButtonLink>
          <ButtonLink to="/sign-up" $variant="outline">
            Create a vendor account
          </ButtonLink>
        </StyledActions>
      </StyledCard>
    </StyledWrap>
  );
}

function NotAVendor({ account }: { account: SignedInAccount }) {
  const owner = account.accountType === 'venue';
  return (
    <StyledWrap>
      <StyledCard>
        <StyledMark aria-hidden="true">
          <AlertIcon />
        </StyledMark>
        <h2>This area is for wedding vendors</h2>
        <StyledText>
          You are signed in with a {owner ? 'venue owner' : 'couple'} account. Vendor profiles belong to vendor accounts:
          sign out and create one to show your services to couples.
        </StyledText>
        <StyledActions>
          {owner ? (
            <ButtonLink to="/venue-dashboard">Go to your venue dashboard</ButtonLink>
          ) : (
            <ButtonLink to="/search">Browse venues</ButtonLink>
          )}
        </StyledActions>
      </StyledCard>
    </StyledWrap>
  );
}

function LoadError({ title, error, retry }: { title: string; error: Error; retry(): void }) {
  return (
    <StyledWrap>
      <StateMessage
        tone="error"
        icon={<AlertIcon />}
        title={title}
        action={
          <Button $variant="outline" onClick={retry}>
            <RefreshIcon /> Try again
          </Button>
        }
      >
        {errorMessage(error)}
      </StateMessage>
    </StyledWrap>
  );
}

function GateLoading() {
  return (
    <StyledWrap role="status" aria-busy="true">
      <VisuallyHidden>Loading your vendor profile…</VisuallyHidden>
      <StyledSkeletons aria-hidden="true">
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
    </StyledWrap>
  );
}

/** A camera: the sign-in card's mark (vendors show their work). */
function CameraIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" focusable="false">
      <path d="M4 8h3l1.6-2.4A1.5 1.5 0 0 1 9.9 5h4.2a1.5 1.5 0 0 1 1.3.6L17 8h3a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1Z" />
      <circle cx="12" cy="13" r="3.5" />
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
