import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { VENDOR_LEAD_REPLY_MAX_LENGTH } from '@domain/vendor-leads/vendor-lead';
import { errorMessage } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { FieldError, FormActions, Label, Textarea } from '@/ui/field';
import { MessageIcon } from '@/ui/icons';
import { useToast } from '@/ui/toast/use-toast';
import type { VendorLead } from '../types';

interface LeadReplyDialogProps {
  lead: VendorLead | null;
  onClose(): void;
  reply(leadId: string, message: string): Promise<unknown>;
}

/** The vendor's answer: mailed to the couple, with the vendor's own address to write back to. */
export function LeadReplyDialog({ lead, onClose, reply }: LeadReplyDialogProps) {
  const id = useId();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { toast } = useToast();

  const close = () => {
    setMessage('');
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!lead || sending) return;
    if (!message.trim()) {
      setError('Write your reply first.');
      return;
    }
    setSending(true);
    try {
      await reply(lead.id, message);
      toast({ title: 'Reply sent', description: `We mailed your reply to ${lead.coupleName}.`, variant: 'success' });
      close();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open={lead !== null}
      onOpenChange={(open) => !open && close()}
      title={lead ? `Reply to ${lead.coupleName}` : 'Reply'}
      description={lead ? `We mail it to ${lead.email}, with your address so they can write back to you.` : undefined}
    >
      <StyledForm onSubmit={submit}>
        {lead?.message && <StyledQuote>{lead.message}</StyledQuote>}
        <Label htmlFor={`${id}-reply`}>Your reply</Label>
        <Textarea
          id={`${id}-reply`}
          rows={6}
          maxLength={VENDOR_LEAD_REPLY_MAX_LENGTH}
          value={message}
          onChange={(event) => {
            setMessage(event.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder="Thank them, say whether you are free on their date, and suggest a next step."
        />
        {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
        <FormActions>
          <Button $variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={sending}>
            <MessageIcon /> {sending ? 'Sending...' : 'Send reply'}
          </Button>
        </FormActions>
      </StyledForm>
    </Dialog>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledQuote = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-left: 3px solid ${({ theme }) => theme.colors.sage};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
