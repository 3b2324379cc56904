import { useEffect, useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import styled from 'styled-components';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { currentAccountKey, useAccountOrNobody } from '@/shared/api/current-account';
import { ConfirmEmailNotice } from '@/shared/components/confirm-email-notice';
import { Button, ButtonLink } from '@/ui/button';
import { AlertIcon, ArrowRightIcon, CheckIcon, RefreshIcon } from '@/ui/icons';
import { LoadingShape, Skeleton } from '@/ui/skeleton';
import { verifyEmail, type VerifiedEmail } from '../api/verify-email';
import { safeNextPath } from '../utils/next-path';

type Outcome =
  | { kind: 'checking' }
  | { kind: 'confirmed'; result: VerifiedEmail }
  | { kind: 'dead-link' }
  | { kind: 'failed'; message: string };

/** What a confirmed address opens up, by where the account lands. */
const NOW_YOU_CAN: Record<string, string> = {
  '/venue-dashboard': 'You can now submit your venue for couples to find.',
  '/vendor-dashboard': 'You can now show your vendor profile to couples.',
  '/search': 'You can now invite your guests to RSVP.',
};

/** What the mailed link opens: /verify-email?token=... confirms the address at once. */
export function VerifyEmailView({ token }: { token: string | null }) {
  const { mutate } = useSWRConfig();
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'checking' });

  useEffect(() => {
    if (!token) return;
    let current = true;
    setOutcome({ kind: 'checking' });
    verifyEmail(token).then(
      (result) => {
        if (!current) return;
        setOutcome({ kind: 'confirmed', result });
        // The banner and the gates learn at once that the address is confirmed.
        void mutate(currentAccountKey);
      },
      (error: unknown) => {
        if (!current) return;
        if (hasErrorCode(error, 'ACCOUNT.VERIFICATION_LINK_EXPIRED')) setOutcome({ kind: 'dead-link' });
        else setOutcome({ kind: 'failed', message: errorMessage(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [token, attempt, mutate]);

  if (!token) {
    return (
      <DeadLink title="This link is incomplete">
        Open the link from your email again. If it still does not work, ask for a new one.
      </DeadLink>
    );
  }
  switch (outcome.kind) {
    case 'checking':
      return (
        <LoadingShape label="Confirming your email address…">
          <StyledCenter>
            <Skeleton $width="3rem" $height="3rem" $round />
            <Skeleton $width="70%" $height="1.75rem" />
            <Skeleton $width="90%" $height="1rem" />
          </StyledCenter>
        </LoadingShape>
      );
    case 'confirmed':
      return (
        <StyledCenter role="status">
          <StyledMark $tone="success" aria-hidden="true">
            <CheckIcon />
          </StyledMark>
          <h2>Your email is confirmed</h2>
          <p>
            Thank you! <StyledEmail>{outcome.result.email}</StyledEmail> is confirmed. {NOW_YOU_CAN[outcome.result.landingPage] ?? NOW_YOU_CAN['/search']}
          </p>
          <ButtonLink to={safeNextPath(outcome.result.landingPage)} $size="lg">
            Continue <ArrowRightIcon />
          </ButtonLink>
        </StyledCenter>
      );
    case 'dead-link':
      // Our own words: the server's ("Sign in to ask for a new one") do not fit a signed-in reader.
      return <DeadLink title="This link no longer works">It has expired, was already used, or a newer link replaced it.</DeadLink>;
    case 'failed':
      return (
        <StyledCenter role="alert">
          <StyledMark $tone="danger" aria-hidden="true">
            <AlertIcon />
          </StyledMark>
          <h2>We could not confirm your email just now</h2>
          <p>{outcome.message}</p>
          <Button $variant="outline" onClick={() => setAttempt((n) => n + 1)}>
            <RefreshIcon /> Try again
          </Button>
        </StyledCenter>
      );
  }
}

/** A used, replaced or broken link: a new one for a signed-in account, sign-in for a visitor. */
function DeadLink({ title, children }: { title: string; children: ReactNode }) {
  const account = useAccountOrNobody();
  return (
    <StyledCenter>
      <StyledMark $tone="danger" aria-hidden="true">
        <AlertIcon />
      </StyledMark>
      <h2>{title}</h2>
      <p role="alert">{children}</p>
      {account && !account.emailVerified && (
        <StyledNotice title="Ask for a new link.">
          We will mail it to <StyledEmail>{account.email}</StyledEmail>; it replaces every older one.
        </StyledNotice>
      )}
      {account?.emailVerified && (
        <>
          <p>Good news: your email address is already confirmed.</p>
          <ButtonLink to={safeNextPath(account.landingPage)}>
            Continue <ArrowRightIcon />
          </ButtonLink>
        </>
      )}
      {account === null && (
        <ButtonLink to="/sign-in" $variant="secondary">
          Sign in to ask for a new link
        </ButtonLink>
      )}
    </StyledCenter>
  );
}

const StyledCenter = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  text-align: center;
  overflow-wrap: anywhere;

  h2 { font-size: ${({ theme }) => theme.fontSizes['2xl']}; }
  p { max-width: ${({ theme }) => theme.sizes.prose}; color: ${({ theme }) => theme.colors.inkMuted}; }
  > a, > button { margin-top: ${({ theme }) => theme.space[3]}; }
`;

const StyledMark = styled.span<{ $tone: 'success' | 'danger' }>`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space[12]};
  height: ${({ theme }) => theme.space[12]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.successLight : theme.colors.dangerLight)};
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)};
  svg { width: ${({ theme }) => theme.space[6]}; height: ${({ theme }) => theme.space[6]}; }
`;

const StyledEmail = styled.strong`
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledNotice = styled(ConfirmEmailNotice)`
  margin-top: ${({ theme }) => theme.space[3]};
  text-align: left;
`;
