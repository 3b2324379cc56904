import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@/lib/api-client';
import { MessageIcon } from '@/ui/icons';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { StateMessage } from '@/ui/state-message';
import { useVenueInquiries } from '../api/get-venue-inquiries';
import { useInquiryActions } from '../hooks/use-inquiry-actions';
import { newestFirst } from '../utils/inquiry-status';
import { InquiryCard } from './inquiry-card';
import { ReplyDialog } from './reply-dialog';

/** The venue's inquiries, newest first: reply by email, mark one handled or reopen it. */
export function InquiriesPanel({ venueId }: { venueId: string }) {
  const { data, error, isLoading, mutate } = useVenueInquiries(venueId);
  const { reply, close, reopen, closingIds } = useInquiryActions(venueId);
  const [replyId, setReplyId] = useState<string | null>(null);
  const replyTo = replyId ? (data?.find((i) => i.id === replyId) ?? null) : null;

  if (error && !data) {
    return (
      <LoadError title="Inquiries could not be loaded" onRetry={() => void mutate()}>
        {errorMessage(error)}
      </LoadError>
    );
  }
  if (isLoading || !data) {
    return (
      <StyledList as="div" role="status" aria-label="Loading inquiries">
        {Array.from({ length: 2 }, (_, i) => (
          <Skeleton key={i} $height="9rem" />
        ))}
      </StyledList>
    );
  }
  if (!data.length) {
    return (
      <StateMessage icon={<MessageIcon />} title="No inquiries yet">
        When a couple asks about your venue from its public page, their message shows up here for you to answer.
      </StateMessage>
    );
  }

  return (
    <>
      <StyledList aria-label="Inquiries">
        {newestFirst(data).map((inquiry) => (
          <InquiryCard
            key={inquiry.id}
            inquiry={inquiry}
            closing={closingIds.has(inquiry.id)}
            onReply={() => setReplyId(inquiry.id)}
            onClose={() => void close(inquiry)}
            onReopen={() => void reopen(inquiry)}
          />
        ))}
      </StyledList>
      <ReplyDialog
        inquiry={replyTo}
        onOpenChange={(open) => {
          if (!open) setReplyId(null);
        }}
        onSend={async (inquiry, message) => {
          const sent = await reply(inquiry, message);
          if (sent) setReplyId(null);
          return sent;
        }}
      />
    </>
  );
}

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
