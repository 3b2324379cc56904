import styled from 'styled-components';
import { hasErrorCode, type ErrorCode } from '@/lib/api-client';
import { useBooking } from '@/shared/api/booking';
import { Button } from '@/ui/button';
import { AlertIcon, RefreshIcon } from '@/ui/icons';
import { Skeleton } from '@/ui/skeleton';
import { VisuallyHidden } from '@/ui/visually-hidden';
import { serverSentence } from '../utils/guest-error';
import { GuestListPanel } from './guest-list-panel';

/** Another browser's booking, an unknown one, or an id that cannot be one. */
const NOT_FOUND_CODES: readonly ErrorCode[] = ['BOOKING.NOT_FOUND', 'REQUEST.INVALID_INPUT'];

/**
 * The guest list of the booking in ?booking=, for the browser that made it. Any other browser
 * is told the booking does not exist, so it sees a note instead of someone else's guests.
 */
export function BookingGuests({ bookingId }: { bookingId: string }) {
  const { data: booking, error, isLoading, mutate } = useBooking(bookingId);

  if (isLoading) {
    return (
      <StyledLoading role="status">
        <VisuallyHidden>Loading your guest list…</VisuallyHidden>
        <Skeleton $width="12rem" $height="2rem" />
        <Skeleton $height="5rem" />
        <Skeleton $height="8rem" />
      </StyledLoading>
    );
  }
  if (hasErrorCode(error, ...NOT_FOUND_CODES)) {
    return (
      <StyledNote>
        The guest list for this booking opens in the browser the booking was made in. Open this page there to add guests and send
        invitations.
      </StyledNote>
    );
  }
  if (error || !booking) {
    return (
      <StyledNote role="alert" $tone="error">
        <AlertIcon /> <span>{serverSentence(error) ?? 'Your guest list could not be loaded.'}</span>
        <Button $variant="outline" $size="sm" onClick={() => void mutate()}>
          <RefreshIcon /> Try again
        </Button>
      </StyledNote>
    );
  }
  return <GuestListPanel booking={booking} />;
}

const StyledLoading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[10]};
  padding: ${({ theme }) => theme.space[6]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledNote = styled.p<{ $tone?: 'error' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  margin: -${({ theme }) => theme.space[3]} 0 ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.dangerLight : theme.colors.surfaceMuted)};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.inkMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg { flex: none; width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; }
`;
