import styled from 'styled-components';
import { CheckIcon, CloseIcon } from '../../../ui/icons';

interface BookingBannerProps {
  bookingId: string;
  onDismiss(): void;
}

/** Shown when the booking flow sends the couple back here with ?booking={id}. */
export function BookingBanner({ bookingId, onDismiss }: BookingBannerProps) {
  return (
    <StyledBanner role="status">
      <StyledIcon aria-hidden="true">
        <CheckIcon />
      </StyledIcon>
      <div>
        <StyledTitle>Your booking request is in</StyledTitle>
        <p>
          Booking reference <code>{bookingId}</code>. The venue will contact you within 24 hours to confirm your date;
          a 25% deposit secures it.
        </p>
        <p>Bookmark this page to come back to your guest list in this browser.</p>
      </div>
      <StyledClose type="button" aria-label="Dismiss booking message" onClick={onDismiss}>
        <CloseIcon />
      </StyledClose>
    </StyledBanner>
  );
}

const StyledBanner = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.sage};
  border-left: 4px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successLight};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  > div { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: ${({ theme }) => theme.space[1]}; }
  code { font-family: ${({ theme }) => theme.fonts.mono}; word-break: break-all; }
`;

const StyledIcon = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 2rem;
  height: 2rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.success};
  color: ${({ theme }) => theme.colors.white};
  svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; }
`;

const StyledTitle = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.success};
`;

const StyledClose = styled.button`
  display: grid;
  flex: none;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.success};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surface}; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
  svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; }
`;
