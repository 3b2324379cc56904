import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { REPLY_MAX_LENGTH } from '@domain/venue-management/use-cases/manage-venue-inquiries';
import { Button } from '@/ui/button';
import { Dialog, DialogClose } from '@/ui/dialog';
import { Field, Input, Label } from '@/ui/field';
import type { VenueInquiry } from '../types';

interface ReplyDialogProps {
  inquiry: VenueInquiry | null;
  onOpenChange(open: boolean): void;
  /** Resolves true when the reply went out (the dialog then closes). */
  onSend(inquiry: VenueInquiry, message: string): Promise<boolean>;
}

/** The reply goes to the couple by email, signed with the owner's name and the venue. */
export function ReplyDialog({ inquiry, onOpenChange, onSend }: ReplyDialogProps) {
  const textId = useId();
  const countId = useId();
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);

  // A fresh draft for each inquiry opened.
  useEffect(() => {
    setMessage('');
  }, [inquiry?.id]);

  const blank = message.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!inquiry || blank || sending) return;
    setSending(true);
    try {
      await onSend(inquiry, message.trim());
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open={inquiry !== null}
      onOpenChange={onOpenChange}
      title={inquiry ? `Reply to ${inquiry.coupleName}` : 'Reply'}
      description={
        inquiry
          ? `We email your reply to ${inquiry.email}, signed with your name and the venue.${inquiry.status === 'closed' ? ' Replying reopens this handled inquiry.' : ''}`
          : undefined
      }
    >
      {inquiry && (
        <form onSubmit={(event) => void submit(event)}>
          <StyledQuote>
            <StyledQuoteLabel>Their message</StyledQuoteLabel>
            <p>{inquiry.message}</p>
          </StyledQuote>
          <Field>
            <Label htmlFor={textId}>Your reply</Label>
            <StyledTextarea
              as="textarea"
              id={textId}
              rows={6}
              maxLength={REPLY_MAX_LENGTH}
              value={message}
              aria-describedby={countId}
              placeholder="Thank you for reaching out! The date is open, and we would love to show you around…"
              onChange={(event) => setMessage((event.target as unknown as HTMLTextAreaElement).value)}
            />
            <StyledCount id={countId}>
              {message.length.toLocaleString('en-US')} / {REPLY_MAX_LENGTH.toLocaleString('en-US')} characters
            </StyledCount>
          </Field>
          <StyledActions>
            <DialogClose asChild>
              <Button $variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={blank || sending}>
              {sending ? 'Sending...' : 'Send Reply'}
            </Button>
          </StyledActions>
        </form>
      )}
    </Dialog>
  );
}

const StyledQuote = styled.div`
  margin-bottom: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-left: 3px solid ${({ theme }) => theme.colors.sage};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledQuoteLabel = styled.p`
  margin-bottom: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledTextarea = styled(Input)`
  min-height: 9rem;
  padding: ${({ theme }) => theme.space[3]};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  resize: vertical;
`;

const StyledCount = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: right;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};
  > button { flex: 1 1 9rem; }
  ${({ theme }) => theme.media.sm} { > button { flex: 0 0 auto; } }
`;
