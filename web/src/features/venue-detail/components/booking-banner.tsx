import type { ReactNode } from 'react';
import styled from 'styled-components';
import { bookingReference, DEPOSIT_PERCENT } from '@domain/bookings/deposit';
import { useBooking } from '@/shared/api/booking';
import type { Booking } from '@/types/api';
import { IconButton } from '@/ui/button';
import { longDate } from '@/ui/calendar-month';
import { AlertIcon, CheckIcon, CloseIcon, HeartIcon } from '@/ui/icons';

interface BookingBannerProps {
  bookingId: string;
  venueId: string;
  onDismiss(): void;
}

type Tone = 'success' | 'info' | 'danger';

interface StatusMessage {
  tone: Tone;
  icon: ReactNode;
  title: string;
  text: ReactNode;
}

/** What the couple reads about their booking, by its status now (not the status it was made with). */
function statusMessage(booking: Booking): StatusMessage {
  const date = longDate(booking.eventDate);
  switch (booking.status) {
    case 'pending':
      return {
        tone: 'success',
        icon: <CheckIcon />,
        title: 'Your booking request is in',
        text: `The venue will contact you within 24 hours to confirm ${date}; a ${DEPOSIT_PERCENT}% deposit secures it.`,
      };
    case 'confirmed':
      return {
        tone: 'success',
        icon: <CheckIcon />,
        title: 'Your booking is confirmed',
        text: `The venue has confirmed ${date} for your wedding. The date is yours.`,
      };
    case 'cancelled':
      return {
        tone: 'danger',
        icon: <AlertIcon />,
        title: 'This booking was cancelled',
        text: `${date} is no longer held for you. Pick another open date below, or send the venue a question.`,
      };
    case 'completed':
      return {
        tone: 'info',
        icon: <HeartIcon />,
        title: 'Your wedding here is complete',
        text: `Thank you for celebrating ${date} with this venue.`,
      };
    default:
      return assertUnreachable(booking.status);
  }
}

function assertUnreachable(status: never): never {
  throw new Error(`Unknown booking status: ${String(status)}`);
}

/**
 * Shown when the booking flow sends the couple back here with ?booking={id}: the booking's
 * real status, read from the API. Nothing for an id this browser may not read (unknown,
 * someone else's) or a booking of another venue, and nothing while it loads.
 */
export function BookingBanner({ bookingId, venueId, onDismiss }: BookingBannerProps) {
  const { data: booking } = useBooking(bookingId);
  if (!booking || booking.venueId !== venueId) return null;
  const message = statusMessage(booking);
  return (
    <StyledBanner role="status" $tone={message.tone} data-booking-status={booking.status}>
      <StyledIcon aria-hidden="true">{message.icon}</StyledIcon>
      <div>
        <StyledTitle>{message.title}</StyledTitle>
        <p>{message.text}</p>
        <p>
          Booking reference <StyledReference data-testid="booking-reference">{bookingReference(new Date(booking.createdAt))}</StyledReference>: quote
          it to the venue.
        </p>
        {booking.status !== 'cancelled' && <p>Bookmark this page to come back to your guest list in this browser.</p>}
      </div>
      <StyledClose aria-label="Dismiss booking message" onClick={onDismiss}>
        <CloseIcon />
      </StyledClose>
    </StyledBanner>
  );
}

const StyledBanner = styled.div<{ $tone: Tone }>`
  --tone: ${({ theme, $tone }) => ({ success: theme.colors.success, info: theme.colors.bluebonnet, danger: theme.colors.danger })[$tone]};
  --tone-light: ${({ theme, $tone }) => ({ success: theme.colors.successLight, info: theme.colors.bluebonnetLight, danger: theme.colors.dangerLight })[$tone]};
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.sage};
  border-left: 4px solid var(--tone);
  border-radius: ${({ theme }) => theme.radii.md};
  background: var(--tone-light);
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;

  > div { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: ${({ theme }) => theme.space[1]}; }
  code { font-family: ${({ theme }) => theme.fonts.mono}; word-break: break-all; }
`;

const StyledReference = styled.strong`
  font-family: ${({ theme }) => theme.fonts.mono};
  letter-spacing: 0.04em;
`;

const StyledIcon = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 2rem;
  height: 2rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: var(--tone);
  color: ${({ theme }) => theme.colors.white};
  svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; }
`;

const StyledTitle = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: var(--tone);
`;

const StyledClose = styled(IconButton)`
  width: 2.25rem;
  height: 2.25rem;
  color: var(--tone);
  svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; }
`;
