import styled from 'styled-components';
import { ButtonLink } from '@/ui/button';
import { RsvpCard } from './rsvp-card';

/** An unknown, mistyped or replaced link. Nothing says which, so a guessed token learns nothing. */
export function RsvpNotFound() {
  return (
    <RsvpCard labelledBy="rsvp-not-found-title">
      <StyledBody>
        <StyledTitle id="rsvp-not-found-title">This invitation link isn't working</StyledTitle>
        <p>
          The link may be incomplete, or the couple may have sent a newer invitation, which replaces the earlier link. Please open the
          latest invitation email, or ask the couple to send it again.
        </p>
        <ButtonLink to="/" $variant="outline">
          Visit Hill Country Weddings
        </ButtonLink>
      </StyledBody>
    </RsvpCard>
  );
}

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  text-align: center;
  p { max-width: 28rem; color: ${({ theme }) => theme.colors.inkMuted}; }
`;

const StyledTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
`;
