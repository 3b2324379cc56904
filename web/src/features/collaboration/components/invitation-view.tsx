import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { isCalendarDate } from '@domain/shared/calendar-date';
import { errorMessage, hasErrorCode, type ErrorCode } from '@/lib/api-client';
import { choosePlannedWedding } from '@/lib/planning-scope';
import { scrollToTop } from '@/lib/scroll';
import { currentAccountKey, useCurrentAccount } from '@/shared/api/current-account';
import { Button, ButtonLink } from '@/ui/button';
import { longDate } from '@/ui/calendar-month';
import { Notice } from '@/ui/notice';
import { CalendarIcon, CheckIcon, LogOutIcon, MailIcon, UsersIcon } from '@/ui/icons';
import { LoadError } from '@/ui/load-error';
import { PageTitle } from '@/ui/page-title';
import { HeadMeta } from '@/ui/head-meta';
import { LoadingShape, Skeleton, SkeletonStack } from '@/ui/skeleton';
import { toast } from '@/ui/toast/use-toast';
import { Eyebrow } from '@/ui/typography';
import { acceptInvitation, invitationsKeyPrefix, useInvitation } from '../api/invitations';
import type { Invitation } from '../types';
import { ROLE_AS } from '../utils/invitation-words';
import { roleSummary } from '../utils/roles';
import { InvitationCard } from './invitation-card';

/** An unknown or withdrawn link, or one that cannot be a token. */
const NOT_FOUND_CODES: readonly ErrorCode[] = ['PLANNING.INVITATION_NOT_FOUND', 'REQUEST.INVALID_INPUT', 'REQUEST.MALFORMED_TEXT', 'REQUEST.CONTROL_CHARACTER'];
const TITLE_ID = 'team-invitation-title';

interface InvitationViewProps {
  token: string;
  /** Signs out and stays on this page (the app passes the auth feature's sign-out). */
  onSignOut(): void;
  signingOut: boolean;
}

/** /invitations/{token}: the page behind the link a couple mails to their planner, family or friends. */
export function InvitationView({ token, onSignOut, signingOut }: InvitationViewProps) {
  const { data: invitation, error, mutate } = useInvitation(token);
  return (
    <>
      <PageTitle title="Wedding Planning Invitation" />
      {/* The link is a credential: keep it out of Referer headers and search engines. */}
      <HeadMeta name="referrer" content="no-referrer" />
      <HeadMeta name="robots" content="noindex" />
      {hasErrorCode(error, ...NOT_FOUND_CODES) ? (
        <InvitationNotFound />
      ) : error ? (
        <InvitationCard>
          <LoadError title="We couldn't open your invitation" onRetry={() => void mutate()}>
            {errorMessage(error)}
          </LoadError>
        </InvitationCard>
      ) : !invitation ? (
        <InvitationCard>
          <LoadingShape label="Opening your invitation…">
            <SkeletonStack>
              <Skeleton $width="8rem" />
              <Skeleton $width="80%" $height="2.5rem" />
              <Skeleton $width="60%" />
              <Skeleton $height="4rem" />
            </SkeletonStack>
          </LoadingShape>
        </InvitationCard>
      ) : (
        <InvitationCard labelledBy={TITLE_ID}>
          <InvitationDetails invitation={invitation} />
          <InvitationAnswer token={token} invitation={invitation} onSignOut={onSignOut} signingOut={signingOut} />
        </InvitationCard>
      )}
    </>
  );
}

function InvitationDetails({ invitation }: { invitation: Invitation }) {
  return (
    <StyledDetails>
      <Eyebrow>You're invited</Eyebrow>
      <StyledTitle id={TITLE_ID}>Plan {invitation.coupleName}'s wedding</StyledTitle>
      <StyledLead>
        <strong>{invitation.invitedBy}</strong> invited you to plan <strong>{invitation.coupleName}</strong>'s wedding as{' '}
        <strong>{ROLE_AS[invitation.role]}</strong>.
      </StyledLead>
      <StyledFacts>
        <li>
          <CalendarIcon aria-hidden="true" />
          {invitation.weddingDate && isCalendarDate(invitation.weddingDate) ? longDate(invitation.weddingDate) : 'Wedding date not set yet'}
        </li>
        <li>
          <UsersIcon aria-hidden="true" />
          {roleSummary(invitation.role)}
        </li>
        <li>
          <MailIcon aria-hidden="true" />
          <span>
            Sent to <strong>{invitation.email}</strong>
          </span>
        </li>
      </StyledFacts>
    </StyledDetails>
  );
}

type AnswerProps = { token: string; invitation: Invitation; onSignOut(): void; signingOut: boolean };

/** Sign in or up first; then Accept, as the account the invitation was sent to. */
function InvitationAnswer({ token, invitation, onSignOut, signingOut }: AnswerProps) {
  const account = useCurrentAccount();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [accepting, setAccepting] = useState(false);
  const [refusal, setRefusal] = useState<{ wrongAccount: boolean; message: string } | null>(null);
  const here = `/invitations/${encodeURIComponent(token)}`;

  if (invitation.status === 'accepted') {
    return (
      <StyledActions>
        <StyledDone role="status">
          <CheckIcon aria-hidden="true" /> This invitation has been accepted.
        </StyledDone>
        <ButtonLink to={account.data ? '/planning' : `/sign-in?next=${encodeURIComponent('/planning')}`}>
          {account.data ? 'Go to planning' : 'Sign in to plan'}
        </ButtonLink>
      </StyledActions>
    );
  }

  if (account.data === undefined && !account.error) {
    return (
      <LoadingShape label="Checking your account…">
        <Skeleton $height="3rem" />
      </LoadingShape>
    );
  }

  if (!account.data) {
    const next = encodeURIComponent(here);
    return (
      <StyledActions>
        <p>
          Sign in, or create a free account with <strong>{invitation.email}</strong>, to accept.
        </p>
        <StyledButtons>
          <ButtonLink to={`/sign-in?next=${next}`}>Sign in</ButtonLink>
          <ButtonLink to={`/sign-up?next=${next}&email=${encodeURIComponent(invitation.email)}`} $variant="outline">
            Create an account
          </ButtonLink>
        </StyledButtons>
      </StyledActions>
    );
  }

  const accept = async () => {
    if (accepting) return;
    setAccepting(true);
    setRefusal(null);
    try {
      const joined = await acceptInvitation(token);
      choosePlannedWedding(joined.weddingId);
      // Whatever was read for the account's own wedding is read again for this one.
      await mutate((key) => key !== currentAccountKey && !(Array.isArray(key) && key[0] === invitationsKeyPrefix), undefined, { revalidate: false });
      toast({ title: 'Welcome to the Team', description: `You are now planning ${joined.coupleName}'s wedding.`, variant: 'success' });
      navigate('/planning');
      scrollToTop();
    } catch (failure) {
      setRefusal({ wrongAccount: hasErrorCode(failure, 'PLANNING.INVITATION_FOR_ANOTHER_EMAIL'), message: errorMessage(failure) });
      setAccepting(false);
    }
  };

  return (
    <StyledActions>
      <p>
        Signed in as <strong>{account.data.email}</strong>.
      </p>
      {refusal && (
        <StyledRefusal>
          <Notice role="alert">{refusal.message}</Notice>
          {refusal.wrongAccount && (
            <Button $variant="outline" onClick={onSignOut} disabled={signingOut}>
              <LogOutIcon aria-hidden="true" /> {signingOut ? 'Signing out…' : 'Sign out'}
            </Button>
          )}
        </StyledRefusal>
      )}
      {/* Another account cannot accept it however often it tries: only the way out is offered. */}
      {!refusal?.wrongAccount && (
        <Button $size="lg" onClick={() => void accept()} disabled={accepting}>
          <CheckIcon aria-hidden="true" /> {accepting ? 'Accepting…' : 'Accept invitation'}
        </Button>
      )}
    </StyledActions>
  );
}

function InvitationNotFound() {
  return (
    <InvitationCard labelledBy="team-invitation-not-found">
      <StyledCentered>
        <StyledTitle id="team-invitation-not-found">This invitation link isn't working</StyledTitle>
        <p>The couple may have withdrawn it, or the link may be incomplete. Ask whoever invited you to send a new invitation.</p>
        <ButtonLink to="/" $variant="outline">
          Visit Hill Country Weddings
        </ButtonLink>
      </StyledCentered>
    </InvitationCard>
  );
}

const StyledDetails = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  overflow-wrap: anywhere;
`;

const StyledTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const StyledLead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.ink};
`;

const StyledFacts = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li { display: flex; align-items: flex-start; gap: ${({ theme }) => theme.space[2]}; min-width: 0; }
  svg { flex: none; width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; margin-top: 0.2em; color: ${({ theme }) => theme.colors.oak}; }
  strong { color: ${({ theme }) => theme.colors.ink}; }
`;

const StyledActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[5]};
  border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;

  > p { color: ${({ theme }) => theme.colors.inkMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  > p strong { color: ${({ theme }) => theme.colors.ink}; }
`;

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  > * { flex: 1 1 10rem; }
`;

const StyledRefusal = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledDone = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  svg { width: ${({ theme }) => theme.sizes.icon}; height: ${({ theme }) => theme.sizes.icon}; }
`;

const StyledCentered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  text-align: center;
  p { max-width: 28rem; color: ${({ theme }) => theme.colors.inkMuted}; }
`;
