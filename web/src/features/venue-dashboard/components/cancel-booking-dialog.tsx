import styled from 'styled-components';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import type { VenueBooking } from '../types';
import { longDate } from '../utils/format';

interface CancelBookingDialogProps {
  booking: VenueBooking | null;
  busy: boolean;
  onKeep(): void;
  onCancelBooking(booking: VenueBooking): void;
}

/** A cancelled booking cannot be restored and frees the date, so the owner says so twice. */
export function CancelBookingDialog({ booking, busy, onKeep, onCancelBooking }: CancelBookingDialogProps) {
  return (
    <Dialog
      open={booking !== null}
      onOpenChange={(open) => {
        if (!open) onKeep();
      }}
      title="Cancel this booking?"
      description={booking ? `${booking.customerName} · ${longDate(booking.eventDate)}` : undefined}
    >
      <StyledText>
        The date opens again for other couples, and a cancelled booking cannot be restored. Let the couple know
        {booking ? ` at ${booking.customerEmail}` : ''} before or after you cancel.
      </StyledText>
      <StyledActions>
        <Button $variant="outline" onClick={onKeep}>
          Keep Booking
        </Button>
        <Button disabled={busy || !booking} onClick={() => booking && onCancelBooking(booking)}>
          {busy ? 'Cancelling...' : 'Cancel Booking'}
        </Button>
      </StyledActions>
    </Dialog>
  );
}

const StyledText = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};
  > button { flex: 1 1 10rem; }
  ${({ theme }) => theme.media.sm} { > button { flex: 0 0 auto; } }
`;
