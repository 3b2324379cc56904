import { useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import type { CalendarDate } from '@domain/shared/calendar-date';
import { useMilestoneCelebrations } from '../hooks/use-milestone-celebrations';
import { useNow } from '../hooks/use-now';
import type { CountdownKeeper } from '../types';
import { countdownSnapshot } from '../utils/countdown-snapshot';
import { CelebrationZone } from './celebration-zone';
import { CountdownHero } from './countdown-hero';
import { CountdownQuote } from './countdown-quote';
import { MilestoneList } from './milestone-list';
import { PlanningProgress } from './planning-progress';
import { QuickStats } from './quick-stats';
import { SaveInvitation } from './save-invitation';

interface CountdownBoardProps {
  weddingDate: CalendarDate;
  keeper: CountdownKeeper;
  /** Where the countdown is kept, shown under the timer. */
  status: ReactNode;
  onChangeDate(): void;
  /** A message between the timer and the cards (a date from a link, a failed save). */
  banner?: ReactNode;
  focusOnShow?: boolean;
}

/** The running countdown: read again every second, and a toast when a milestone's day comes. */
export function CountdownBoard({ weddingDate, keeper, status, onChangeDate, banner, focusOnShow }: CountdownBoardProps) {
  const now = useNow();
  const snapshot = useMemo(() => countdownSnapshot(weddingDate, now), [weddingDate, now]);
  useMilestoneCelebrations(weddingDate, snapshot.stats.daysLeft, keeper !== 'page');

  return (
    <StyledBoard>
      <CountdownHero snapshot={snapshot} status={status} onChangeDate={onChangeDate} focusOnShow={focusOnShow} />
      {banner}
      {keeper === 'browser' && <SaveInvitation />}
      <StyledCards>
        <StyledArea $area="progress">
          <PlanningProgress snapshot={snapshot} />
        </StyledArea>
        <StyledArea $area="stats">
          <QuickStats snapshot={snapshot} />
        </StyledArea>
        <StyledArea $area="celebration">
          <CelebrationZone snapshot={snapshot} />
        </StyledArea>
        <StyledArea $area="milestones">
          <MilestoneList snapshot={snapshot} />
        </StyledArea>
        <StyledArea $area="quote">
          <CountdownQuote />
        </StyledArea>
      </StyledCards>
    </StyledBoard>
  );
}

const StyledBoard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space[6]};
  }
`;

// A phone reads the figures first and the long milestone list after; a wide screen puts the
// milestones beside the figures.
const StyledCards = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'progress' 'stats' 'celebration' 'milestones' 'quote';
  gap: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    grid-template-rows: auto auto auto 1fr;
    grid-template-areas:
      'progress stats'
      'milestones celebration'
      'milestones quote'
      'milestones .';
    gap: ${({ theme }) => theme.space[6]};
  }
`;

const StyledArea = styled.div<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
  min-width: 0;

  > * { height: 100%; }
`;
