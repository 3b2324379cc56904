import styled from 'styled-components';
import { Button } from '@/ui/button';
import { CheckIcon, CloseIcon } from '@/ui/icons';
import type { Guest, RsvpStatus } from '../types';

interface GuestRsvpActionsProps {
  guest: Guest;
  busy: boolean;
  onAnswer(guest: Guest, answer: Exclude<RsvpStatus, 'pending'>): void;
  $block?: boolean;
}

/** Confirm and Decline, on a guest who has not answered yet (spec: no way back is shown). */
export function GuestRsvpActions({ guest, busy, onAnswer, $block }: GuestRsvpActionsProps) {
  if (guest.rsvpStatus !== 'pending') return null;
  return (
    <StyledActions $block={$block}>
      <Button $variant="outline" $size="sm" disabled={busy} aria-label={`Confirm ${guest.name}`} onClick={() => onAnswer(guest, 'confirmed')}>
        <CheckIcon /> Confirm
      </Button>
      <Button $variant="ghost" $size="sm" disabled={busy} aria-label={`Decline ${guest.name}`} onClick={() => onAnswer(guest, 'declined')}>
        <CloseIcon /> Decline
      </Button>
    </StyledActions>
  );
}

const StyledActions = styled.div<{ $block?: boolean }>`
  display: flex;
  flex-wrap: nowrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  ${({ $block }) => $block && 'button { flex: 1; }'}
`;
