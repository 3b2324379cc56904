import styled from 'styled-components';
import { Button } from '@/ui/button';
import { CheckIcon, CloseIcon } from '@/ui/icons';
import { VisuallyHidden } from '@/ui/visually-hidden';
import type { VenueBooking } from '../types';
import { bookingStatusOf, ownerActions } from '../utils/booking-status';

interface BookingActionsProps {
  booking: VenueBooking;
  busy: boolean;
  onConfirm(booking: VenueBooking): void;
  onCancel(booking: VenueBooking): void;
  /** Buttons share the row's width (cards on a phone, the dialog). */
  $block?: boolean;
}

/** Confirm and Cancel where the status allows them; each names its couple for screen readers. */
export function BookingActions({ booking, busy, onConfirm, onCancel, $block = false }: BookingActionsProps) {
  const actions = ownerActions(bookingStatusOf(booking));
  if (!actions.length) return null;
  const whose = <VisuallyHidden> {booking.customerName}&apos;s booking</VisuallyHidden>;
  return (
    <StyledRow $block={$block}>
      {actions.includes('confirmed') && (
        <Button $size="sm" $variant="secondary" disabled={busy} onClick={() => onConfirm(booking)}>
          <CheckIcon /> Confirm{whose}
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
