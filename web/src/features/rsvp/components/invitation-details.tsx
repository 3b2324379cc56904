import styled from 'styled-components';
import { formatLongDate } from '@domain/shared/format';
import { CalendarIcon, HeartIcon, MapPinIcon } from '@/ui/icons';
import type { Invitation } from '../types';

/** Who invites, when and where: the printed part of the invitation. */
export function InvitationDetails({ invitation, headingId }: { invitation: Invitation; headingId: string }) {
  return (
    <StyledHeader>
      <StyledEyebrow>You're invited</StyledEyebrow>
      <StyledGreeting>Dear {invitation.guestName},</StyledGreeting>
      <StyledCouple id={headingId}>{invitation.coupleName}</StyledCouple>
      <StyledLine>would love to celebrate their wedding with you</StyledLine>
      <StyledOrnament aria-hidden="true">
        <span />
        <HeartIcon />
        <span />
      </StyledOrnament>
      <StyledFacts>
        <div>
          <dt>
            <CalendarIcon />
            <span>Date</span>
          </dt>
          <dd>{formatLongDate(invitation.eventDate)}</dd>
        </div>
        <div>
          <dt>
            <MapPinIcon />
            <span>Venue</span>
          </dt>
          <dd>
            <strong>{invitation.venueName}</strong>
            <span>{invitation.venueLocation}</span>
          </dd>
        </div>
      </StyledFacts>
    </StyledHeader>
  );
}

const StyledHeader = styled.header`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  text-align: center;
`;

const StyledEyebrow = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.18em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.terracottaText};
`;

const StyledGreeting = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledCouple = styled.h1`
  font-size: clamp(2rem, 1.5rem + 2.4vw, 2.75rem);
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

const StyledLine = styled.p`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-style: italic;
  color: ${({ theme }) => theme.colors.oak};
`;

const StyledOrnament = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  max-width: 14rem;
  margin: ${({ theme }) => theme.space[2]} 0;
  color: ${({ theme }) => theme.colors.sage};
  svg { flex: none; width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; }
  span { flex: 1; height: 1px; background: ${({ theme }) => theme.colors.border}; }
`;

const StyledFacts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  margin: 0;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  > div {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  }
  dt {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1.5]};
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: 0.1em;
    text-transform: uppercase;
    svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; color: ${({ theme }) => theme.colors.terracotta}; }
  }
  dd {
    display: flex;
    flex-direction: column;
    margin: 0;
    color: ${({ theme }) => theme.colors.ink};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
    strong { color: ${({ theme }) => theme.colors.oakDeep}; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
    span { color: ${({ theme }) => theme.colors.inkMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; font-weight: ${({ theme }) => theme.fontWeights.regular}; }
  }
`;
