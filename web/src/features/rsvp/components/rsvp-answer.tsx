import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { formatLongDate } from '@domain/shared/format';
import { MEAL_LABELS } from '@/shared/options/meal-choices';
import { Button } from '@/ui/button';
import { CheckIcon, HeartIcon } from '@/ui/icons';
import type { Invitation } from '../types';

interface RsvpAnswerProps {
  invitation: Invitation;
  /** True right after sending: the thank-you; false when the guest comes back later. */
  justSent: boolean;
  onChange?: () => void;
}

/** The answer on record, with a way to change it while answers are open. */
export function RsvpAnswer({ invitation, justSent, onChange }: RsvpAnswerProps) {
  const accepted = invitation.rsvpStatus === 'confirmed';
  const firstName = invitation.guestName.split(/\s+/)[0];
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Right after sending, bring the thank-you into view (the button was further down the page).
  useEffect(() => {
    if (justSent) headingRef.current?.focus();
  }, [justSent]);
  return (
    <StyledBox role={justSent ? 'status' : undefined} $accepted={accepted}>
      <StyledIcon aria-hidden="true" $accepted={accepted}>
        {accepted ? <HeartIcon /> : <CheckIcon />}
      </StyledIcon>
      <StyledTitle ref={headingRef} tabIndex={-1}>{justSent ? `Thank you, ${firstName}!` : 'Your answer'}</StyledTitle>
      <StyledText>
        {accepted
          ? `${invitation.coupleName} can't wait to celebrate with you on ${formatLongDate(invitation.eventDate)}.`
          : `${invitation.coupleName} will miss you, and thank you for letting them know.`}
      </StyledText>
      <StyledSummary>
        <div>
          <dt>RSVP</dt>
          <dd>{accepted ? 'Joyfully accepts' : 'Regretfully declines'}</dd>
        </div>
        {accepted && (
          <>
            <div>
              <dt>Plus-one</dt>
              <dd>{invitation.plusOne ? 'Yes' : 'No'}</dd>
            </div>
            <div>
              <dt>Dietary needs</dt>
              <dd>{invitation.dietaryRestrictions ?? 'None'}</dd>
            </div>
            <div>
              <dt>Meal</dt>
              <dd>{invitation.meal ? MEAL_LABELS[invitation.meal] : 'Not chosen yet'}</dd>
            </div>
          </>
        )}
      </StyledSummary>
      {onChange ? (
        <>
          <Button $variant="outline" onClick={onChange}>
            Change my answer
          </Button>
          <StyledNote>You can change your answer with this link until the wedding day.</StyledNote>
        </>
      ) : (
        <StyledNote>Answers can no longer be changed online. Please contact {invitation.coupleName} directly.</StyledNote>
      )}
    </StyledBox>
  );
}

const StyledBox = styled.section<{ $accepted: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $accepted }) => ($accepted ? theme.colors.successLight : theme.colors.creamDeep)};
  text-align: center;
`;

const StyledIcon = styled.span<{ $accepted: boolean }>`
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $accepted }) => ($accepted ? theme.colors.success : theme.colors.oak)};
  color: ${({ theme }) => theme.colors.white};
  svg { width: ${({ theme }) => theme.sizes.icon}; height: ${({ theme }) => theme.sizes.icon}; }
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  scroll-margin-top: calc(${({ theme }) => theme.sizes.headerHeight} + ${({ theme }) => theme.space[16]});
  &:focus { outline: none; }
`;

const StyledText = styled.p`
  max-width: 26rem;
  color: ${({ theme }) => theme.colors.ink};
`;

const StyledSummary = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  max-width: 22rem;
  margin: ${({ theme }) => theme.space[2]} 0;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;

  > div { display: grid; grid-template-columns: 6.5rem minmax(0, 1fr); gap: ${({ theme }) => theme.space[2]}; }
  dt { color: ${({ theme }) => theme.colors.inkMuted}; }
  dd { margin: 0; font-weight: ${({ theme }) => theme.fontWeights.medium}; overflow-wrap: anywhere; }
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
