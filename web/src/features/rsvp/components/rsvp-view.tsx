import { useId, useState } from 'react';
import styled from 'styled-components';
import { errorMessage, hasErrorCode, type ErrorCode } from '@/lib/api-client';
import { scrollToTop } from '@/lib/scroll';
import { LoadError } from '@/ui/load-error';
import { PageTitle } from '@/ui/page-title';
import { HeadMeta } from '@/ui/head-meta';
import { Skeleton } from '@/ui/skeleton';
import { VisuallyHidden } from '@/ui/visually-hidden';
import { useInvitation } from '../api/invitation';
import type { Invitation } from '../types';
import { ForgetMe, Forgotten } from './forget-me';
import { InvitationDetails } from './invitation-details';
import { RsvpAnswer } from './rsvp-answer';
import { RsvpCard } from './rsvp-card';
import { RsvpForm } from './rsvp-form';
import { RsvpNotFound } from './rsvp-not-found';

/** A token that cannot be one, or an unknown or replaced one. */
const NOT_FOUND_CODES: readonly ErrorCode[] = ['INVITATION.NOT_FOUND', 'REQUEST.INVALID_INPUT', 'REQUEST.MALFORMED_TEXT', 'REQUEST.CONTROL_CHARACTER'];

/** The guest's page behind the link in their invitation email. */
export function RsvpView({ token }: { token: string }) {
  const { data: invitation, error, isLoading, mutate } = useInvitation(token);
  const [forgotten, setForgotten] = useState(false);

  return (
    <>
      <PageTitle title="RSVP" />
      {/* The link is a credential: keep it out of Referer headers and search engines. */}
      <HeadMeta name="referrer" content="no-referrer" />
      <HeadMeta name="robots" content="noindex" />
      {forgotten ? (
        <RsvpCard>
          <Forgotten />
        </RsvpCard>
      ) : isLoading ? (
        <RsvpCard>
          <StyledLoading role="status">
            <VisuallyHidden>Opening your invitation…</VisuallyHidden>
            <Skeleton $width="8rem" />
            <Skeleton $width="70%" $height="2.5rem" />
            <Skeleton $width="60%" />
            <Skeleton $height="5rem" />
            <Skeleton $height="4.25rem" />
          </StyledLoading>
        </RsvpCard>
      ) : hasErrorCode(error, ...NOT_FOUND_CODES) ? (
        <RsvpNotFound />
      ) : error || !invitation ? (
        <RsvpCard>
          <LoadError title="We couldn't open your invitation" onRetry={() => void mutate()}>
            {error instanceof TypeError ? errorMessage(error) : 'Something went wrong on our side. Please try again in a moment.'}
          </LoadError>
        </RsvpCard>
      ) : (
        <InvitationCard
          token={token}
          invitation={invitation}
          onUpdate={(updated) => void mutate(updated, { revalidate: false })}
          onGone={() => void mutate()}
          onForgotten={() => {
            setForgotten(true);
            scrollToTop();
          }}
        />
      )}
    </>
  );
}

type Mode = 'form' | 'answered' | 'thanks';

interface InvitationCardProps {
  token: string;
  invitation: Invitation;
  onUpdate(updated: Invitation): void;
  onGone(): void;
  onForgotten(): void;
}

function InvitationCard({ token, invitation, onUpdate, onGone, onForgotten }: InvitationCardProps) {
  const headingId = useId();
  const [mode, setMode] = useState<Mode>(invitation.rsvpStatus === 'pending' ? 'form' : 'answered');
  const showForm = invitation.canRespond && mode === 'form';

  return (
    <RsvpCard labelledBy={headingId}>
      <InvitationDetails invitation={invitation} headingId={headingId} />
      {showForm ? (
        <RsvpForm
          token={token}
          invitation={invitation}
          onAnswered={(updated) => {
            onUpdate(updated);
            setMode('thanks');
          }}
          onGone={onGone}
          onCancel={invitation.rsvpStatus === 'pending' ? undefined : () => setMode('answered')}
        />
      ) : invitation.rsvpStatus === 'pending' ? (
        <StyledClosed>Answers for this wedding are closed. Please contact {invitation.coupleName} directly.</StyledClosed>
      ) : (
        <RsvpAnswer invitation={invitation} justSent={mode === 'thanks'} onChange={invitation.canRespond ? () => setMode('form') : undefined} />
      )}
      <ForgetMe token={token} coupleName={invitation.coupleName} onForgotten={onForgotten} />
    </RsvpCard>
  );
}

const StyledLoading = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledClosed = styled.p`
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.creamDeep};
  color: ${({ theme }) => theme.colors.inkMuted};
  text-align: center;
`;
