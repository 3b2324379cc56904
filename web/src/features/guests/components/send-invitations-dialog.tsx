import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/ui/button';
import { Dialog, DialogClose } from '@/ui/dialog';
import { FormActions } from '@/ui/field';
import { MailIcon, SendIcon } from '@/ui/icons';
import { useToast } from '@/ui/toast/use-toast';
import { sendInvitations } from '../api/send-invitations';
import type { Guest } from '../types';
import { serverSentence } from '../utils/guest-error';
import { countOf } from '../utils/guest-labels';

interface SendInvitationsDialogProps {
  bookingId: string;
  guests: readonly Guest[];
  /** Only these guests (the list's filter, e.g. those who have not replied); absent: everyone. */
  recipients?: readonly Guest[] | null;
  /** What the recipients are, for the dialog's words ("not replied"). */
  recipientsLabel?: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  onSent(): Promise<void> | void;
}

/** Asks first: sending mails real people, and gives everyone a new link. */
export function SendInvitationsDialog({ bookingId, guests: everyone, recipients, recipientsLabel, open, onOpenChange, onSent }: SendInvitationsDialogProps) {
  const [sending, setSending] = useState(false);
  const { toast } = useToast();
  const guests = recipients ?? everyone;
  const withEmail = guests.filter((guest) => guest.email).length;
  const withoutEmail = guests.length - withEmail;
  const alreadyInvited = guests.filter((guest) => guest.email && guest.invitedAt).length;
  const chosen = recipients ? ` of the ${countOf(recipients.length, 'guest')} shown${recipientsLabel ? ` (${recipientsLabel})` : ''}` : '';

  const send = async () => {
    if (sending) return;
    setSending(true);
    try {
      const { sent, skippedWithoutEmail } = await sendInvitations(bookingId, recipients?.map((guest) => guest.id));
      const skipped = skippedWithoutEmail ? ` ${countOf(skippedWithoutEmail, 'guest')} without an email address ${skippedWithoutEmail === 1 ? 'was' : 'were'} skipped.` : '';
      toast({
        title: 'Invitations Sent',
        description: `${countOf(sent, 'invitation')} sent to ${recipients ? 'the guests shown' : 'all guests'} with email addresses.${skipped}`,
        variant: 'success',
      });
      await onSent();
      onOpenChange(false);
    } catch (error) {
      toast({ title: 'Failed to send invitations', description: serverSentence(error) ?? 'Please try again.', variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={recipients ? 'Email the guests shown' : 'Send Invitations'}
      description={recipients ? 'Only the guests your filter shows get an email with their personal RSVP link: a reminder for those who have not replied.' : 'Each guest gets an email with a personal link to RSVP.'}
    >
      <StyledBody>
        <StyledSummary>
          <StyledIcon aria-hidden="true">
            <MailIcon />
          </StyledIcon>
          {withEmail > 0 ? (
            <p>
              <strong>{countOf(withEmail, 'guest')}</strong>
              {chosen} {withEmail === 1 ? 'has an' : 'have'} email {withEmail === 1 ? 'address' : 'addresses'} and will get an invitation.
            </p>
          ) : (
            <p>
              <strong>None of {recipients ? 'the guests shown' : 'your guests'} has an email address yet.</strong> Add addresses to your guests, then send the
              invitations.
            </p>
          )}
        </StyledSummary>
        {withoutEmail > 0 && withEmail > 0 && (
          <StyledNote>
            {countOf(withoutEmail, 'guest')} without an email address will not get one; record their answers with Confirm and Decline.
          </StyledNote>
        )}
        {alreadyInvited > 0 && (
          <StyledNote>
            {countOf(alreadyInvited, 'guest')} {alreadyInvited === 1 ? 'was' : 'were'} invited before: they get a fresh link, and the earlier one stops
            working. Answers already given are kept.
          </StyledNote>
        )}
        <FormActions>
          <DialogClose asChild>
            <Button $variant="ghost">Cancel</Button>
          </DialogClose>
          <Button onClick={() => void send()} disabled={sending || withEmail === 0}>
            <SendIcon /> {sending ? 'Sending...' : `Send ${countOf(withEmail, 'invitation')}`}
          </Button>
        </FormActions>
      </StyledBody>
    </Dialog>
  );
}

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledSummary = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  p { padding-top: ${({ theme }) => theme.space[1.5]}; }
  strong { color: ${({ theme }) => theme.colors.oakDeep}; }
`;

const StyledIcon = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.sageLight};
  color: ${({ theme }) => theme.colors.oak};
  svg { width: ${({ theme }) => theme.sizes.icon}; height: ${({ theme }) => theme.sizes.icon}; }
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
