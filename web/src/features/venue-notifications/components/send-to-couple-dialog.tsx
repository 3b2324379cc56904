import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { formatLongDate } from '@domain/shared/format';
import { errorMessage } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Dialog, DialogClose } from '@/ui/dialog';
import { FormActions, LabeledField, Select } from '@/ui/field';
import { toast } from '@/ui/toast/use-toast';
import { sendTemplateToBooking } from '../api/notification-templates';
import { usePreviewBookings } from '../api/preview-bookings';
import type { NotificationTemplate } from '../types';

interface SendToCoupleDialogProps {
  venueId: string;
  template: NotificationTemplate;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Sends one template by hand to the couple of one booking. */
export function SendToCoupleDialog({ venueId, template, open, onOpenChange }: SendToCoupleDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Send "${template.name}"`} description="The template goes out filled in with the booking you choose.">
      {open && <SendForm venueId={venueId} template={template} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function SendForm({ venueId, template, onDone }: { venueId: string; template: NotificationTemplate; onDone(): void }) {
  const id = useId();
  const { data, error } = usePreviewBookings(venueId);
  const bookings = (data ?? []).filter((b) => b.status !== 'cancelled');
  const [bookingId, setBookingId] = useState('');
  const [sending, setSending] = useState(false);
  const chosen = bookingId || bookings[0]?.id || '';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosen || sending) return;
    setSending(true);
    try {
      const { sentTo } = await sendTemplateToBooking(template.id, chosen);
      toast({ title: 'Email Sent', description: `"${template.name}" went to ${sentTo}.`, variant: 'success' });
      onDone();
    } catch (failure) {
      toast({ title: 'Email not sent', description: errorMessage(failure), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };

  return (
    <StyledForm onSubmit={submit} noValidate aria-busy={sending}>
      {error ? (
        <p role="alert">The bookings did not load. Close this and try again.</p>
      ) : !data ? (
        <p>Loading bookings…</p>
      ) : bookings.length === 0 ? (
        <p>No bookings yet: once a couple books, you can send them this template.</p>
      ) : (
        <LabeledField htmlFor={`${id}-booking`} label="Booking">
          <Select id={`${id}-booking`} value={chosen} onChange={(e) => setBookingId(e.target.value)}>
            {bookings.map((b) => (
              <option key={b.id} value={b.id}>
                {b.customerName}, {formatLongDate(b.eventDate)}
              </option>
            ))}
          </Select>
        </LabeledField>
      )}
      <FormActions>
        <DialogClose asChild>
          <Button $variant="ghost">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={!chosen || sending}>
          {sending ? 'Sending…' : 'Send Email'}
        </Button>
      </FormActions>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;
