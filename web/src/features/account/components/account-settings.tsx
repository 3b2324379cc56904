import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import styled from 'styled-components';
import { errorMessage } from '@/lib/api-client';
import { forgetPlannedWedding } from '@/lib/planning-scope';
import { scrollToTop } from '@/lib/scroll';
import { currentAccountKey, useCurrentAccount, type Account } from '@/shared/api/current-account';
import { forgetSessionDrafts } from '@/shared/session-drafts';
import { Button, ButtonLink } from '@/ui/button';
import { Card, CardBody } from '@/ui/card';
import { DownloadIcon, TrashIcon } from '@/ui/icons';
import { LoadError } from '@/ui/load-error';
import { LoadingShape, Skeleton } from '@/ui/skeleton';
import { toast } from '@/ui/toast/use-toast';
import { downloadMyData, type DeletedAccount } from '../api/my-account';
import { DeleteAccountDialog, StyledDanger } from './delete-account-dialog';

/** /account: the signed-in person's data, to take with them or to delete. */
export function AccountSettings() {
  const { data: account, error, mutate } = useCurrentAccount();
  if (error) {
    return (
      <LoadError title="We could not check your account" onRetry={() => void mutate()}>
        {errorMessage(error)}
      </LoadError>
    );
  }
  if (account === undefined) {
    return (
      <LoadingShape label="Loading your account">
        <Skeleton $height="16rem" />
      </LoadingShape>
    );
  }
  if (account === null) {
    return (
      <StyledCard>
        <CardBody>
          <h2>Sign in to manage your data</h2>
          <p>Sign in to download everything we store about you, or to delete your account.</p>
          <ButtonLink to="/sign-in?next=%2Faccount">Sign In</ButtonLink>
        </CardBody>
      </StyledCard>
    );
  }
  return <SignedInSettings account={account} />;
}

function SignedInSettings({ account }: { account: Account }) {
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const isOwner = account.accountType === 'venue';

  const download = async () => {
    setDownloading(true);
    try {
      const fileName = await downloadMyData();
      toast({ title: 'Your data is downloading', description: fileName, variant: 'success' });
    } catch (error) {
      toast({ title: 'Download failed', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  };

  const deleted = async (result: DeletedAccount) => {
    setDeleting(false);
    forgetPlannedWedding();
    forgetSessionDrafts();
    await mutate(currentAccountKey, null, { revalidate: false });
    void mutate((key) => key !== currentAccountKey, undefined, { revalidate: false });
    navigate('/');
    scrollToTop();
    const cancelled = result.cancelledBookings
      ? ` ${result.cancelledBookings === 1 ? 'One booking ahead was' : `${result.cancelledBookings} bookings ahead were`} cancelled and the venue told.`
      : '';
    toast({ title: 'Your account was deleted', description: `Your personal data was removed.${cancelled}` });
  };

  return (
    <StyledGrid>
      <StyledCard>
        <CardBody>
          <h2>Your account</h2>
          <StyledFacts>
            <div>
              <dt>Name</dt>
              <dd>
                {account.firstName} {account.lastName}
              </dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{account.email}</dd>
            </div>
            {account.phone && (
              <div>
                <dt>Phone</dt>
                <dd>{account.phone}</dd>
              </div>
            )}
          </StyledFacts>
          <p>
            What we store, why and for how long is in our <Link to="/privacy">Privacy Policy</Link>.
          </p>
        </CardBody>
      </StyledCard>

      <StyledCard>
        <CardBody>
          <h2>Download my data</h2>
          <p>
            One JSON file with your account, bookings and their guest lists, inquiries you sent, your wedding planning, reviews you wrote
            {account.accountType === 'vendor' ? ', and your vendor profile and leads' : isOwner ? ', and your venues' : ''}. Passwords and link
            secrets are never included.
          </p>
          <Button $variant="outline" onClick={() => void download()} disabled={downloading}>
            <DownloadIcon /> {downloading ? 'Preparing...' : 'Download my data'}
          </Button>
        </CardBody>
      </StyledCard>

      <StyledCard $danger>
        <CardBody>
          <h2>Delete my account</h2>
          <p>
            Deletes your account, guest lists and planning, cancels bookings still ahead (their venues are told), and removes your name, email and
            phone from everything that stays for the venues' records. This cannot be undone.
          </p>
          {isOwner && <StyledNote>If you own venues, transfer or remove them first: couples' bookings depend on them.</StyledNote>}
          <StyledDanger onClick={() => setDeleting(true)}>
            <TrashIcon /> Delete my account
          </StyledDanger>
        </CardBody>
      </StyledCard>

      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} onDeleted={(result) => void deleted(result)} />
    </StyledGrid>
  );
}

const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  max-width: 46rem;
  margin: 0 auto;
`;

const StyledCard = styled(Card)<{ $danger?: boolean }>`
  border-color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.border)};
  h2 {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.oakDeep};
  }
  p {
    margin-bottom: ${({ theme }) => theme.space[4]};
    color: ${({ theme }) => theme.colors.inkMuted};
    line-height: 1.6;
  }
  p a { color: ${({ theme }) => theme.colors.terracottaText}; text-underline-offset: 3px; }
`;

const StyledFacts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  overflow-wrap: anywhere;
  > div { display: grid; grid-template-columns: 5rem 1fr; gap: ${({ theme }) => theme.space[3]}; }
  dt { color: ${({ theme }) => theme.colors.inkMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  dd { color: ${({ theme }) => theme.colors.ink}; }
`;

const StyledNote = styled.p`
  && { color: ${({ theme }) => theme.colors.ink}; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
`;
