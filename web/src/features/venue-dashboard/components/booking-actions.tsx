import styled from 'styled-components';
import { Button } from '@/ui/button';
import { CalendarIcon, CheckIcon, CloseIcon } from '@/ui/icons';
import { VisuallyHidden } from '@/ui/visually-hidden';
import type { VenueBooking } from '../types';
import { canCompleteBooking } from '../utils/booking-owner-rules';
import { bookingStatusOf, ownerActions } from '../utils/booking-status';

interface BookingActionsProps {
  booking: VenueBooking;
  busy: boolean;
  onConfirm(booking: VenueBooking): void;
  onCancel(booking: VenueBooking): void;
  /** Offered on a confirmed booking once its date has passed. */
  onComplete?(booking: VenueBooking): void;
  /** Buttons share the row's width (cards on a phone, the dialog). */
  $block?: boolean;
}

/** Confirm, Cancel and Mark Completed where the rules allow them; each names its couple for screen readers. */
export function BookingActions({ booking, busy, onConfirm, onCancel, onComplete, $block = false }: BookingActionsProps) {
  const actions = ownerActions(bookingStatusOf(booking));
  const completable = onComplete !== undefined && canCompleteBooking(booking);
  if (!actions.length && !completable) return null;
  const whose = <VisuallyHidden> {booking.customerName}&apos;s booking</VisuallyHidden>;
  return (
    <StyledRow $block={$block}>
      {actions.includes('confirmed') && (
        <Button $size="sm" $variant="secondary" disabled={busy} onClick={() => onConfirm(booking)}>
          <CheckIcon /> Confirm{whose}
        </Button>
      )}
      {completable && (
        <Button $size="sm" $variant="secondary" disabled={busy} onClick={() => onComplete(booking)} data-complete-booking>
          <CalendarIcon /> Mark Completed{whose}
        </Button>
      )}
      {actions.includes('cancelled') && (
        <Button $size="sm" $variant="outline" disabled={busy} onClick={() => onCancel(booking)}>
          <CloseIcon /> Cancel{whose}
        </Button>
      )}
    </StyledRow>
  );
}

const StyledRow = styled.div<{ $block: boolean }>`
  display: flex;
  flex-wrap: ${({ $block }) => ($block ? 'wrap' : 'nowrap')};
  gap: ${({ theme }) => theme.space[2]};

  > button { flex: ${({ $block }) => ($block ? '1 1 0' : '0 0 auto')}; }
`;
